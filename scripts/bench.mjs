// @ts-check
/**
 * `npm run bench`: the performance report, measured as a visitor gets the site
 * (docs/product.md#field-bars). Builds the site unless the build is fresh (scripts/build-state.mjs),
 * serves it over HTTP/2 with TLS, and measures in a real Chromium with the network and CPU throttled
 * by the browser (scripts/bench/field.mjs), each figure the median of BENCH_RUNS (5) loads with the
 * cache empty; then Lighthouse's four scores with applied throttling, and the idle cost of what
 * moves on `/` (scripts/bench/cpu.mjs).
 * Prints one table, every figure against its bar, and exits non-zero when a bar is missed. Beside
 * each timing, its floor: the same build's pages without their scripts, loaded the same way, so a
 * figure can be read against the machine it ran on.
 *
 * `--against DIR` measures another build's client folder in the same run, interleaved load by
 * load with this one, so both meet the same machine load: the table gets columns for it and its
 * floor (its figures are not checked). `--no-build` measures `build/client` as it is.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

import { precompressedDir } from "../deploy/build-layout.mjs";
import { browserExecutable, chromiumArgs } from "./browser.mjs";
import { heroBarPercent, liveDemoBars, measureHeroCost, measureLiveDemoCost } from "./bench/cpu.mjs";
import {
  fieldConditions,
  measureFloor,
  measureInteraction,
  measureLoad,
  measureTapAtFirstPaint,
} from "./bench/field.mjs";
import { lighthouseScores } from "./bench/lighthouse.mjs";
import { serveOverHttp2 } from "./bench/tls-server.mjs";
import { build, isFresh } from "./build-state.mjs";

const root = resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: { against: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const port = Number(process.env.BENCH_PORT ?? 3900);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const browserFlags = [...chromiumArgs, "--ignore-certificate-errors"];

/**
 * @typedef {{
 *   name: string;
 *   unit: "s" | "ms" | "KB" | "%" | "score";
 *   bar?: { max?: number; min?: number };
 *   peers?: string;
 * }} Figure
 */

/** Every figure of the report, in the table's order; ids are filled in by the measurements. */
const figures = /** @type {const} @satisfies {Record<string, Figure>} */ ({
  homeFcp: { name: "/ first paint (FCP)", unit: "s", bar: { max: 0.7 }, peers: "5.7-5.8 s" },
  homeLcp: { name: "/ largest paint (LCP)", unit: "s", bar: { max: 0.7 } },
  homeReady: { name: "/ every control works", unit: "s", bar: { max: 1.8 }, peers: "5.4-5.7 s" },
  homeJs: { name: "/ JavaScript before it works (brotli)", unit: "KB" },
  tapService: { name: "/ tap at first paint: service dialog open", unit: "s" },
  // One round trip of the field conditions (0.15 s), so an early tap fetches no more code after the
  // page works, plus the INP bar (0.1 s) for the dialog's own render, which a tap on a working page
  // pays too: its first render right after hydration took 0.11-0.14 s on a quiet machine.
  tapServiceAfterReady: {
    name: "/ tap at first paint: dialog after every control works",
    unit: "s",
    bar: { max: 0.25 },
  },
  demoFcp: { name: "demo first paint (FCP)", unit: "s" },
  demoCall: { name: "demo 'Iniciar Llamada' works", unit: "s", bar: { max: 1.5 } },
  demoJs: { name: "demo JavaScript before it works (brotli)", unit: "KB" },
  // A case page holds to the bars of `/`: a visitor from a search result lands there.
  caseFcp: { name: "case page first paint (FCP)", unit: "s", bar: { max: 0.7 } },
  caseReady: { name: "case page every control works", unit: "s", bar: { max: 1.8 } },
  caseJs: { name: "case page JavaScript before it works (brotli)", unit: "KB" },
  inpMenu: { name: "INP: open the mobile menu (360 px)", unit: "ms", bar: { max: 100 } },
  inpService: { name: "INP: open a service dialog", unit: "ms", bar: { max: 100 } },
  inpCall: { name: "INP: press 'Iniciar Llamada'", unit: "ms", bar: { max: 100 } },
  cpuHero: { name: "/ top of page CPU, reading", unit: "%", bar: { max: heroBarPercent } },
  cpuDemo: { name: "/ live demo CPU, visible", unit: "%", bar: { max: liveDemoBars.visiblePercent } },
  cpuDemoSteady: {
    name: "/ live demo CPU, visible, next 10 s",
    unit: "%",
    bar: { max: liveDemoBars.visiblePercent },
  },
  cpuDemoAway: {
    name: "/ live demo CPU, scrolled away",
    unit: "%",
    bar: { max: liveDemoBars.offscreenPercent },
  },
});

