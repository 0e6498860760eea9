import { lazy, useState } from "react";

import { type ErrorContext, reportError } from "./errors";

/**
 * The one way the site loads code the first paint does not need: a component whose code is
 * fetched when it first renders (inside a `Suspense`), or earlier with `preload()`, on the hover
 * or focus that announces a click. If the code cannot load (offline, or a deploy replaced the
 * file), the failure is reported with `context` and `fallback` renders instead, with the same
 * props: the page keeps working without that part rather than falling to an error boundary.
 *
 * Once the code is there, the component renders at once. `React.lazy` alone suspends on its first
 * render even when the preload has long finished, and React then holds the reveal back (about
 * 300 ms): a service dialog preloaded on hover opened 0.7 s after the tap at 4× CPU.
 */
export function lazyWithFallback<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  fallback: React.ComponentType<P>,
  context: ErrorContext,
) {
  let loaded: React.ComponentType<P> | undefined;
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: (loaded = component) }),
      (error: unknown) => {
        reportError(error, context);
        return { default: (loaded = fallback) };
      },
    ));
  const Lazy = lazy(preload);

  function LazyWithFallback(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyWithFallback, { preload });
}
