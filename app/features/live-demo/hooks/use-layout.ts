import { useMediaQuery } from "~/hooks/use-media-query";

import { breakpoints, type Layout } from "../lib/layouts";

/**
 * The scene layout for the current viewport width; follows resizes across 480 and 768 px
 * live (media-query listeners fire only when a breakpoint is crossed, unlike `resize`).
 * Prerendered as desktop.
 */
export function useLayout(): Layout {
  const desktop = useMediaQuery(`(min-width: ${breakpoints.desktop}px)`, true);
  const tablet = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`, true);
  if (desktop) return "desktop";
  return tablet ? "tablet" : "phone";
}