/** @param {number[]} values */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN) : NaN;
}

/**
 * The site's pages, from the build's sitemap (itself written from app/routes.ts), one per route:
 * the case pages share theirs and differ in copy alone, so the first stands for them all.
 * @param {string} dir
 */
function sitePages(dir) {
  const sitemap = readFileSync(join(dir, "sitemap.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
  const firstCase = paths.find((path) => path.startsWith("/casos/"));
  return paths.filter((path) => !path.startsWith("/casos/") || path === firstCase);
}

/** The taps whose interaction to next paint the bar limits: what to tap, and what it shows. */
const taps = {
  /** @type {Parameters<typeof measureInteraction>[2]} */
  menu: {
    target: (page) => page.getByRole("button", { name: "Abrir menú" }),
    shown: (page) => page.getByRole("button", { name: "Cerrar menú" }),
  },
  /** @type {Parameters<typeof measureInteraction>[2]} */
  service: {
    target: (page) => page.getByRole("button", { name: /^Ver detalles/ }).first(),
    shown: (page) => page.getByRole("dialog"),
  },
  /** @type {Parameters<typeof measureTapAtFirstPaint>[2]} */
  serviceAtFirstPaint: {
    target: (page) => page.getByRole("button", { name: /^Ver detalles/ }).first(),
    shown: '[role="dialog"]',
  },
  /** @type {Parameters<typeof measureInteraction>[2]} */
  call: {
    target: (page) => page.getByRole("button", { name: "Iniciar Llamada" }),
    // Drawn with 'Inicializando...', which a quickly granted microphone replaces before a poll sees it.
    shown: (page) => page.getByRole("button", { name: "Finalizar Llamada" }),
  },
};

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {string[]} pages
 * @returns {Promise<Partial<Record<keyof typeof figures, number>>>} one load of each figure
 */
async function fieldRun(browser, origin, pages) {
  const { home, demo, study } = benchPages(pages);
  const homeLoad = await measureLoad(browser, `${origin}${home}`);
  const demoLoad = await measureLoad(browser, `${origin}${demo}`);
  const caseLoad = study ? await measureLoad(browser, `${origin}${study}`) : undefined;
  if (homeLoad.protocol !== "h2") throw new Error(`Served over ${homeLoad.protocol}, not HTTP/2`);
  const earlyTap = await measureTapAtFirstPaint(browser, `${origin}${home}`, taps.serviceAtFirstPaint);
  return {
    ...pageTimings(homeLoad, demoLoad, caseLoad),
    caseJs: (caseLoad?.jsBytes ?? NaN) / 1024,
    homeJs: homeLoad.jsBytes / 1024,
    tapService: earlyTap.shown / 1000,
    tapServiceAfterReady: (earlyTap.shown - earlyTap.ready) / 1000,
    demoJs: demoLoad.jsBytes / 1024,
    inpMenu: await measureInteraction(browser, `${origin}${home}`, taps.menu),
    inpService: await measureInteraction(browser, `${origin}${home}`, taps.service),
    inpCall: await measureInteraction(browser, `${origin}${demo}`, taps.call),
  };
}

/**
 * The floor of the timings that have one, on a site served without its scripts.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {string[]} pages
 * @returns {Promise<Partial<Record<keyof typeof figures, number>>>} one load of each
 */
async function floorRun(browser, origin, pages) {
  const { home, demo, study } = benchPages(pages);
  // Without scripts, a page works once it is complete: that is the floor of "works".
  const floor = async (/** @type {string} */ path) => {
    const { fcp, lcp, complete } = await measureFloor(browser, `${origin}${path}`);
    return { fcp, lcp, ready: complete, callReady: complete };
  };
  return pageTimings(await floor(home), await floor(demo), study ? await floor(study) : undefined);
}

/**
 * The timings a load and its floor share, in seconds.
 * @param {{ fcp: number; lcp: number; ready: number }} home
 * @param {{ fcp: number; callReady?: number }} demo
 * @param {{ fcp: number; ready: number } | undefined} study
 */
function pageTimings(home, demo, study) {
  return {
    caseFcp: (study?.fcp ?? NaN) / 1000,
    caseReady: (study?.ready ?? NaN) / 1000,
    homeFcp: home.fcp / 1000,
    homeLcp: home.lcp / 1000,
    homeReady: home.ready / 1000,
    demoFcp: demo.fcp / 1000,
    demoCall: (demo.callReady ?? NaN) / 1000,
  };
}

/**
 * The pages the bench loads, from a build's list.
 * @param {string[]} pages
 */
function benchPages(pages) {
  return {
    home: pages.find((path) => path === "/") ?? "/",
    demo: pages.find((path) => path.startsWith("/demo-cat")) ?? "/demo-cat",
    // A build from before the case pages has none: its column reads n/a.
    study: pages.find((path) => path.startsWith("/casos/")),
  };
}

/**
 * @param {Column[]} columns
 * @returns {Promise<{ values: Record<string, number>[]; scores: Record<string, number>[] }>}
 *   per column: figure id → median, and `<page> <category>` → Lighthouse score; a floor has only
 *   the timings floorRun measures
 */
async function measure(columns) {
  const pagesOf = columns.map(({ dir }) => sitePages(dir));
  const pages = pagesOf[0] ?? [];
  const servers = await Promise.all(
    columns.map(({ dir, scriptless }, index) => serveOverHttp2({ dir, port: port + index, scriptless })),
  );
  const browser = await chromium.launch({ executablePath: browserExecutable(), args: browserFlags });
  try {
    /** @type {Record<string, number[]>[]} */
    const samples = columns.map(() => ({}));
    for (let run = 1; run <= runs; run++) {
      for (const [index, server] of servers.entries()) {
        const { label, scriptless } = columns[index] ?? {};
        console.error(`Field run ${run}/${runs}, ${label}…`);
        const figuresOfRun = await (scriptless ? floorRun : fieldRun)(
          browser,
          server.origin,
          pagesOf[index] ?? [],
        );
        const byId = samples[index] ?? {};
        for (const [id, value] of Object.entries(figuresOfRun)) (byId[id] ??= []).push(value);
      }
    }
    const values = samples.map((byId) =>
      Object.fromEntries(Object.entries(byId).map(([id, list]) => [id, median(list)])),
    );

    const buildServers = [...servers.entries()].filter(([index]) => !columns[index]?.scriptless);
    for (const [index, server] of buildServers) {
      console.error(`Idle CPU, ${columns[index]?.label}…`);
      const hero = await measureHeroCost({ browser, baseURL: server.origin });
      const demo = await measureLiveDemoCost({ browser, baseURL: server.origin });
      Object.assign(values[index] ?? {}, {
        cpuHero: hero,
        cpuDemo: demo.visible,
        cpuDemoSteady: demo.steady,
        cpuDemoAway: demo.offscreen,
      });
    }

    /** @type {Record<string, number>[]} */
    const scores = columns.map(() => ({}));
    for (const path of pages) {
      for (const [index, server] of buildServers) {
        if (!pagesOf[index]?.includes(path)) continue;
        console.error(`Lighthouse ${path}, ${columns[index]?.label}…`);
        const name = `${columns[index]?.label}-${path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}`;
        const byCategory = await lighthouseScores({
          url: `${server.origin}${path}`,
          runs: lighthouseRuns,
          chromeFlags: browserFlags.filter((flag) => !flag.includes("media-stream")),
          reportDir: join(root, "test-results", "lighthouse"),
          name,
        });
        for (const [category, score] of Object.entries(byCategory)) {
          Object.assign(scores[index] ?? {}, { [`${path} ${category}`]: score });
        }
      }
    }
    return { values, scores };
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

/** @param {number} value @param {Figure["unit"]} unit */
function format(value, unit) {
  if (!Number.isFinite(value)) return "n/a";
  if (unit === "s") return `${value.toFixed(2)} s`;
  if (unit === "ms") return `${Math.round(value)} ms`;
  if (unit === "KB") return `${value.toFixed(1)} KB`;
  if (unit === "%") return `${value.toFixed(2)} %`;
  return String(value);
}

/** @param {Figure["bar"]} bar @param {Figure["unit"]} unit */
const barText = (bar, unit) =>
  bar?.max !== undefined ? `<= ${format(bar.max, unit)}` : bar?.min !== undefined ? `= ${bar.min}` : "";

/** @param {Figure["bar"]} bar @param {number} value */
const meets = (bar, value) =>
  (bar?.max === undefined || value <= bar.max) && (bar?.min === undefined || value >= bar.min);

/** @param {string[][]} rows the first is the header */
function printTable(rows) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(line(rows[0] ?? []));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

// BUILD_DIR, as for npm start: another folder for this build.
const buildDir = process.env.BUILD_DIR ?? "build";
if (!options["no-build"] && !isFresh(buildDir, process.env)) {
  console.error("Building…");
  build(buildDir, process.env, { quiet: true });
}
const clientDir = join(root, buildDir, "client");
/** @typedef {{ label: string; dir: string; scriptless?: boolean }} Column a build, or its floor */
/** @type {Column[]} */
const builds = [{ label: "this", dir: clientDir }];
if (options.against) builds.push({ label: "against", dir: resolve(options.against) });
for (const { dir } of builds) {
  // Without its brotli copies a build is served uncompressed: its figures would mean nothing.
  if (existsSync(precompressedDir(dir))) continue;
  console.error(`${dir} has no precompressed/ folder beside it: give the client folder of a build.`);
  process.exit(2);
}

// Each build's floor is measured beside it, as one more column with the timings alone.
const columns = builds.flatMap((build) => [
  build,
  { ...build, label: `${build.label} floor`, scriptless: true },
]);
const { values, scores } = await measure(columns);

/** @type {(Figure & { id: string })[]} */
const rows = [
  ...Object.entries(figures).map(([id, figure]) => ({ id, ...figure })),
  ...Object.keys(scores[0] ?? {}).map((id) => ({
    id,
    name: `Lighthouse ${id}`,
    unit: /** @type {const} */ ("score"),
    bar: { min: 100 },
  })),
];
const valueOf = (/** @type {number} */ index, /** @type {string} */ id) =>
  values[index]?.[id] ?? scores[index]?.[id] ?? NaN;
const missed = rows.filter((row) => row.bar && !meets(row.bar, valueOf(0, row.id)));

const c = fieldConditions;
console.log(
  `\nChromium, ${c.latencyMs} ms round trip, ${c.downloadKbps / 1000} Mbit/s down, ${c.uploadKbps} kbit/s up, ` +
    `${c.cpuSlowdown}× CPU, HTTP/2 + TLS, cache empty; median of ${runs} (Lighthouse: ${lighthouseRuns}).\n` +
    "Floor: the same build's pages without scripts, loaded the same way: their paints, and for " +
    "'works' the moment they are loaded (load event) and painted.\n",
);
printTable([
  [
    "Figure",
    "Bar",
    ...columns.map(({ label, dir, scriptless }) =>
      scriptless ? "Floor" : label === "this" ? "This build" : dir,
    ),
    "Peers",
    "Pass",
  ],
  ...rows.map((row) => [
    row.name,
    barText(row.bar, row.unit),
    ...columns.map((_, index) => {
      const value = values[index]?.[row.id] ?? scores[index]?.[row.id];
      return value === undefined ? "" : format(value, row.unit);
    }),
    row.peers ?? "",
    row.bar ? (meets(row.bar, valueOf(0, row.id)) ? "yes" : "NO") : "",
  ]),
]);
console.log("\nLighthouse reports: test-results/lighthouse/");
if (missed.length) {
  console.log(`${missed.length} bar(s) missed: ${missed.map((row) => row.name).join("; ")}`);
  process.exit(1);
}
console.log("Every bar met.");
