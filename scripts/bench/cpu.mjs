// @ts-check
/**
 * What moving things on `/` cost the main thread: the top of the page while the visitor reads it
 * (starfield, rotating verb), and the "Sistema de IA Activo" panel on screen, then scrolled away.
 * Measured in Chromium through the DevTools protocol (`Performance.getMetrics`), as a share of
 * wall time:
 *
 * - `ThreadTime`: CPU time of the renderer's main thread. This is what the bar is checked
 *   against: it is what the page takes from a core, whatever else the machine is doing.
 * - `TaskDuration`: wall time of the main thread's tasks. Reported too; on an idle machine it
 *   is close to ThreadTime, on a loaded one it also counts the time the OS kept the thread
 *   waiting for a core, and grows with the machine's load, not with the page.
 *
 * Each figure is the median of three page loads. Every load plays the same film: the page's
 * `Math.random` is seeded, so the scene picks the same tasks, durations and packets each
 * time and runs differ by the machine only.
 */
/** At most 3 % of one core while visible; nothing (noise only) off-screen (docs/product.md#bars). */
export const liveDemoBars = { visiblePercent: 3, offscreenPercent: 0.5 };

/** The top of `/` at most 1 % of one core while the visitor reads it (docs/product.md#bars). */
export const heroBarPercent = 1;

/**
 * @param {import("@playwright/test").CDPSession} session
 * @returns {Promise<Record<"TaskDuration" | "ThreadTime" | "Timestamp", number>>} seconds
 */
async function sample(session) {
  const { metrics } = await session.send("Performance.getMetrics");
  /** @param {string} name */
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? NaN;
  return {
    TaskDuration: metric("TaskDuration"),
    ThreadTime: metric("ThreadTime"),
    Timestamp: metric("Timestamp"),
  };
}

/**
 * @typedef {{ percent: number; taskPercent: number }} Busy
 *   `percent`: main-thread CPU time, `taskPercent`: main-thread task wall time; both per
 *   wall-clock time, in percent of one core.
 */

/**
 * How busy the page's main thread is over `seconds`.
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").CDPSession} session
 * @param {number} seconds
 * @returns {Promise<Busy>}
 */
async function busy(page, session, seconds) {
  const start = await sample(session);
  await page.waitForTimeout(seconds * 1000);
  const end = await sample(session);
  const wall = end.Timestamp - start.Timestamp;
  return {
    percent: (100 * (end.ThreadTime - start.ThreadTime)) / wall,
    taskPercent: (100 * (end.TaskDuration - start.TaskDuration)) / wall,
  };
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
 * One page load: opens `/` at 1440 × 900, brings the panel into view and measures for
 * `seconds` (agents arriving, counters counting up), then `seconds` more while it stays in
 * view (the steady state), then scrolls it out of view and measures again.
 *
 * @param {{ browser: import("@playwright/test").Browser; baseURL: string; seconds: number }} options
 * @returns {Promise<{ visible: Busy; steady: Busy; offscreen: Busy }>}
 */
async function measureOnce({ browser, baseURL, seconds }) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.addInitScript(seededRandom);
    await page.goto(new URL("/", baseURL).href, { waitUntil: "load" });
    const panel = page.locator('[data-slot="live-demo"]');
    await panel.scrollIntoViewIfNeeded();
    // The scene's code arrives on approach; measure once its first agent is on stage.
    await panel.locator('[data-slot="live-demo-agent"]').first().waitFor({ state: "attached" });

    const session = await page.context().newCDPSession(page);
    await session.send("Performance.enable", { timeDomain: "timeTicks" });
    const visible = await busy(page, session, seconds);
    const steady = await busy(page, session, seconds);

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
    const offscreen = await busy(page, session, seconds);
    return { visible, steady, offscreen };
  } finally {
    await page.close();
  }
}

/**
 * One page load: opens `/` at 1440 × 900 and, once the page has hydrated and a second more has
 * passed, measures `seconds` at the top.
 *
 * @param {{ browser: import("@playwright/test").Browser; baseURL: string; seconds: number }} options
 * @returns {Promise<Busy>}
 */
async function measureHeroOnce({ browser, baseURL, seconds }) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(new URL("/", baseURL).href, { waitUntil: "load" });
    await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(1000);
    const session = await page.context().newCDPSession(page);
    await session.send("Performance.enable", { timeDomain: "timeTicks" });
    return await busy(page, session, seconds);
  } finally {
    await page.close();
  }
}

/**
 * The top of `/` while the visitor reads it: the median over `runs` page loads.
 * @param {{ browser: import("@playwright/test").Browser; baseURL: string; seconds?: number; runs?: number }} options
 * @returns {Promise<Busy>}
 */
export async function measureHeroCost({ browser, baseURL, seconds = 10, runs = 3 }) {
  const loads = [];
  for (let run = 0; run < runs; run++) loads.push(await measureHeroOnce({ browser, baseURL, seconds }));
  return median(loads);
}

/** @param {Busy[]} values @returns {Busy} the one with the median `percent` */
function median(values) {
  const sorted = [...values].sort((a, b) => a.percent - b.percent);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no measurement");
  return middle;
}

/**
 * The medians over `runs` page loads of each window (see `measureOnce`).
 *
 * @param {{ browser: import("@playwright/test").Browser; baseURL: string; seconds?: number; runs?: number }} options
 * @returns {Promise<{ visible: Busy; steady: Busy; offscreen: Busy }>}
 */
export async function measureLiveDemoCost({ browser, baseURL, seconds = 10, runs = 3 }) {
  const loads = [];
  for (let run = 0; run < runs; run++) loads.push(await measureOnce({ browser, baseURL, seconds }));
  return {
    visible: median(loads.map((load) => load.visible)),
    steady: median(loads.map((load) => load.steady)),
    offscreen: median(loads.map((load) => load.offscreen)),
  };
}
