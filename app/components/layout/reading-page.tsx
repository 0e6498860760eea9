import { Link } from "react-router";

import { BrandLink } from "~/components/layout/brand-link";
import { joinClasses } from "~/lib/utils";

/** A link of the pages' own footers and breadcrumbs: quiet until hovered. */
export const quietLinkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

type FooterLink = { href: string; label: string };

type ReadingPageProps = {
  /** The brand link's accessible name. */
  homeLabel: string;
  footer: {
    navLabel: string;
    copyright: (year: number) => string;
    /** Site paths go through the router; anything else is a plain link. */
    links: readonly (FooterLink | null | undefined)[];
  };
  children: React.ReactNode;
};

/** The frame of a page to read (the privacy policy, a case): the brand, one column, a small footer. */
export function ReadingPage({ homeLabel, footer, children }: ReadingPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-(--header-height) max-w-3xl items-center px-4 sm:px-6">
          <BrandLink label={homeLabel} />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        {children}
      </main>
      <footer className="border-t border-border/70">
        <div className="mx-auto flex max-w-3xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          {/* Prerendered at build time; a visit in a later year shows that year without a hydration warning. */}
          <p suppressHydrationWarning>{footer.copyright(new Date().getFullYear())}</p>
          <nav aria-label={footer.navLabel} className="flex items-center gap-5">
            {footer.links.map((link) =>
              !link ? null : link.href.startsWith("/") ? (
                <Link key={link.href} to={link.href} className={quietLinkClass}>
                  {link.label}
                </Link>
              ) : (
                <a key={link.href} href={link.href} className={quietLinkClass}>
                  {link.label}
                </a>
              ),
            )}
          </nav>
        </div>
      </footer>
    </div>
  );
}

type ReadingSectionProps = { id: string; title: string; className?: string; children: React.ReactNode };

/** A section of such a page, named by its heading; `id` is its anchor. */
export function ReadingSection({ id, title, className, children }: ReadingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={joinClasses("mt-12", className)}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {children}
    </section>
  );
}
