import { useEffect, useSyncExternalStore } from "react";

/*
 * No click lost between the first paint and hydration (docs/product.md#field-bars), on every page
 * and for every button: the one answer to a tap the page's code is not there for yet. Pages are
 * prerendered and paint before their code arrives, so a visitor can press a button React has not
 * hydrated yet. Until the body carries `data-hydrated` (set by `useEarlyClickReplay`, which
 * browser tests and the bench wait on):
 *
 * - `earlyClickScript`, inline in the document head, takes every click on a button or in-page
 *   link and remembers the last one. React, if it is already listening, does not see it: the
 *   click is handled once, after hydration. An in-page link scrolls to its section at once and
 *   takes the focus there, as the browser would, but without the hash navigation, which would
 *   reach the router mid-hydration and make React discard the prerendered HTML. Links that leave
 *   the page and modified clicks are left to the browser;
 * - once hydrated, the remembered click is replayed, so its handler (tracking, dialog, smooth
 *   scroll, the microphone request of 'Iniciar Llamada') runs then, within the browser's few
 *   seconds of user activation. Code a replayed click will need starts loading at once, and the
 *   replay waits for it (`lazyWithFallback`'s `trigger`, `replayAfter`).
 */

declare global {
  interface Window {
    /** The last click React could not handle yet, set by `earlyClickScript`. */
    __earlyClick?: HTMLElement;
  }
}

export const earlyClickScript = `document.addEventListener("click",function(e){var t=e.target instanceof Element?e.target.closest("button,a[href^='#']"):null;if(!t||document.body.hasAttribute("data-hydrated"))return;if(t.tagName==="A"){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var s=document.getElementById(decodeURIComponent(t.getAttribute("href").slice(1)));if(s){e.preventDefault();s.scrollIntoView();s.hasAttribute("tabindex")||s.setAttribute("tabindex","-1");s.focus({preventScroll:true})}}e.stopImmediatePropagation();window.__earlyClick=t},true)`;

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once React owns the page. Its re-render
 * right after hydration stays: without it the visitor's tap is React's first update, and pressing
 * 'Iniciar Llamada' painted 8-10 ms later (commit fbe2459).
 */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

let replayWaitsFor: Promise<unknown> = Promise.resolve();

/**
 * Code the kept click needs (`lazyWithFallback`'s `trigger`): the replay waits for it, so the part
 * the click opens renders at once. Replayed while its code is still on its way, the part suspends,
 * and React holds its reveal back about 300 ms (a service dialog opened 0.5 s after the page worked).
 */
export function replayAfter(code: Promise<unknown>) {
  replayWaitsFor = Promise.all([replayWaitsFor, code]);
}

/** Props for the body: says when the page is hydrated, then replays the click made before. */
export function useEarlyClickReplay() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !window.__earlyClick) return;
    // A click on the working page while the replay waits is the visitor's latest: it wins.
    const supersede = () => (window.__earlyClick = undefined);
    document.addEventListener("click", supersede, true);
    void replayWaitsFor.then(() => {
      document.removeEventListener("click", supersede, true);
      const target = window.__earlyClick;
      window.__earlyClick = undefined;
      if (target?.isConnected) target.click();
    });
  }, [hydrated]);
  return { "data-hydrated": hydrated ? "" : undefined } as const;
}
