// @ts-check
/**
 * `npm run test:e2e`: checks that a Chromium is available, builds the default and the
 * integration site one after the other, then runs Playwright against them.
 * Extra arguments go to `playwright test` (for example a spec file or `--grep`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

import { browserExecutable } from "../e2e/browser.mjs";
import { builds } from "../e2e/builds.mjs";

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
