// @ts-check
/**
 * What moving things on `/` cost the main thread: the top of the page while read, and the "Sistema
 * de IA Activo" panel on screen, then away. The renderer main thread's CPU time (`ThreadTime`, by
 * `Performance.getMetrics`) as a share of wall time: unlike task time, it does not grow with the
 * machine's load. Median of three loads, 10 s per window, each load with the same seeded
 * `Math.random`, so runs differ by the machine only.
 */
import { median } from "./field.mjs";

/** At most 3 % of one core while visible; nothing (noise only) off-screen (docs/product.md#bars). */
export const liveDemoBars = { visiblePercent: 3, offscreenPercent: 0.5 };

/** The top of `/` at most 1 % of one core while the visitor reads it (docs/product.md#bars). */
export const heroBarPercent = 1;

const seconds = 10;
const loads = 3;

/**
 * @param {import("@playwright/test").CDPSession} session
 * @returns {Promise<Record<"ThreadTime" | "Timestamp", number>>} seconds
 */
async function sample(session) {
  const { metrics } = await session.send("Performance.getMetrics");
  /** @param {string} name */
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? NaN;
  return { ThreadTime: metric("ThreadTime"), Timestamp: metric("Timestamp") };
}

/**
 * How busy the page's main thread is over the next `seconds`, in percent of one core.
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").CDPSession} session
 */
async function busy(page, session) {
  const start = await sample(session);
  await page.waitForTimeout(seconds * 1000);
  const end = await sample(session);
  return (100 * (end.ThreadTime - start.ThreadTime)) / (end.Timestamp - start.Timestamp);
}

/** Replaces the page's `Math.random` with a seeded generator (a linear congruential one). */
const seededRandom = `(() => {
  let state = 20261122;
  Math.random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
})()`;

/**
 * Opens `/` at 1440 × 900 in a new page, `Math.random` seeded, and runs `use` on it.
 * @template T
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseURL
 * @param {(page: import("@playwright/test").Page, session: import("@playwright/test").CDPSession) => Promise<T>} use
 */
async function onHome(browser, baseURL, use) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.addInitScript(seededRandom);
    await page.goto(new URL("/", baseURL).href, { waitUntil: "load" });
    const session = await page.context().newCDPSession(page);
    await session.send("Performance.enable", { timeDomain: "timeTicks" });
    return await use(page, session);
  } finally {
    await page.close();
  }
}

/**
 * One page load of the live demo: brings the panel into view and measures for `seconds` (agents
 * arriving, counters counting up), then `seconds` more while it stays in view (the steady state),
 * then scrolls it out of view and measures again.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseURL
 */
const measureLiveDemo = (browser, baseURL) =>
  onHome(browser, baseURL, async (page, session) => {
    const panel = page.locator('[data-slot="live-demo"]');
    await panel.scrollIntoViewIfNeeded();
    // The scene's code arrives on approach; measure once its first agent is on stage.
    await panel.locator('[data-slot="live-demo-agent"]').first().waitFor({ state: "attached" });
    const visible = await busy(page, session);
    const steady = await busy(page, session);

    // Away from the panel, at a part of the page with no decorative animation of its own
    // (the hero's starfield would otherwise be what is measured).
    await page.evaluate(() => {
      const quiet = document.getElementById("services");
      if (!quiet) throw new Error("#services not found");
      quiet.scrollIntoView({ block: "start" });
    });
    // The panel marks its stage paused once its observer has reported it out of view. The
    // second after that is the scroll's own work (observers, the header's current section),
    // not the panel's, and is left out.
    await page
      .locator('[data-slot="live-demo-stage"][data-paused]')
      .waitFor({ state: "attached", timeout: 5000 });
    await page.waitForTimeout(1000);
    return { cpuDemo: visible, cpuDemoSteady: steady, cpuDemoAway: await busy(page, session) };
  });

/**
 * One page load of the top of `/`: once the page has hydrated and a second more has passed,
 * measures `seconds` there.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseURL
 */
const measureHero = (browser, baseURL) =>
  onHome(browser, baseURL, async (page, session) => {
    await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(1000);
    return busy(page, session);
  });

/**
 * The medians over three page loads of each window, by the bench's figure ids: the top of `/`
 * (`cpuHero`) and the live demo's three.
 * @param {{ browser: import("@playwright/test").Browser; baseURL: string }} options
 * @returns {Promise<Record<"cpuHero" | "cpuDemo" | "cpuDemoSteady" | "cpuDemoAway", number>>} percent
 */
export async function measureIdleCost({ browser, baseURL }) {
  /** @type {Record<string, number>[]} */
  const runs = [];
  for (let run = 0; run < loads; run++) {
    runs.push({ cpuHero: await measureHero(browser, baseURL), ...(await measureLiveDemo(browser, baseURL)) });
  }
  const windows = /** @type {const} */ (["cpuHero", "cpuDemo", "cpuDemoSteady", "cpuDemoAway"]);
  return /** @type {Record<(typeof windows)[number], number>} */ (
    Object.fromEntries(windows.map((window) => [window, median(runs.map((load) => load[window] ?? NaN))]))
  );
}
