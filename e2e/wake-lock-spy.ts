import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** What the page asked of the Screen Wake Lock API, in order: `request:screen`, `release`. */
    wakeLockLog: string[];
  }
}

/**
 * Stands in for `navigator.wakeLock` with a recorder that grants every request, so a test sees
 * when the page holds the screen awake and when it lets go. Call before `page.goto`.
 */
export async function spyOnWakeLock(page: Page) {
  await page.addInitScript(() => {
    window.wakeLockLog = [];
    const request = async (type: WakeLockType) => {
      window.wakeLockLog.push(`request:${type}`);
      const sentinel = new EventTarget() as WakeLockSentinel;
      let released = false;
      Object.defineProperties(sentinel, {
        type: { value: type },
        released: { get: () => released },
        release: {
          value: async () => {
            if (released) return;
            released = true;
            window.wakeLockLog.push("release");
          },
        },
      });
      return sentinel;
    };
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
  });
}

export const wakeLockLog = (page: Page) => page.evaluate(() => window.wakeLockLog);
