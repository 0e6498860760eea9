// @ts-check
/**
 * `npm run test:e2e`: makes sure a Chromium is available (downloading Playwright's when the
 * system has none), builds the default and the integration site unless a fresh build of each is
 * there (scripts/build-state.mjs), then runs Playwright against them.
 * `--no-build` (first) tests the builds as they are, for a quick rerun. Other arguments go to
 * `playwright test` (for example a spec file or `--grep`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

import { testBrowser } from "./browser.mjs";
import { builds } from "../e2e/builds.mjs";
import { build, isFresh } from "./build-state.mjs";

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

const [first, ...rest] = process.argv.slice(2);
const skipBuild = first === "--no-build";
for (const [name, { dir, env }] of Object.entries(builds)) {
  const buildEnv = { ...process.env, ...env };
  if (skipBuild) {
    if (existsSync(`${dir}/client/404.html`)) continue;
    console.error(`--no-build: there is no ${name} build in ${dir}/ yet; run without it once.`);
    process.exit(1);
  }
  if (isFresh(dir, buildEnv)) {
    console.log(`The ${name} site in ${dir}/ is up to date.`);
    continue;
  }
  console.log(`Building the ${name} site into ${dir}/ …`);
  build(dir, buildEnv, { quiet: true });
}

const playwrightArgs = skipBuild ? rest : process.argv.slice(2);
const result = spawnSync("npx", ["playwright", "test", ...playwrightArgs], { stdio: "inherit" });
process.exit(result.status ?? 1);
