/**
 * Removes personal data from error reports before they leave the browser: visitors type
 * e-mail addresses and phone numbers, and URLs may carry tokens or campaign data.
 * Pure functions over the parts of a Sentry event we touch, so they are tested without the SDK.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A run of 7+ digits, optionally with `+`, spaces, dots, dashes or brackets between them. */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
/** The query string or fragment of a URL written inside a text. */
const URL_TAIL = /(\b[a-z][a-z\d+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;

/** The URL without its query string and fragment. */
export function stripUrl(url: string): string {
  return url.replace(/[?#].*$/s, "");
}

export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, "$1")
    .replace(EMAIL, "[email]")
    .replace(PHONE, (match) => (match.replace(/\D/g, "").length >= 7 ? "[phone]" : match));
}

export type ScrubbableBreadcrumb = {
  message?: string;
  data?: Record<string, unknown>;
};

export type ScrubbableEvent = {
  message?: string;
  user?: unknown;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: unknown; data?: unknown };
  exception?: {
    values?: {
      value?: string;
      stacktrace?: { frames?: { filename?: string; abs_path?: string }[] };
    }[];
  };
  breadcrumbs?: ScrubbableBreadcrumb[];
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
};

/** Breadcrumb fields that hold a URL, often relative (`/?token=1`), so scrubText alone misses them. */
const URL_KEYS = new Set(["url", "from", "to"]);

function scrubValue(key: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  return scrubText(URL_KEYS.has(key) ? stripUrl(value) : value);
}

function scrubRecord<T extends Record<string, unknown> | undefined>(record: T): T {
  if (!record) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, scrubValue(key, value)])) as T;
}

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  return {
    ...breadcrumb,
    message: breadcrumb.message === undefined ? undefined : scrubText(breadcrumb.message),
    data: scrubRecord(breadcrumb.data),
  };
}

/** Drops user fields, cookies, headers and query strings; masks e-mails and phones in texts. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const { user: _user, ...rest } = event;
  const scrubbed: E = { ...(rest as E) };
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.request) {
    const { url } = event.request;
    scrubbed.request = url === undefined ? {} : { url: stripUrl(url) };
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) => ({
        ...exception,
        value: exception.value === undefined ? undefined : scrubText(exception.value),
        stacktrace: exception.stacktrace && {
          ...exception.stacktrace,
          frames: exception.stacktrace.frames?.map((frame) => ({
            ...frame,
            filename: frame.filename === undefined ? undefined : stripUrl(frame.filename),
            abs_path: frame.abs_path === undefined ? undefined : stripUrl(frame.abs_path),
          })),
        },
      })),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.tags) scrubbed.tags = scrubRecord(event.tags);
  if (event.extra) scrubbed.extra = scrubRecord(event.extra);
  return scrubbed;
}
