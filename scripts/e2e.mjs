// @ts-check
/**
 * `npm run test:e2e`: makes sure a Chromium is available (downloading Playwright's when the
 * system has none), builds the sites of e2e/builds.mjs unless a fresh build of each is there
 * (scripts/build-state.mjs), then runs Playwright against them. What the builds share (the
 * editor, the social images, the compressed copies) is made by the first and copied by the others
 * (scripts/build-cache.mjs).
 * `--no-build` (first) tests the builds as they are, for a quick rerun; `--build-only` builds and
 * stops (`npm test` builds beside the typecheck and the lint). Other arguments go to
 * `playwright test` (for example a spec file or `--grep`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

import { testBrowser } from "./browser.mjs";
import { builds } from "../e2e/builds.mjs";
import { build, isFresh } from "./build-state.mjs";

const [first, ...rest] = process.argv.slice(2);
const skipBuild = first === "--no-build";
const buildOnly = first === "--build-only";

const browser = buildOnly
  ? undefined
  : testBrowser({
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
if (browser && "error" in browser) {
  console.error(browser.error);
  process.exit(1);
}

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
if (buildOnly) process.exit(0);

const playwrightArgs = skipBuild ? rest : process.argv.slice(2);
const result = spawnSync("npx", ["playwright", "test", ...playwrightArgs], { stdio: "inherit" });
process.exit(result.status ?? 1);
