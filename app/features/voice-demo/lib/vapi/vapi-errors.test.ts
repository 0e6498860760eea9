import { describe, expect, it } from "vitest";

import { callErrors } from "~/content/demo-cat";

import { readVapiError } from "./vapi-errors";

// Payload shapes as the SDK's serializeError() produces them (node_modules/@vapi-ai/web/dist/vapi.js).
describe("readVapiError", () => {
  it("maps an unreachable API to the network message", () => {
    expect(
      readVapiError({ type: "start-method-error", error: { message: "Failed to fetch", name: "TypeError" } }),
    ).toEqual({ kind: "failure", detail: callErrors.network });
  });

  it.each([
    [401, callErrors.unauthorized],
    [403, callErrors.unauthorized],
    [404, callErrors.notFound],
    [429, callErrors.rateLimited],
    [500, callErrors.serverError],
    [503, callErrors.serverError],
    [418, callErrors.httpStatus(418)],
  ])("maps HTTP %i from the API's JSON body", (statusCode, detail) => {
    const body = { message: "Invalid Key.", error: "Unauthorized", statusCode };
    expect(
      readVapiError({ type: "start-method-error", error: { message: body, data: null, error: body } }),
    ).toEqual({ kind: "failure", detail });
  });

  it.each([
    ["connection-error", callErrors.connectionLost],
    ["exp-token", callErrors.expired],
    ["nbf-room", callErrors.notYetAvailable],
    ["meeting-full", callErrors.meetingFull],
    ["no-room", callErrors.noRoom],
  ])("maps Daily's fatal type %s", (type, detail) => {
    const dailyError = { type, msg: "whatever Daily says" };
    expect(
      readVapiError({
        type: "daily-error",
        error: { message: dailyError, action: "error", errorMsg: "x", error: dailyError },
      }),
    ).toEqual({ kind: "failure", detail });
  });

  it("reads Vapi refusing a web call over the concurrency limit as every line busy", () => {
    const body = { message: "Over Concurrency Limit.", error: "Bad Request", statusCode: 400 };
    expect(
      readVapiError({ type: "start-method-error", error: { message: body, data: null, error: body } }),
    ).toEqual({ kind: "failure", detail: null, cause: "busy" });
  });

  it("treats the 'Meeting has ended' ejection as a normal end", () => {
    const dailyError = { type: "ejected", msg: "Meeting has ended" };
    expect(
      readVapiError({
        type: "daily-error",
        error: { message: dailyError, errorMsg: "Meeting has ended", error: dailyError },
      }),
    ).toEqual({ kind: "normal-end" });
  });

  it("ignores the failures the call survives and nobody can act on", () => {
    expect(readVapiError({ type: "audio-observer-setup-error", error: { message: "x" } })).toEqual({
      kind: "ignore",
    });
    expect(readVapiError({ type: "video-recording-setup-error", error: { message: "x" } })).toEqual({
      kind: "ignore",
    });
  });

  it("tells a refused playback and a noise suppression failure apart from call failures", () => {
    const refusal = { message: "The request is not allowed by the user agent", name: "NotAllowedError" };
    expect(readVapiError({ type: "audio-start-failed", error: refusal })).toEqual({ kind: "audio-refused" });
    for (const stage of ["audio-processing-setup", "audio-processor-recovery"]) {
      const raw = {
        type: `${stage}-error`,
        stage,
        error: { message: "Canceled", name: "KrispInitError" },
        timestamp: "2026-11-24T12:00:00.000Z",
      };
      expect(readVapiError(raw)).toEqual({ kind: "noise-suppression" });
    }
  });

  it("leaves an unknown cause without detail instead of printing an object", () => {
    expect(
      readVapiError({ type: "start-method-error", error: { message: new SyntaxError("bad json") } }),
    ).toEqual({ kind: "failure", detail: null });
    expect(readVapiError(undefined)).toEqual({ kind: "failure", detail: null });
  });
});
