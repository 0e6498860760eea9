// @ts-check
/** Which Chromium the browser tests, the icon script and the bench launch, and with which flags. */
import { existsSync } from "node:fs";

/**
 * `CHROME_PATH`, else Debian's `/usr/bin/chromium`, else undefined so Playwright uses
 * its own downloaded browser (on machines where `npx playwright install chromium` works).
 * @returns {string | undefined}
 */
export function browserExecutable() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => path && existsSync(path));
}

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Microphone for the voice demo: a fake device, permission decided per test.
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];
