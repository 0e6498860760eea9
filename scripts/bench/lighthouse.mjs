// @ts-check
/**
 * Lighthouse's four category scores, with the throttling applied by the browser
 * (`throttlingMethod: 'devtools'`, the mobile preset) rather than simulated afterwards: the
 * simulation of a local server charged the standard bootstrap a first paint no phone sees.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

import { browserExecutable } from "../browser.mjs";

const featuresFlag = "--disable-features=";

/**
 * Chromium reads only the last `--disable-features`, and chrome-launcher passes its own first
 * (Lighthouse's conditions need them): one list holding both.
 * @param {string[]} flags
 */
function withFeaturesMerged(flags) {
  const lists = [...chromeLauncher.Launcher.defaultFlags(), ...flags]
    .filter((flag) => flag.startsWith(featuresFlag))
    .flatMap((flag) => flag.slice(featuresFlag.length).split(","));
  return [
    ...flags.filter((flag) => !flag.startsWith(featuresFlag)),
    featuresFlag + [...new Set(lists)].join(","),
  ];
}

/**
 * The median of `runs` Lighthouse runs on `url`, each on a fresh Chromium; its report is written
 * to `reportDir/<name>.json`.
 * @param {{ url: string; runs: number; chromeFlags: string[]; reportDir: string; name: string }} options
 * @returns {Promise<Record<string, number>>} category id → score (0-100)
 */
export async function lighthouseScores({ url, runs, chromeFlags, reportDir, name }) {
  /** @type {import("lighthouse").RunnerResult["lhr"][]} */
  const results = [];
  // A headless run now and then records no paint at all (NO_FCP), or on a busy machine no quiet
  // window for TTI, which the median run needs: such a run is repeated, a few times at most,
  // instead of ending the whole report.
  let failures = 0;
  while (results.length < runs) {
    const chrome = await chromeLauncher.launch({
      chromePath: browserExecutable(),
      chromeFlags: withFeaturesMerged(chromeFlags),
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error" },
        { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } },
      );
      const noTti = result?.lhr.audits.interactive?.numericValue === undefined;
      const error = result?.lhr.runtimeError ?? (noTti ? { code: "NO_TTI", message: "no TTI" } : undefined);
      if (!result || error) {
        failures += 1;
        if (failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${url}: ${error?.message}`);
        console.error(`Lighthouse run on ${url} failed (${error?.code}); running it again.`);
        continue;
      }
      results.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  const median = computeMedianRun(results);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(median, null, 2));
  return Object.fromEntries(
    Object.entries(median.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
}
