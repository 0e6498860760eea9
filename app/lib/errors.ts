/**
 * Error reporting: the one Sentry adapter. Sentry loads with a dynamic `import()` when the page
 * is idle after start-up, or at the first error; errors reported before it is ready are
 * queued (lib/lazy-vendor.ts) and sent when it is. Every report passes the scrubber
 * (lib/scrub.ts) first.
 */
import { config } from "./config";
import { whenIdle, whenSettled, yieldToMain } from "./idle";
import { lazyVendor } from "./lazy-vendor";

export type ErrorContext = Record<string, string | number | boolean | undefined>;

type Capture = (error: unknown, context: ErrorContext) => void;

async function loadSentry(dsn: string): Promise<Capture> {
  // A client with only the integrations we need, instead of init() and its defaults: far less
  // code to evaluate on a slow phone, and nothing patched that we do not use.
  const {
    BrowserClient,
    breadcrumbsIntegration,
    captureException,
    dedupeIntegration,
    defaultStackParser,
    getCurrentScope,
    httpContextIntegration,
    linkedErrorsIntegration,
    makeFetchTransport,
  } = await import("@sentry/react");
  // The scrubber is only needed once there is something to send: it travels with Sentry.
  const { scrubBreadcrumb, scrubEvent } = await import("./scrub");
  // Evaluating the SDK and starting it are each a long task on a slow phone: two tasks, not one.
  await yieldToMain();
  const client = new BrowserClient({
    dsn,
    release: __RELEASE__,
    environment: import.meta.env.MODE,
    transport: makeFetchTransport,
    // Silent when the host is blocked or offline: Sentry logs its own failures only in debug.
    debug: false,
    stackParser: defaultStackParser,
    // Window errors and rejections come from our own listeners (below), which run from the
    // first moment, before Sentry is loaded.
    integrations: [
      breadcrumbsIntegration(),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
    ],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  getCurrentScope().setClient(client);
  client.init();
  return (error, context) => captureException(error, { tags: context });
}

const dsn = config.sentryDsn;
const reporter = dsn
  ? lazyVendor({
      load: () => loadSentry(dsn),
      send: (capture, error: unknown, context: ErrorContext) => capture(error, context),
      // Enough for a burst of errors on one page.
      limit: 30,
    })
  : undefined;

export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!reporter) {
    if (import.meta.env.DEV) console.debug("[errors]", error, context);
    return;
  }
  reporter.call(error, context);
  // Something went wrong: load Sentry now (when idle) instead of after start-up.
  whenIdle(reporter.start);
}

// Unhandled errors and rejections reach the reporter from the moment this module runs (with
// the root route's code, before hydration), so errors during start-up are not missed.
if (typeof window !== "undefined" && reporter) {
  window.addEventListener("error", (event) => {
    reportError(event.error ?? event.message, { source: "window-error" });
  });
  window.addEventListener("unhandledrejection", (event) => {
    reportError(event.reason, { source: "unhandled-rejection" });
  });
}

/** Called once after hydration: Sentry loads when the page has settled after start-up. */
export function startErrorReporting(): void {
  if (reporter) whenSettled(reporter.start);
}
