// @ts-check
/**
 * `npm run test:e2e`: makes sure a Chromium is available (downloading Playwright's when the
 * system has none), builds the default and the integration site one after the other, then
 * runs Playwright against them.
 * Extra arguments go to `playwright test` (for example a spec file or `--grep`).
 */
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";

import { testBrowser } from "../e2e/browser.mjs";
import { builds } from "../e2e/builds.mjs";

const browser = testBrowser({
  playwrightChromium: (() => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  })(),
  install: () => {
    console.log("No Chromium found: downloading Playwright's own (npx playwright install chromium) …");
    return spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" }).status === 0;
  },
});
if ("error" in browser) {
  console.error(browser.error);
  process.exit(1);
}

// Always rebuilt: a build left over from other settings (a developer's .env) must not be tested.
for (const [name, { dir, env }] of Object.entries(builds)) {
  console.log(`Building the ${name} site into ${dir}/ …`);
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: dir, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
