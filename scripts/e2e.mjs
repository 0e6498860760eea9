// @ts-check
/**
 * `npm run test:e2e`: checks that a Chromium is available, then runs Playwright.
 * Extra arguments go to `playwright test` (for example a spec file or `--grep`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

import { browserExecutable } from "../e2e/browser.mjs";

const bundled = (() => {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
})();

if (!browserExecutable() && !(bundled && existsSync(bundled))) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install one of:",
      "  - Debian/Ubuntu: apt-get install -y chromium   (or set CHROME_PATH to a Chrome/Chromium binary)",
      "  - elsewhere:     npx playwright install chromium",
    ].join("\n"),
  );
  process.exit(1);
}

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
