import { useMemo, useSyncExternalStore } from "react";

/**
 * Live `matchMedia(query).matches`, re-rendering only when it flips. The MediaQueryList is
 * made once per component and query: the snapshot is read on every render, and building a
 * list each time is not free (the live demo renders several times a second).
 * `fallback` is the answer in prerendered HTML and in a browser without `matchMedia`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const store = useMemo(() => {
    let list: MediaQueryList | undefined;
    const media = () =>
      typeof window.matchMedia === "function" ? (list ??= window.matchMedia(query)) : undefined;
    return {
      subscribe(onChange: () => void) {
        const current = media();
        current?.addEventListener("change", onChange);
        return () => current?.removeEventListener("change", onChange);
      },
      getSnapshot: () => media()?.matches ?? fallback,
    };
  }, [query, fallback]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => fallback);
}
