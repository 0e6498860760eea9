import { describe, expect, it } from "vitest";

import { micFailureOf } from "./microphone";

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
