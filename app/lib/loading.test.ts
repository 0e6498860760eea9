import { afterEach, describe, expect, it, vi } from "vitest";

import { once, withTimeout } from "./loading";

// loadScript is tested through its callers (turnstile.client.test.ts, tally.client.test.ts).

describe("once", () => {
  it("runs the load once, with the first call's arguments, and shares its promise", async () => {
    const load = vi.fn((name: string) => Promise.resolve(`hola ${name}`));
    const get = once(load);
    const first = get("Ana");
    expect(get("Beto")).toBe(first);
    await expect(first).resolves.toBe("hola Ana");
    expect(load).toHaveBeenCalledExactlyOnceWith("Ana");
  });

  it("hands a failure to the caller once, forgets it, and the next call tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("listo");
    const onFailure = vi.fn();
    const get = once(load, onFailure);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).rejects.toThrow("offline");
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(new Error("offline"));
    await expect(get()).resolves.toBe("listo");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the result when it comes in time", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve("listo"), 8000, "tarde")).resolves.toBe("listo");
  });

  it("rejects when the time passes first, and not a moment earlier", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    withTimeout(new Promise(() => {}), 8000, "not ready within 8 s").catch(settled);
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(new Error("not ready within 8 s"));
  });

  it("passes a failure on at once, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.reject(new Error("blocked")), 8000, "tarde")).rejects.toThrow("blocked");
    expect(vi.getTimerCount()).toBe(0);
  });
});
