// @ts-check
/**
 * What a visitor on a cheap phone and a slow network gets (docs/product.md#field-bars): a real
 * Chromium whose network and CPU are throttled by the browser itself (DevTools' emulation,
 * applied to every request, not simulated afterwards), a fresh browser context each load (cache
 * empty, a new connection), the site over HTTP/2 with TLS.
 */

/** The field bars' conditions (docs/product.md#field-bars). */
export const fieldConditions = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };

/**
 * The median of the finite values (the lower middle one of an even count); NaN when none is.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** A 360 px phone. */
const phone = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Runs `use` on a fresh context and page under the field conditions, then closes them.
 * @template T
 * @param {import("@playwright/test").Browser} browser
 * @param {(page: import("@playwright/test").Page) => Promise<T>} use
 */
async function onFieldPage(browser, use) {
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    // A loaded machine can make a throttled load slow; a figure is still better than none.
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: fieldConditions.latencyMs,
      downloadThroughput: (fieldConditions.downloadKbps * 1000) / 8,
      uploadThroughput: (fieldConditions.uploadKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: fieldConditions.cpuSlowdown });
    await page.addInitScript(recordMilestones);
    return await use(page);
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its scripts: stamps, on the navigation's clock, the paints and `ready`,
 * every control works: the body carries `data-hydrated` (app/hooks/use-early-click.ts). On
 * `/demo-cat`, `callReady` too: 'Iniciar Llamada' is there then (a build that disabled it until
 * hydration, as 0006ff2 did, enables it in the same commit). The observer watches that one
 * attribute: one that saw every node the parser inserts cost the first paint 33 ms at 4× CPU.
 */
function recordMilestones() {
  /** @type {{ fcp?: number; lcp?: number; ready?: number; callReady?: number }} */
  const marks = {};
  Object.assign(window, { benchMarks: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) marks.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver(() => {
    if (marks.ready !== undefined || !document.body?.hasAttribute("data-hydrated")) return;
    marks.ready = performance.now();
    const buttons = [...document.querySelectorAll("button")];
    if (buttons.some((button) => button.textContent?.includes("Iniciar Llamada")))
      marks.callReady = marks.ready;
  }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
}

/**
 * @typedef {{ fcp: number; lcp: number; ready: number; callReady: number; jsBytes: number; protocol: string }}
 *   LoadFigures ms from the navigation's start; `jsBytes`: JavaScript on the wire (brotli)
 *   requested before `ready`
 */

/**
 * Loads `url` once under the field conditions and waits until every control works. A page served
 * without its scripts (serveOverHttp2's `scriptless`, the floor) works once it is loaded and
 * painted (the end of its load event, and its largest paint): as early as any page could.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ scriptless?: boolean }} [options]
 * @returns {Promise<LoadFigures>}
 */
export async function measureLoad(browser, url, { scriptless = false } = {}) {
  return onFieldPage(browser, async (page) => {
    await page.goto(url, { waitUntil: "load" });
    // Polled: the paints' entries reach their observers after the paint, which can follow the load.
    const figures = await page.waitForFunction((withoutScripts) => {
      /** @type {Record<string, number | undefined>} */
      const marks = Reflect.get(window, "benchMarks");
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType("navigation")
      );
      if (withoutScripts && marks.lcp !== undefined && navigation?.loadEventEnd) {
        marks.ready = marks.callReady = Math.max(navigation.loadEventEnd, marks.lcp);
      }
      const { fcp, lcp = NaN, ready, callReady = NaN } = marks;
      if (ready === undefined || fcp === undefined) return false;
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"));
      const jsBytes = resources
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime <= ready)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return { fcp, lcp, ready, callReady, jsBytes, protocol: navigation?.nextHopProtocol ?? "" };
    }, scriptless);
    return /** @type {LoadFigures} */ (await figures.jsonValue());
  });
}

/**
 * Interaction to next paint of one tap (a click: Playwright's synthetic touch tap now and then
 * produced no click at 4× CPU), by Event Timing: the longest event (pointer down, up,
 * click) of the interaction, from the input to the next frame painted. Loads `url`, waits until
 * every control works, brings `tap.target` into view and waits for the main thread to be idle
 * (what the page does right after hydration, and what a scroll sets off, are not the tap's),
 * then taps it and waits for `tap.shown`. The browser does not report events under 16 ms: such a
 * tap counts as 16.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{
 *   target: (page: import("@playwright/test").Page) => import("@playwright/test").Locator;
 *   shown: (page: import("@playwright/test").Page) => import("@playwright/test").Locator;
 * }} tap
 * @returns {Promise<number>} ms
 */
