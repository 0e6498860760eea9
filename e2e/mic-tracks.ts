import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** Every track getUserMedia handed to the page, recorded by `recordMicTracks`. */
    micTracks: MediaStreamTrack[];
  }
}

/**
 * Keeps a reference to every microphone track the page receives, so the test can check
 * what the page did with them (muted, stopped) without any hook in the product.
 */
export async function recordMicTracks(page: Page) {
  await page.addInitScript(() => {
    window.micTracks = [];
    if (!navigator.mediaDevices) return;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      window.micTracks.push(...stream.getTracks());
      return stream;
    };
  });
}

/** The state of every microphone track the page received so far. */
export const micTracks = (page: Page) =>
  page.evaluate(() => window.micTracks.map(({ enabled, readyState }) => ({ enabled, readyState })));
