import type { RefObject } from "react";

import { useInView } from "~/hooks/use-in-view";

/**
 * The site's loading primitives (docs/architecture.md, "The mechanisms"): every lazy part, vendor
 * SDK and vendor script is loaded through these, so "once", "on intent" and "a script of a
 * vendor's" each mean one thing.
 */

/**
 * `load`, run once (with the first call's arguments), its promise shared by every caller. A
 * failure goes to `onFailure` once (the caller reports it: the error reporter loads through this)
 * and is forgotten, so the next call tries again: a phone that was offline may not be any more.
 */
export function once<A extends unknown[], T>(
  load: (...args: A) => Promise<T>,
  onFailure?: (error: unknown) => void,
): (...args: A) => Promise<T> {
  let loading: Promise<T> | undefined;
  return (...args) =>
    (loading ??= load(...args).catch((error: unknown) => {
      loading = undefined;
      onFailure?.(error);
      throw error;
    }));
}

/** Settles like `promise`, or rejects with `message` once `ms` have passed without it. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Adds a vendor's `<script>` (Cloudflare Turnstile, Tally: their code must come from their own
 * address) and resolves once it has run. One that fails, or has not arrived after `timeoutMs`
 * (a blocker, a network that drops it), is removed and rejects.
 */
export function loadScript(src: string, timeoutMs: number): Promise<void> {
  const script = document.createElement("script");
  const ran = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not load`));
  });
  script.src = src;
  script.async = true;
  document.head.append(script);
  return withTimeout(ran, timeoutMs, `${src} did not load in time`).catch((error: unknown) => {
    script.remove();
    throw error;
  });
}

/**
 * A control's first sign that it is about to be used (the pointer over it, the keyboard's focus, a
 * finger down), as props: `start` begins fetching what its click needs.
 */
export function onIntent(start: () => unknown) {
  const handler = () => void start();
  return { onPointerEnter: handler, onFocus: handler, onPointerDown: handler };
}

/** How far ahead of the viewport a part starts loading, so it is there when the visitor arrives. */
export const NEAR_VIEW = "600px 0px";

/** Whether the element has come within `NEAR_VIEW` of the viewport (and stays true from then on). */
export function useNearView(ref: RefObject<Element | null>): boolean {
  return useInView(ref, { rootMargin: NEAR_VIEW, once: true });
}
