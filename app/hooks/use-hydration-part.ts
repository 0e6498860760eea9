import { lazy, useEffect, useRef } from "react";

import { useHydrated } from "./use-hydrated";

/*
 * Early clicks, in one place. Pages are prerendered, so a visitor can press a button before
 * React has hydrated it (a slow phone, or the landing's sections 2-10, whose code loads after
 * the body has hydrated). React ignores such a click. So:
 *
 * - a *part* of the page is an element with `data-part`; React adds `data-hydrated` to it once
 *   its code has hydrated it (`useHydrationPart`). The document body is one part; the landing's
 *   deferred sections are another. Browser tests wait on `data-hydrated`, nothing else;
 * - `earlyClickScript`, inline in the document head, runs before any module and remembers the
 *   last click on a button or in-page link of a part not hydrated yet. Links that leave the page
 *   are not remembered: they already did their job. An in-page link scrolls to its section at
 *   once and takes the focus there, as the browser would, but without the hash navigation: its
 *   popstate would make the router re-render mid-hydration, and React would drop the sections'
 *   HTML it has not hydrated yet;
 * - when that part hydrates, the click is replayed, so its handler (tracking, dialog, smooth
 *   scroll) runs then.
 */

declare global {
  interface Window {
    /** The last click React could not handle yet, set by `earlyClickScript`. */
    __earlyClick?: HTMLElement;
  }
}

export const earlyClickScript = `document.addEventListener("click",function(e){var t=e.target instanceof Element?e.target.closest("button,a[href^='#']"):null,p=t&&t.closest("[data-part]");if(!p||p.hasAttribute("data-hydrated"))return;if(t.tagName==="A"){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var s=document.getElementById(decodeURIComponent(t.getAttribute("href").slice(1)));if(s){e.preventDefault();s.scrollIntoView();s.hasAttribute("tabindex")||s.setAttribute("tabindex","-1");s.focus({preventScroll:true})}}window.__earlyClick=t},true)`;

/** Replays the remembered click if it was made inside `part` (and not in a part nested in it). */
export function replayEarlyClick(part: Element): void {
  const target = window.__earlyClick;
  if (!target || target.closest("[data-part]") !== part) return;
  window.__earlyClick = undefined;
  if (target.isConnected) target.click();
}

/** Props for a part's root element: marks it, says when it is hydrated, then replays its early click. */
export function useHydrationPart<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && ref.current) replayEarlyClick(ref.current);
  }, [hydrated]);
  return { ref, "data-part": "", "data-hydrated": hydrated ? "" : undefined } as const;
}

/** Resolves once `part` carries `data-hydrated` (at once if it already does). */
export function whenHydrated(part: Element): Promise<void> {
  return new Promise((resolve) => {
    if (part.hasAttribute("data-hydrated")) return resolve();
    const observer = new MutationObserver(() => {
      if (!part.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(part, { attributeFilter: ["data-hydrated"] });
  });
}

/**
 * A component whose HTML is prerendered but whose code the first hydration does not need. On a
 * page prerendered with it, its code starts loading when the body has hydrated (React keeps the
 * HTML until then), together with every other such part. Otherwise (while prerendering, or after
 * a client-side navigation) it loads at once; await the result at a module's top level so the
 * part renders in place instead of behind a Suspense fallback.
 */
export async function loadAfterHydration<P>(
  load: () => Promise<React.ComponentType<P>>,
  prerendered: boolean,
): Promise<React.ComponentType<P>> {
  if (!prerendered) return load();
  const loading = whenHydrated(document.body).then(load);
  // A failure reaches the error boundary around the part when it renders, not the console now.
  loading.catch(() => undefined);
  return lazy(() => loading.then((component) => ({ default: component })));
}
