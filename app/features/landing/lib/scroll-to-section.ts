import { prefersReducedMotion } from "~/hooks/use-reduced-motion";

/**
 * Scrolls to the section with this id (smoothly, or instantly under reduced motion)
 * and moves keyboard focus there, so the next Tab continues from the section.
 * The address bar keeps no hash: the page clears it anyway on load.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Sections are laid out only near the viewport until the first jump (app.css).
  target.closest("main")?.setAttribute("data-laid-out", "");
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/** The id an in-page link points to (`#contacto` → `contacto`), or undefined for any other link. */
export function inPageTarget(link: HTMLAnchorElement, location: Location): string | undefined {
  const href = link.getAttribute("href");
  if (!href?.startsWith("#") || href.length < 2) return undefined;
  if (link.pathname !== location.pathname) return undefined;
  return decodeURIComponent(href.slice(1));
}

/** Removes the hash from the address bar without reloading or scrolling. */
export function clearHash(location: Location, history: History) {
  if (!location.hash) return;
  history.replaceState(history.state, "", location.pathname + location.search);
}
