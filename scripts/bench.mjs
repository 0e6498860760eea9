// @ts-check
/**
 * `npm run bench`: the performance report. Builds the site, serves the production build,
 * runs Lighthouse 12 (mobile preset, simulated throttling, median of 3) on each page,
 * measures the JavaScript and CSS each page loads before its load event, and prints one
 * table with every figure against its bar from PRODUCT.md. Exits non-zero when a bar is
 * missed. Raw Lighthouse reports go to test-results/lighthouse/.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

import { browserExecutable, chromiumArgs } from "../e2e/browser.mjs";
import { serve } from "../server/serve.mjs";
import { heroBarPercent, liveDemoBars, measureHeroCost, measureLiveDemoCost } from "./bench-cpu.mjs";

const root = resolve(import.meta.dirname, "..");
const clientDir = join(root, "build", "client");
const reportDir = join(root, "test-results", "lighthouse");
const port = Number(process.env.BENCH_PORT ?? 3900);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** The site's pages; a page the build does not have is skipped. */
const pages = ["/", "/demo-cat", "/privacidad"];

/** @typedef {{ check: string; name: string; value: string; bar: string; ok: boolean }} Row */

/** PRODUCT.md's bars. */
const bars = {
  score: 100,
  lcpMs: 1000,
  cls: 0.01,
  tbtMs: 50,
  jsHomeKb: 130,
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function build() {
  console.error("Building…");
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Lighthouse, `runs` times, on a fresh Chromium each time; returns the median run.
 * @param {string} path
 */
async function lighthouseMedian(path) {
  /** @type {import("lighthouse").RunnerResult["lhr"][]} */
  const results = [];
  // A headless run now and then records no paint at all (Lighthouse's NO_FCP); such a run is
  // repeated, a few times at most, instead of ending the whole report.
  let failures = 0;
  while (results.length < runs) {
    const chrome = await chromeLauncher.launch({
      chromePath: browserExecutable(),
      chromeFlags: chromiumArgs.filter((flag) => !flag.includes("media-stream")),
    });
    try {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const error = result.lhr.runtimeError;
      if (error) {
        failures += 1;
        if (failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${path}: ${error.message}`);
        console.error(`Lighthouse run on ${path} failed (${error.code}); running it again.`);
        continue;
      }
      results.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  const median = computeMedianRun(results);
  const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(median, null, 2));
  writeFileSync(join(reportDir, `${name}-all-runs.json`), JSON.stringify(results));
  return median;
}

/**
 * The JavaScript and CSS a page requests before it is both loaded and hydrated (the load event
 * and `data-hydrated` on the body, whichever comes last), as gzip -9 bytes of the built files
 * (what a gzip-only CDN would send; brotli is smaller). Scripts start only after the first paint,
 * often after the load event, so the load event alone would not count them.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} path
 */
async function bytesBeforeLoad(browser, path) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body?.hasAttribute("data-hydrated")) return;
      Object.assign(window, { benchHydratedAt: performance.now() });
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
  const requested = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    const cut = Math.max(
      /** @type {PerformanceNavigationTiming} */ (navigation).loadEventStart,
      /** @type {{ benchHydratedAt: number }} */ (/** @type {unknown} */ (window)).benchHydratedAt,
    );
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= cut)
      .map((entry) => entry.name);
  });
  await page.close();
  const ours = requested.map((url) => new URL(url)).filter((url) => url.origin === origin);
  const scripts = new Set(ours.filter((url) => url.pathname.endsWith(".js")).map((url) => url.pathname));
  const styles = new Set(ours.filter((url) => url.pathname.endsWith(".css")).map((url) => url.pathname));
  /** @param {Set<string>} files */
  const gzipBytes = (files) =>
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
      0,
    );
  return { js: gzipBytes(scripts), css: gzipBytes(styles), files: [...scripts, ...styles] };
}

/** @param {Row[]} rows */
function printTable(rows) {
  const header = /** @type {Row} */ ({
    check: "",
    name: "Page / metric",
    value: "Value",
    bar: "Bar",
    ok: true,
  });
  const widths = {
    name: Math.max(header.name.length, ...rows.map((row) => row.name.length)),
    value: Math.max(header.value.length, ...rows.map((row) => row.value.length)),
    bar: Math.max(header.bar.length, ...rows.map((row) => row.bar.length)),
  };
  /** @param {Row} row @param {string} mark */
  const line = (row, mark) =>
    `| ${row.name.padEnd(widths.name)} | ${row.value.padStart(widths.value)} | ${row.bar.padEnd(widths.bar)} | ${mark.padEnd(4)} |`;
  console.log(line(header, "Pass"));
  console.log(
    `|${"-".repeat(widths.name + 2)}|${"-".repeat(widths.value + 2)}|${"-".repeat(widths.bar + 2)}|------|`,
  );
  for (const row of rows) console.log(line(row, row.bar === "" ? "" : row.ok ? "yes" : "NO"));
}

/**
 * Main-thread cost of what moves on `/`: the top of the page while the visitor reads it, and the
 * live demo on screen (first 10 s, then 10 s more) and scrolled away.
 * @param {import("@playwright/test").Browser} browser
 * @returns {Promise<Row[]>}
 */
async function cpuRows(browser) {
  const hero = await measureHeroCost({ browser, baseURL: origin });
  const { visible, steady, offscreen } = await measureLiveDemoCost({ browser, baseURL: origin });
  /** @param {string} name @param {{ percent: number }} value @param {number} bar @returns {Row} */
  const row = (name, value, bar) => ({
    check: "cpu",
    name: `/ ${name}`,
    value: `${value.percent.toFixed(2)} %`,
    bar: `<= ${bar} %`,
    ok: value.percent <= bar,
  });
  return [
    row("top of page CPU, reading", hero, heroBarPercent),
    row("live demo CPU, visible, first 10 s", visible, liveDemoBars.visiblePercent),
    row("live demo CPU, visible, next 10 s", steady, liveDemoBars.visiblePercent),
    row("live demo CPU, scrolled away", offscreen, liveDemoBars.offscreenPercent),
  ];
}

build();
mkdirSync(reportDir, { recursive: true });
const server = await serve({ dir: clientDir, port, host: "127.0.0.1" });

/** @type {Row[]} */
const rows = [];
try {
  const browser = await chromium.launch({ executablePath: browserExecutable(), args: chromiumArgs });
  const built = pages.filter((path) =>
    existsSync(join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`)),
  );
  for (const path of built) {
    const lhr = await lighthouseMedian(path);
    for (const [id, category] of Object.entries(lhr.categories)) {
      const score = Math.round((category.score ?? 0) * 100);
      rows.push({
        check: id,
        name: `${path} ${category.title}`,
        value: String(score),
        bar: `= ${bars.score}`,
        ok: score >= bars.score,
      });
    }
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    const lcp = metric("largest-contentful-paint");
    const cls = metric("cumulative-layout-shift");
    const tbt = metric("total-blocking-time");
    const fcp = metric("first-contentful-paint");
    rows.push({
      check: "lcp",
      name: `${path} LCP`,
      value: `${(lcp / 1000).toFixed(2)} s`,
      bar: `<= ${bars.lcpMs / 1000} s`,
      ok: lcp <= bars.lcpMs,
    });
    rows.push({
      check: "cls",
      name: `${path} CLS`,
      value: cls.toFixed(3),
      bar: `<= ${bars.cls}`,
      ok: cls <= bars.cls,
    });
    rows.push({
      check: "tbt",
      name: `${path} TBT`,
      value: `${Math.round(tbt)} ms`,
      bar: `<= ${bars.tbtMs} ms`,
      ok: tbt <= bars.tbtMs,
    });
    rows.push({
      check: "fcp",
      name: `${path} FCP`,
      value: `${(fcp / 1000).toFixed(2)} s`,
      bar: "",
      ok: true,
    });
    // Zero when the first paint is the final one; more when a late resource (the font) repaints.
    rows.push({
      check: "lcp-fcp",
      name: `${path} LCP - FCP`,
      value: `${((lcp - fcp) / 1000).toFixed(2)} s`,
      bar: "",
      ok: true,
    });

    const bytes = await bytesBeforeLoad(browser, path);
    const jsBar = path === "/" ? bars.jsHomeKb : undefined;
    rows.push({
      check: "js",
      name: `${path} JS before load and hydration (gzip)`,
      value: kb(bytes.js),
      bar: jsBar ? `<= ${jsBar} KB` : "",
      ok: jsBar ? bytes.js <= jsBar * 1024 : true,
    });
    rows.push({
      check: "css",
      name: `${path} CSS before load (gzip)`,
      value: kb(bytes.css),
      bar: "",
      ok: true,
    });
    const vendor = bytes.files.filter((file) => /vapi|daily|posthog|sentry/i.test(file));
    rows.push({
      check: "vendor",
      name: `${path} vendor SDKs before load`,
      value: vendor.length ? vendor.join(", ") : "none",
      bar: "none",
      ok: vendor.length === 0,
    });
  }
  rows.push(...(await cpuRows(browser)));
  await browser.close();
} finally {
  server.close();
}

printTable(rows);
const missed = rows.filter((row) => !row.ok);
console.log(`\nLighthouse reports: ${reportDir}`);
if (missed.length) {
  console.log(`${missed.length} bar(s) missed: ${missed.map((row) => row.name).join("; ")}`);
  process.exit(1);
}
console.log("Every bar met.");
