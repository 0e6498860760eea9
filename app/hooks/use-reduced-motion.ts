import { useMediaQuery } from "./use-media-query";

const query = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion, read once, outside React (event handlers, effects). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(query).matches
  );
}

/**
 * Live `prefers-reduced-motion`. The prerendered HTML assumes motion is fine; the
 * first client render corrects it, and CSS already stops animations before that.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(query, false);
}
