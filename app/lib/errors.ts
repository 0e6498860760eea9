/**
 * Error reporting: the one Sentry adapter. Sentry loads with a dynamic `import()` when the page
 * is idle after start-up, or at the first error; errors reported before it is ready are
 * buffered and sent when it is. Every report passes the scrubber (lib/scrub.ts) first.
 */
import { name as packageName, version } from "../../package.json";
import { config } from "./config";
import { whenIdle, whenSettled, yieldToMain } from "./idle";

export type ErrorContext = Record<string, string | number | boolean | undefined>;

type Capture = (error: unknown, context: ErrorContext) => void;

type ReporterOptions = {
  dsn: string | undefined;
  load: (dsn: string) => Promise<Capture>;
  /** Without a DSN, errors are only logged (in development). */
  log?: (error: unknown, context: ErrorContext) => void;
};

/** Enough for a burst of errors on one page; beyond that the first ones tell the story. */
const BUFFER_LIMIT = 30;

export function createErrorReporter({ dsn, load, log }: ReporterOptions) {
  const buffer: [unknown, ErrorContext][] = [];
  let capture: Capture | undefined;
  let status: "idle" | "loading" | "ready" | "failed" = "idle";

  return {
    report(error: unknown, context: ErrorContext = {}) {
      if (!dsn) log?.(error, context);
      else if (capture) capture(error, context);
      else if (status !== "failed" && buffer.length < BUFFER_LIMIT) buffer.push([error, context]);
    },

    async start() {
      if (!dsn || status !== "idle") return;
      status = "loading";
      try {
        capture = await load(dsn);
      } catch {
        // Reporting is optional: a blocked or offline chunk must not become an error itself.
        status = "failed";
        buffer.length = 0;
        return;
      }
      status = "ready";
      for (const [error, context] of buffer.splice(0)) capture(error, context);
    },
  };
}

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
    release: `${packageName}@${version}`,
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

const reporter = createErrorReporter({
  dsn: config.sentryDsn,
  load: loadSentry,
  log: import.meta.env.DEV ? (error, context) => console.debug("[errors]", error, context) : undefined,
});

export function reportError(error: unknown, context?: ErrorContext): void {
  reporter.report(error, context);
  // Something went wrong: load Sentry now (when idle) instead of after start-up.
  if (config.sentryDsn) whenIdle(startReporter);
}

function startReporter() {
  void reporter.start();
}

// Unhandled errors and rejections reach the reporter from the moment this module runs (with
// the root route's code, before hydration), so errors during start-up are not missed.
if (typeof window !== "undefined" && config.sentryDsn) {
  window.addEventListener("error", (event) => {
    reportError(event.error ?? event.message, { source: "window-error" });
  });
  window.addEventListener("unhandledrejection", (event) => {
    reportError(event.reason, { source: "unhandled-rejection" });
  });
}

/** Called once after hydration: Sentry loads when the page has settled after start-up. */
export function startErrorReporting(): void {
  if (config.sentryDsn) whenSettled(startReporter);
}
