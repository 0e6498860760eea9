import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion, read once, outside React (event handlers, effects). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(query).matches
  );
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Live `prefers-reduced-motion`. The prerendered HTML assumes motion is fine; the
 * first client render corrects it, and CSS already stops animations before that.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