export async function measureInteraction(browser, url, tap) {
  return onFieldPage(browser, async (page) => {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => Reflect.get(window, "benchMarks").ready !== undefined);
    const target = tap.target(page);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(whenIdle);
    await page.evaluate(() => {
      /** @type {PerformanceEntry[]} */
      const events = [];
      Object.assign(window, { benchInteractions: events });
      new PerformanceObserver((list) => {
        for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (
          list.getEntries()
        )) {
          if (entry.interactionId) events.push(entry);
        }
      }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
    });
    await target.click();
    // A tap that shows nothing within 10 s is no measurement: it is reported, and left out.
    const shown = await tap
      .shown(page)
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) {
      console.error(`No response to the tap on ${url}; this sample is left out.`);
      return NaN;
    }
    // Each event's entry comes once the frame after it has been presented, the pointer down's
    // before the click's: reading at the first entry missed a click that ran longer. So the bench
    // waits for the click's own entry (none comes for a click under 16 ms).
    await page
      .waitForFunction(
        () =>
          Reflect.get(window, "benchInteractions").some(
            (/** @type {PerformanceEntry} */ entry) => entry.name === "click",
          ),
        undefined,
        { timeout: 2000 },
      )
      .catch(() => undefined);
    /** @type {number[]} */
    const durations = await page.evaluate(() =>
      Reflect.get(window, "benchInteractions").map((/** @type {PerformanceEntry} */ entry) => entry.duration),
    );
    return Math.max(16, ...durations);
  });
}

/**
 * A tap at first paint (docs/product.md#field-bars, "No click lost"): loads `url`, and as soon as
 * the first paint is recorded brings `tap.target` into view and taps it, then stamps the moment
 * an element matching `tap.shown` (a CSS selector) enters the page. The tap goes straight to the
 * browser's input: Playwright's own click waits for frames the busy main thread paints late, and
 * landed after hydration in a third of the loads. A tap that still comes once the page works is no
 * sample.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ target: (page: import("@playwright/test").Page) => import("@playwright/test").Locator; shown: string }} tap
 * @returns {Promise<{ shown: number; ready: number }>} ms from the navigation's start: the tap's
 *   response shown, and every control working, in the same load
 */
export async function measureTapAtFirstPaint(browser, url, tap) {
  return onFieldPage(browser, async (page) => {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => Reflect.get(window, "benchMarks").fcp !== undefined, undefined, {
      polling: "raf",
    });
    const point = await tap.target(page).evaluate((target, shownSelector) => {
      // Stamped in the page: Playwright's own wait would see the element a poll later.
      const shown = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector(shownSelector)) return;
          observer.disconnect();
          resolve(performance.now());
        }).observe(document.body, { subtree: true, childList: true });
      });
      const stampTap = () => Object.assign(window, { benchTapped: performance.now() });
      window.addEventListener("pointerdown", stampTap, { capture: true, once: true });
      Object.assign(window, { benchShown: shown });
      target.scrollIntoView({ block: "center" });
      // The frame after the scroll lays out what came into view (`content-visibility: auto`).
      return new Promise((resolve) =>
        requestAnimationFrame(() => {
          const box = target.getBoundingClientRect();
          resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
        }),
      );
    }, tap.shown);
    // Pressed and released together, as a finger's tap reaches a busy page: Playwright's click
    // sends the release only once the page has handled the press, a long task later.
    const input = await page.context().newCDPSession(page);
    const button = { x: point.x, y: point.y, button: /** @type {const} */ ("left"), clickCount: 1 };
    await Promise.all([
      input.send("Input.dispatchMouseEvent", { type: "mousePressed", ...button }),
      input.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...button }),
    ]);
    const shown = await page.evaluate(
      () => /** @type {Promise<number>} */ (Reflect.get(window, "benchShown")),
    );
    const [tapped, ready] = await page.evaluate(() => [
      /** @type {number} */ (Reflect.get(window, "benchTapped")),
      /** @type {number} */ (Reflect.get(window, "benchMarks").ready),
    ]);
    if (!(tapped < ready)) {
      console.error(`The tap on ${url} came once the page worked; this sample is left out.`);
      return { shown: NaN, ready: NaN };
    }
    return { shown, ready };
  });
}

/** Resolves at the first idle period of 45 ms or more: nothing left to do but wait for input. */
function whenIdle() {
  return new Promise((resolve) => {
    const check = () =>
      requestIdleCallback((deadline) => (deadline.timeRemaining() >= 45 ? resolve(undefined) : check()));
    check();
  });
}
