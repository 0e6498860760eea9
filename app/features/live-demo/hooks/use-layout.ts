import { useSyncExternalStore } from "react";

import { breakpoints, type Layout } from "../lib/layouts";

const desktopQuery = `(min-width: ${breakpoints.desktop}px)`;
const tabletQuery = `(min-width: ${breakpoints.tablet}px)`;

/** Media-query listeners fire only when a breakpoint is crossed, unlike `resize`. */
function subscribe(onChange: () => void) {
  const lists = [desktopQuery, tabletQuery].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

function getSnapshot(): Layout {
  if (window.matchMedia(desktopQuery).matches) return "desktop";
  if (window.matchMedia(tabletQuery).matches) return "tablet";
  return "phone";
}

/** The scene layout for the current viewport width; follows resizes across 480 and 768 px live. */
export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, getSnapshot, () => "desktop");
}
