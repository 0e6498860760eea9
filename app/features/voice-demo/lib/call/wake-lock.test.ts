// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { holdScreenWakeLock } from "./wake-lock";

/** A Screen Wake Lock API that records what the page asks of it. */
function fakeWakeLock(answer: "grant" | "refuse" = "grant") {
  const log: string[] = [];
  const sentinels: { released: boolean }[] = [];
  const request = vi.fn((type: string) => {
    log.push(`request:${type}`);
    if (answer === "refuse") return Promise.reject(new DOMException("refused", "NotAllowedError"));
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
        log.push("release");
      }),
    };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
  return { log, sentinels };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("holdScreenWakeLock", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "wakeLock");
    Reflect.deleteProperty(document, "visibilityState");
  });

  it("asks for the screen lock and releases it when let go", async () => {
    const { log } = fakeWakeLock();
    const release = holdScreenWakeLock();
    await settle();
    expect(log).toEqual(["request:screen"]);
    release();
    await settle();
    expect(log).toEqual(["request:screen", "release"]);
  });

  it("asks again when the visitor comes back to the page, and not after the call", async () => {
    const { log, sentinels } = fakeWakeLock();
    const release = holdScreenWakeLock();
    await settle();
    // The browser drops the lock of a hidden page by itself.
    sentinels[0]!.released = true;
    setVisibility("hidden");
    setVisibility("visible");
    await settle();
    expect(log).toEqual(["request:screen", "request:screen"]);
    release();
    setVisibility("hidden");
    setVisibility("visible");
    await settle();
    expect(log.filter((entry) => entry.startsWith("request"))).toHaveLength(2);
  });

  it("a lock granted after the call ended is released at once", async () => {
    const { log } = fakeWakeLock();
    const release = holdScreenWakeLock();
    release();
    await settle();
    expect(log).toEqual(["request:screen", "release"]);
  });

  it("says nothing where the browser refuses, holds nothing, and asks again on return", async () => {
    const { log } = fakeWakeLock("refuse");
    const errors = vi.spyOn(console, "error");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const release = holdScreenWakeLock();
      await settle();
      expect(log).toEqual(["request:screen"]);
      // A refusal (a hidden page, battery saver) is not final: the visitor's return asks again.
      setVisibility("hidden");
      setVisibility("visible");
      await settle();
      expect(log).toEqual(["request:screen", "request:screen"]);
      // Nothing was granted, so letting go releases nothing.
      release();
      await settle();
      expect(log).toEqual(["request:screen", "request:screen"]);
    } finally {
      process.off("unhandledRejection", unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no such API", () => {
    expect("wakeLock" in navigator).toBe(false);
    const listen = vi.spyOn(document, "addEventListener");
    const release = holdScreenWakeLock();
    expect(listen).not.toHaveBeenCalled();
    expect(release()).toBeUndefined();
  });
});
