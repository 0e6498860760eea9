import { useEffect, useState } from "react";

import { BrandLink } from "~/components/layout/brand-link";
import { headerCopy as labels, navigation } from "~/content/home";
import { sectionIds } from "~/content/sections";
import { joinClasses } from "~/lib/utils";

import { useScrollPosition } from "../hooks/use-scroll-position";

/** The header turns opaque once the page is scrolled more than this (docs/product.md#timings-and-sizes). */
export const opaqueAfterPx = 50;

export function isHeaderOpaque(scrollY: number, menuOpen: boolean): boolean {
  return menuOpen || scrollY > opaqueAfterPx;
}

/** Every section in page order, also those without a nav link (#soluciones), so none marks the one above it. */
const pageSections = Object.values(sectionIds);

/** Tailwind's `md`: the desktop nav shows from here, and the mobile menu closes. */
const desktopQuery = "(min-width: 48rem)";

/**
 * The landing page's fixed header: transparent over the hero, opaque past 50 px or
 * while the mobile menu is open. The nav marks the section in view with `aria-current`.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { scrollY, current } = useScrollPosition(pageSections);
  const opaque = isHeaderOpaque(scrollY, menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    const desktop = window.matchMedia(desktopQuery);
    const onResize = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
    };
  }, [menuOpen]);

  const links = (className: string) =>
    navigation.map((item) => (
      <li key={item.id}>
        <a
          href={`#${item.id}`}
          aria-current={current === item.id ? "location" : undefined}
          onClick={() => setMenuOpen(false)}
          className={joinClasses(
            "block rounded-md text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=location]:text-primary",
            className,
          )}
        >
          {item.label}
        </a>
      </li>
    ));

  return (
    <header
      data-slot="site-header"
      data-opaque={opaque || undefined}
      // Radix's scroll lock offsets this class by the scrollbar width, so the header does not jump.
      className="group/header right-scroll-bar-position fixed inset-x-0 top-0 z-40"
    >
      {/* The opaque backdrop fades in with opacity only, so scrolling never repaints the page. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 border-b border-border bg-background/95 opacity-0 shadow-lg shadow-black/20 backdrop-blur-md transition-opacity duration-300 group-data-opaque/header:opacity-100"
      />
      <div className="relative mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink label={labels.homeLabel} />
        <nav aria-label={labels.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-semibold lg:gap-2">
            {links("px-2.5 py-2 lg:px-3")}
          </ul>
        </nav>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-11 items-center justify-center rounded-md text-foreground outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60 md:hidden"
        >
          <MenuToggleIcon open={menuOpen} />
        </button>
      </div>
      <nav id="mobile-menu" aria-label={labels.navLabel} hidden={!menuOpen} className="relative md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pb-4 text-base font-semibold">
          {links("px-3 py-3")}
        </ul>
      </nav>
    </header>
  );
}

/** Drawn inline rather than from the icon library: the header is in the first paint's bundle. */
function MenuToggleIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 fill-none stroke-current stroke-2 [stroke-linecap:round]"
    >
      <path d={open ? "M6 6l12 12M18 6 6 18" : "M4 6h16M4 12h16M4 18h16"} />
    </svg>
  );
}
