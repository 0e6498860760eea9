import { afterEach, describe, expect, it, vi } from "vitest";

import { BOOKING_TIMEOUT_MS, calEmbedScriptUrl, withTimeout } from "./booking";

describe("calEmbedScriptUrl", () => {
  it("is the embed script of the configured Cal.com host", () => {
    expect(calEmbedScriptUrl("https://app.cal.com")).toBe("https://app.cal.com/embed/embed.js");
    expect(calEmbedScriptUrl("https://cal.agentia.example")).toBe(
      "https://cal.agentia.example/embed/embed.js",
    );
  });
});

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the result when it comes in time", async () => {
    vi.useFakeTimers();
    const result = withTimeout(Promise.resolve("listo"), BOOKING_TIMEOUT_MS, "tarde");
    await expect(result).resolves.toBe("listo");
  });

  it("rejects when 8 s pass first, and not a moment earlier", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const result = withTimeout(new Promise(() => {}), BOOKING_TIMEOUT_MS, "not ready within 8 s");
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(BOOKING_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(new Error("not ready within 8 s"));
  });

  it("passes a failure on at once", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.reject(new Error("blocked")), 8000, "tarde")).rejects.toThrow("blocked");
  });
});
