// @ts-check
/**
 * `npm run bench`: the performance report as a visitor gets the site (docs/product.md#field-bars).
 * Builds unless fresh (build-state.mjs), serves over HTTP/2 + TLS, and measures in a real Chromium
 * throttled by the browser (bench/field.mjs), each figure the median of BENCH_RUNS (5) loads with
 * the cache empty; then Lighthouse and the idle CPU of what moves on `/` (bench/cpu.mjs). One
 * table, each figure against its bar (non-zero exit on a miss) and beside its floor: the same
 * build's pages without scripts, loaded the same way. `--against DIR` measures another build's
 * client folder in the same run, load by load; `--no-build` measures `build/client` as it is.
 * "Peers": two peer sites measured once, on the date in its heading (their builds are not here).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

import { precompressedDir } from "../deploy/build-layout.mjs";
import { browserExecutable, chromiumArgs } from "./browser.mjs";
import { heroBarPercent, liveDemoBars, measureIdleCost } from "./bench/cpu.mjs";
import {
  fieldConditions,
  measureInteraction,
  measureLoad,
  measureTapAtFirstPaint,
  median,
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
 * }} Figure `peers`: the peer sites' figure on the day of PEERS_MEASURED
 */

/** When the peers' figures were measured (docs/product.md#field-bars). */
const PEERS_MEASURED = "2026-11-24";

/**
 * @param {string} name @param {Figure["unit"]} unit @param {number} [max] its bar @param {string} [peers]
 * @returns {Figure}
 */
const figure = (name, unit, max, peers) => ({
  name,
  unit,
  ...(max !== undefined && { bar: { max } }),
  peers,
});

/** Every figure of the report, in the table's order; ids are filled in by the measurements. */
const figures = {
  homeFcp: figure("/ first paint (FCP)", "s", 0.7, "5.7-5.8 s"),
  homeLcp: figure("/ largest paint (LCP)", "s", 0.7),
  homeReady: figure("/ every control works", "s", 1.8, "5.4-5.7 s"),
  homeJs: figure("/ JavaScript before it works (brotli)", "KB"),
  tapService: figure("/ tap at first paint: service dialog open", "s"),
  // One round trip of the field conditions (0.15 s), so an early tap fetches no more code after the
  // page works, plus the INP bar (0.1 s) for the dialog's own render, which a tap on a working page
  // pays too: its first render right after hydration took 0.11-0.14 s on a quiet machine.
  tapServiceAfterReady: figure("/ tap at first paint: dialog after every control works", "s", 0.25),
  demoFcp: figure("demo first paint (FCP)", "s"),
  demoCall: figure("demo 'Iniciar Llamada' works", "s", 1.5),
  demoJs: figure("demo JavaScript before it works (brotli)", "KB"),
  // A demo agent's page is the same demo: it holds to the demo's bar.
  agentFcp: figure("agent page first paint (FCP)", "s"),
  agentCall: figure("agent page 'Iniciar Llamada' works", "s", 1.5),
  agentJs: figure("agent page JavaScript before it works (brotli)", "KB"),
  // A case page holds to the bars of `/`: a visitor from a search result lands there.
  caseFcp: figure("case page first paint (FCP)", "s", 0.7),
  caseReady: figure("case page every control works", "s", 1.8),
  caseJs: figure("case page JavaScript before it works (brotli)", "KB"),
  inpMenu: figure("INP: open the mobile menu (360 px)", "ms", 100),
  inpService: figure("INP: open a service dialog", "ms", 100),
  inpCall: figure("INP: press 'Iniciar Llamada'", "ms", 100),
  cpuHero: figure("/ top of page CPU, reading", "%", heroBarPercent),
  cpuDemo: figure("/ live demo CPU, visible", "%", liveDemoBars.visiblePercent),
  cpuDemoSteady: figure("/ live demo CPU, visible, next 10 s", "%", liveDemoBars.visiblePercent),
  cpuDemoAway: figure("/ live demo CPU, scrolled away", "%", liveDemoBars.offscreenPercent),
};

/**
 * A build's pages, from its sitemap (written from app/routes.ts): every route once, the first case
 * page standing for the others and the first demo agent's page for the agents' (same route, other
 * copy). A build from before the case or the agent pages has none: its column reads n/a.
 * @param {string} dir
 */
