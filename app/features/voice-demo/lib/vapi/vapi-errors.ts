/** What each `error` event of the Vapi SDK means for the page, pure. */
import { callErrors } from "~/content/demo-cat";

import type { CallFailure } from "../call/voice-client";

/** What the page does with one `error` event of the Vapi SDK. */
export type VapiErrorReading =
  /** Noise the call survives (audio level observer, recording): not shown. */
  | { kind: "ignore" }
  /** The browser refused to play the assistant (`audio-start-failed`): the visitor must tap. */
  | { kind: "audio-refused" }
  /** Noise suppression (Krisp) could not start or be switched off: the call goes on without it. */
  | { kind: "noise-suppression" }
  /** Daily's "Meeting has ended" ejection that precedes a normal `call-end`. */
  | { kind: "normal-end" }
  | { kind: "failure"; detail: string | null; cause?: CallFailure };

/** SDK stages whose failure leaves the call running (see the SDK's start()). */
const NON_FATAL_TYPES = new Set(["audio-observer-setup-error", "video-recording-setup-error"]);

/** The SDK's `emitAudioProcessingError` stages: Krisp's setup, and its removal after a failure. */
const NOISE_SUPPRESSION_TYPES = new Set(["audio-processing-setup-error", "audio-processor-recovery-error"]);

/** Daily's fatal error types in Spanish: the errors a visitor can meet (docs/product.md#settled-points). */
const DAILY_TYPES: Record<string, string> = {
  "connection-error": callErrors.connectionLost,
  ejected: callErrors.ejected,
  "end-of-life": callErrors.noRoom,
  "exp-room": callErrors.expired,
  "exp-token": callErrors.expired,
  "nbf-room": callErrors.notYetAvailable,
  "nbf-token": callErrors.notYetAvailable,
  "meeting-full": callErrors.meetingFull,
  "not-allowed": callErrors.notAllowed,
  "no-room": callErrors.noRoom,
};

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === "object" && value !== null;
}

/** Every nested object of the payload, breadth first, so shapes that vary by stage are all searched. */
function nested(raw: unknown): Bag[] {
  const found: Bag[] = [];
  const queue: unknown[] = [raw];
  while (queue.length > 0 && found.length < 20) {
    const next = queue.shift();
    if (!isBag(next)) continue;
    found.push(next);
    for (const key of ["error", "message", "data", "details"]) queue.push(next[key]);
  }
  return found;
}

function httpDetail(status: number): string {
  if (status === 401 || status === 403) return callErrors.unauthorized;
  if (status === 404) return callErrors.notFound;
  if (status === 429) return callErrors.rateLimited;
  if (status >= 500) return callErrors.serverError;
  return callErrors.httpStatus(status);
}

function firstString(objects: Bag[], key: string): string | undefined {
  for (const object of objects) {
    const value = object[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

/**
 * Reads an SDK `error` payload. Its `error.message` may be a string ("Failed to fetch"),
 * the API's JSON body (`{message, error, statusCode}` on HTTP 4xx/5xx), or Daily's
 * `{type, msg}`; none of them may reach the page as `[object Object]`.
 */
export function readVapiError(raw: unknown): VapiErrorReading {
  const objects = nested(raw);
  const type = isBag(raw) && typeof raw.type === "string" ? raw.type : undefined;
  if (type === "audio-start-failed") return { kind: "audio-refused" };
  if (type && NOISE_SUPPRESSION_TYPES.has(type)) return { kind: "noise-suppression" };
  if (type && NON_FATAL_TYPES.has(type)) return { kind: "ignore" };

  const errorMsg = firstString(objects, "errorMsg") ?? firstString(objects, "msg");
  if (errorMsg === "Meeting has ended") return { kind: "normal-end" };
  // Vapi refusing a web call over the account's concurrency limit (the public key's start()).
  if (objects.some((object) => /concurren/i.test(String(object.message ?? "")))) {
    return { kind: "failure", detail: null, cause: "busy" };
  }

  for (const object of objects) {
    const status = object.statusCode ?? object.status;
    if (typeof status === "number" && status >= 400) return { kind: "failure", detail: httpDetail(status) };
  }
  for (const object of objects) {
    const detail = object !== raw && typeof object.type === "string" ? DAILY_TYPES[object.type] : undefined;
    if (detail) return { kind: "failure", detail };
  }
  const message = firstString(objects, "message");
  if (message && /failed to fetch|networkerror|load failed|network request failed/i.test(message)) {
    return { kind: "failure", detail: callErrors.network };
  }
  return { kind: "failure", detail: null };
}
