import { describe, expect, it, vi } from "vitest";

import { reportError } from "./errors";

describe("reportError", () => {
  it("only logs in development when no DSN is configured (the default build)", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const error = new Error("boom");
    reportError(error, { source: "test" });
    reportError(error);
    expect(debug.mock.calls).toEqual([
      ["[errors]", error, { source: "test" }],
      ["[errors]", error, {}],
    ]);
  });
});
