import { lazy } from "react";

import { type ErrorContext, reportError } from "./errors";

/**
 * The one way the site loads code the first paint does not need: a component whose code is
 * fetched when it first renders (inside a `Suspense`), or earlier with `preload()`, on the hover
 * or focus that announces a click. If the code cannot load (offline, or a deploy replaced the
 * file), the failure is reported with `context` and `fallback` renders instead, with the same
 * props: the page keeps working without that part rather than falling to an error boundary.
 */
export function lazyWithFallback<P>(
  load: () => Promise<React.ComponentType<P>>,
  fallback: React.ComponentType<P>,
  context: ErrorContext,
) {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        reportError(error, context);
        return { default: fallback };
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
