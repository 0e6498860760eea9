import { describe, expect, it } from "vitest";

import { micFailureAfter, micFailureOf } from "./microphone";

describe("micFailureOf", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "no-device"],
    ["OverconstrainedError", "no-device"],
    ["NotReadableError", "busy"],
    ["AbortError", "busy"],
    ["TypeError", "unknown"],
  ] as const)("maps %s to %s", (name, failure) => {
    expect(micFailureOf(new DOMException("x", name))).toBe(failure);
  });

  it("knows a failure that is not an exception at all", () => {
    expect(micFailureOf("nope")).toBe("unknown");
    expect(micFailureOf(undefined)).toBe("unknown");
  });
});

describe("micFailureAfter", () => {
  it("a refusal while the permission is still 'prompt' is a dismissed prompt, not a denial", () => {
    expect(micFailureAfter("denied", "prompt")).toBe("dismissed");
    expect(micFailureAfter("denied", "denied")).toBe("denied");
    // Where the browser cannot tell, the SPEC's message stays.
    expect(micFailureAfter("denied", "unknown")).toBe("denied");
    expect(micFailureAfter("no-device", "prompt")).toBe("no-device");
  });
});
