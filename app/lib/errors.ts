/**
 * Error reporting. The only place that will talk to the error-reporting vendor;
 * until that adapter lands, errors are only logged in development.
 */
export type ErrorContext = Record<string, string | number | boolean | undefined>;

export function reportError(error: unknown, context?: ErrorContext): void {
  if (import.meta.env.DEV) console.debug("[errors]", error, context ?? {});
}
