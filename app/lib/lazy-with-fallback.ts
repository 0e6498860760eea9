import { lazy } from "react";

import { type ErrorContext, reportError } from "./errors";

/**
 * A component whose code loads when it first renders. If the load fails (offline, or a deploy
 * replaced the file), the failure is reported with `context` and `fallback` renders instead, so
 * the page keeps what it had rather than falling to an error boundary.
 */
export function lazyWithFallback<P>(
  load: () => Promise<React.ComponentType<P>>,
  fallback: React.ComponentType<P>,
  context: ErrorContext,
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      reportError(error, context);
      return { default: fallback };
    }
  });
}
