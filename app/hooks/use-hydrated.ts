import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React owns the page.
 * A control whose handler only exists after hydration can be disabled until then, so an
 * early tap on a slow phone is visibly not taken instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
