// @ts-check
/**
 * What a visitor on a cheap phone and a slow network gets (docs/product.md#field-bars): a real
 * Chromium whose network and CPU are throttled by the browser itself (DevTools' emulation,
 * applied to every request, not simulated afterwards), a fresh browser context each load (cache
 * empty, a new connection), the site over HTTP/2 with TLS.
 */

/** The field bars' conditions (docs/product.md#field-bars). */
export const fieldConditions = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** A 360 px phone. */
export const phone = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * A fresh context and page under the field conditions.
 * @param {import("@playwright/test").Browser} browser
 */
export async function fieldPage(browser) {
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
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
  return { page, close: () => context.close() };
}

/**
 * Runs in the page before any of its scripts: stamps the moments the bench reports, on the
 * navigation's clock. `ready`: every control works: the body carries `data-hydrated`
 * (app/hooks/use-early-click.ts), and so does every element marked `data-part`, for a build that
 * hydrates in parts. `callReady`: 'Iniciar Llamada' works: it is on the page once the body carries
 * `data-hydrated` (a tap before that is replayed then; a build that disabled the button until
 * hydration enabled it in the same commit). The observer watches that one attribute: one that
 * also saw every node the parser inserts ran at each script the parser meets, on the main thread
 * the first paint needs (33 ms at 4× CPU in a trace of `/`, before the largest paint).
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
    const now = performance.now();
    if (!document.body?.hasAttribute("data-hydrated")) return;
    if (marks.ready === undefined && !document.querySelector("[data-part]:not([data-hydrated])")) {
      marks.ready = now;
    }
    if (marks.callReady === undefined) {
      const buttons = [...document.querySelectorAll("button")];
      if (buttons.some((button) => button.textContent?.includes("Iniciar Llamada"))) marks.callReady = now;
    }
  }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Opens `url` and waits until every control works.
 * @param {import("@playwright/test").Page} page
 * @param {string} url
 */
async function loadUntilReady(page, url) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => {
    const marks = /** @type {{ benchMarks: { ready?: number } }} */ (/** @type {unknown} */ (window))
      .benchMarks;
    return marks.ready !== undefined;
  });
}

/**
 * @typedef {{
 *   fcp: number; lcp: number; ready: number; callReady?: number;
 *   jsBytes: number; protocol: string;
 * }} LoadFigures times in ms from the navigation's start; `jsBytes`: JavaScript on the wire
 *   (brotli) requested before `ready`
 */

/**
 * Loads `url` once under the field conditions and waits until every part is hydrated.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<LoadFigures>}
 */
export async function measureLoad(browser, url) {
  const { page, close } = await fieldPage(browser);
  try {
    await loadUntilReady(page, url);
    return await page.evaluate(() => {
      const marks = /** @type {{ benchMarks: Record<string, number> }} */ (/** @type {unknown} */ (window))
        .benchMarks;
      const ready = marks.ready ?? NaN;
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"));
      const navigation = /** @type {PerformanceNavigationTiming} */ (
        performance.getEntriesByType("navigation")[0]
      );
      return {
        fcp: marks.fcp ?? NaN,
        lcp: marks.lcp ?? NaN,
        ready,
        callReady: marks.callReady,
        jsBytes: resources
          .filter((entry) => entry.name.endsWith(".js") && entry.startTime <= ready)
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        protocol: navigation.nextHopProtocol,
      };
    });
  } finally {
    await close();
  }
}

/**
 * Loads `url`, a page without scripts (served so by serveOverHttp2's `scriptless`), once under the
 * field conditions: its paints, and the moment it is `complete`: loaded (the end of its load event)
 * and painted, as early as any page could work.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<{ fcp: number; lcp: number; complete: number }>} ms from the navigation's start
 */
export async function measureFloor(browser, url) {
  const { page, close } = await fieldPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    // The paints' entries reach their observers after the paint, which can come after the load.
    const figures = await page.waitForFunction(() => {
      const { fcp, lcp } = /** @type {{ benchMarks: Record<string, number> }} */ (
        /** @type {unknown} */ (window)
      ).benchMarks;
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType("navigation")
      );
      const loaded = navigation?.loadEventEnd ?? NaN;
      return fcp !== undefined && lcp !== undefined && { fcp, lcp, complete: Math.max(loaded, lcp) };
    });
    return /** @type {{ fcp: number; lcp: number; complete: number }} */ (await figures.jsonValue());
  } finally {
    await close();
  }
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
  const { page, close } = await fieldPage(browser);
  try {
    await loadUntilReady(page, url);
    const target = tap.target(page);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(whenIdle);
    await page.evaluate(() => {
      /** @type {{ name: string; duration: number }[]} */
      const events = [];
      Object.assign(window, { benchInteractions: events });
      new PerformanceObserver((list) => {
        for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (
          list.getEntries()
        )) {
          if (entry.interactionId) events.push({ name: entry.name, duration: entry.duration });
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
          /** @type {{ benchInteractions: { name: string }[] }} */ (
            /** @type {unknown} */ (window)
          ).benchInteractions.some((event) => event.name === "click"),
        undefined,
        { timeout: 2000 },
      )
      .catch(() => undefined);
    const durations = await page.evaluate(() =>
      /** @type {{ benchInteractions: { duration: number }[] }} */ (
        /** @type {unknown} */ (window)
      ).benchInteractions.map((event) => event.duration),
    );
    return Math.max(16, ...durations);
  } finally {
    await close();
  }
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
  const { page, close } = await fieldPage(browser);
  try {
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
  } finally {
    await close();
  }
}

/** Resolves at the first idle period of 45 ms or more: nothing left to do but wait for input. */
function whenIdle() {
  return new Promise((resolve) => {
    const check = () =>
      requestIdleCallback((deadline) => (deadline.timeRemaining() >= 45 ? resolve(undefined) : check()));
    check();
  });
}