function sitePages(dir) {
  const sitemap = readFileSync(join(dir, "sitemap.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
  const study = paths.find((path) => path.startsWith("/casos/"));
  const agent = paths.find((path) => /^\/demo-cat\/[^/]+\/$/.test(path));
  const all = paths.filter(
    (path) =>
      (!path.startsWith("/casos/") || path === study) &&
      (!/^\/demo-cat\/[^/]+\/$/.test(path) || path === agent),
  );
  return {
    all,
    home: "/",
    demo: paths.find((path) => /^\/demo-cat\/?$/.test(path)) ?? "/demo-cat",
    study,
    agent,
  };
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
 * One load of each figure; of the timings alone for a floor.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {ReturnType<typeof sitePages>} pages
 * @param {boolean} [scriptless] the build's floor
 * @returns {Promise<Partial<Record<keyof typeof figures, number>>>}
 */
async function loadRun(browser, origin, { home, demo, study, agent }, scriptless = false) {
  const load = (/** @type {string} */ path) => measureLoad(browser, `${origin}${path}`, { scriptless });
  const [homeLoad, demoLoad] = [await load(home), await load(demo)];
  const caseLoad = study ? await load(study) : undefined;
  const agentLoad = agent ? await load(agent) : undefined;
  if (homeLoad.protocol !== "h2") throw new Error(`Served over ${homeLoad.protocol}, not HTTP/2`);
  const timings = {
    homeFcp: homeLoad.fcp / 1000,
    homeLcp: homeLoad.lcp / 1000,
    homeReady: homeLoad.ready / 1000,
    demoFcp: demoLoad.fcp / 1000,
    demoCall: demoLoad.callReady / 1000,
    caseFcp: (caseLoad?.fcp ?? NaN) / 1000,
    caseReady: (caseLoad?.ready ?? NaN) / 1000,
    agentFcp: (agentLoad?.fcp ?? NaN) / 1000,
    agentCall: (agentLoad?.callReady ?? NaN) / 1000,
  };
  if (scriptless) return timings;
  const earlyTap = await measureTapAtFirstPaint(browser, `${origin}${home}`, taps.serviceAtFirstPaint);
  return {
    ...timings,
    homeJs: homeLoad.jsBytes / 1024,
    demoJs: demoLoad.jsBytes / 1024,
    caseJs: (caseLoad?.jsBytes ?? NaN) / 1024,
    agentJs: (agentLoad?.jsBytes ?? NaN) / 1024,
    tapService: earlyTap.shown / 1000,
    tapServiceAfterReady: (earlyTap.shown - earlyTap.ready) / 1000,
    inpMenu: await measureInteraction(browser, `${origin}${home}`, taps.menu),
    inpService: await measureInteraction(browser, `${origin}${home}`, taps.service),
    inpCall: await measureInteraction(browser, `${origin}${demo}`, taps.call),
  };
}

/** @typedef {{ label: string; dir: string; pages: ReturnType<typeof sitePages>; scriptless?: boolean }} Column */

/**
 * @param {Column[]} columns a build, or its floor
 * @returns {Promise<Record<string, number>[]>} per column: figure id → median, and
 *   `Lighthouse <page> <category>` → score; a floor has the timings alone
 */
async function measure(columns) {
  const servers = await Promise.all(
    columns.map(({ dir, scriptless }, index) => serveOverHttp2({ dir, port: port + index, scriptless })),
  );
  const browser = await chromium.launch({ executablePath: browserExecutable(), args: browserFlags });
  try {
    /** @type {Record<string, number[]>[]} */
    const samples = columns.map(() => ({}));
    for (let run = 1; run <= runs; run++) {
      for (const [index, { label, pages, scriptless }] of columns.entries()) {
        console.error(`Field run ${run}/${runs}, ${label}…`);
        const origin = servers[index]?.origin ?? "";
        for (const [id, value] of Object.entries(await loadRun(browser, origin, pages, scriptless))) {
          ((samples[index] ?? {})[id] ??= []).push(value);
        }
      }
    }
    const values = samples.map((byId) =>
      Object.fromEntries(Object.entries(byId).map(([id, list]) => [id, median(list)])),
    );
    for (const [index, { label, pages, scriptless }] of columns.entries()) {
      if (scriptless) continue;
      const byId = values[index] ?? {};
      const baseURL = servers[index]?.origin ?? "";
      console.error(`Idle CPU, ${label}…`);
      Object.assign(byId, await measureIdleCost({ browser, baseURL }));
      for (const path of pages.all) {
        console.error(`Lighthouse ${path}, ${label}…`);
        const scores = await lighthouseScores({
          url: `${baseURL}${path}`,
          runs: lighthouseRuns,
          chromeFlags: browserFlags.filter((flag) => !flag.includes("media-stream")),
          reportDir: join(root, "test-results", "lighthouse"),
          name: `${label}${path === "/" ? "-home" : path.replace(/\W+/g, "-").replace(/-$/, "")}`,
        });
        for (const [category, score] of Object.entries(scores)) {
          byId[`Lighthouse ${path} ${category}`] = score;
        }
      }
    }
    return values;
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

/** @param {Figure["bar"]} bar @param {number | undefined} value */
const meets = (bar, value = NaN) =>
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
const builds = [{ label: "this", dir: join(root, buildDir, "client") }];
if (options.against) builds.push({ label: "against", dir: resolve(options.against) });
for (const { dir } of builds) {
  // Without its brotli copies a build is served uncompressed: its figures would mean nothing.
  if (existsSync(precompressedDir(dir))) continue;
  console.error(`${dir} has no precompressed/ folder beside it: give the client folder of a build.`);
  process.exit(2);
}
/** @type {Column[]} each build, then its floor */
const columns = builds.flatMap((build) => {
  const column = { ...build, pages: sitePages(build.dir) };
  return [column, { ...column, label: `${build.label} floor`, scriptless: true }];
});
const values = await measure(columns);

/** @type {(Figure & { id: string })[]} */
const rows = [
  ...Object.entries(figures).map(([id, figure]) => ({ id, ...figure })),
  ...Object.keys(values[0] ?? {})
    .filter((id) => id.startsWith("Lighthouse "))
    .map((id) => ({ id, name: id, unit: /** @type {const} */ ("score"), bar: { min: 100 } })),
];
const missed = rows.filter((row) => row.bar && !meets(row.bar, values[0]?.[row.id]));

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
    `Peers (${PEERS_MEASURED})`,
    "Pass",
  ],
  ...rows.map(({ id, name, unit, bar, peers = "" }) => [
    name,
    bar?.max !== undefined ? `<= ${format(bar.max, unit)}` : bar?.min !== undefined ? `= ${bar.min}` : "",
    ...values.map((byId) => (byId[id] === undefined ? "" : format(byId[id], unit))),
    peers,
    bar ? (meets(bar, values[0]?.[id]) ? "yes" : "NO") : "",
  ]),
]);
console.log("\nLighthouse reports: test-results/lighthouse/");
if (missed.length) {
  console.log(`${missed.length} bar(s) missed: ${missed.map((row) => row.name).join("; ")}`);
  process.exit(1);
}
console.log("Every bar met.");
