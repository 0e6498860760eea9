/**
 * Wraps a dynamic `import()` so it runs once and every caller shares the result. A failed load
 * (offline, a stale deploy) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
