import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { stubCal } from "./cal-stub";
import { stubTally } from "./tally-stub";

type ConsoleErrors = {
  /**
   * Declares a console error this test causes on purpose. Each expected pattern must
   * be seen at least once; any other console error or page error fails the test.
   */
  expect: (pattern: RegExp) => void;
  /** Every console error and uncaught page error seen so far. */
  readonly seen: string[];
};

/** This worker's visitors, one address per test (10.<worker>.x.y). */
let visitors = 0;

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  tallyDefault: void;
  calDefault: void;
  visitorAddress: string;
}>({
  /**
   * The guarded build's server stands behind a proxy, as `npm start` would in production
   * (TRUST_PROXY=1, e2e/builds.mjs): every test is a visitor of its own, so the limit per address
   * (server/shared/visitor-limits.mjs) counts that test's requests, not the whole run's.
   */
  visitorAddress: [
    async ({ page }, use, testInfo) => {
      visitors += 1;
      const address = `10.${testInfo.workerIndex % 256}.${Math.floor(visitors / 256) % 256}.${visitors % 256}`;
      if (testInfo.project.name === "guarded")
        await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
      await use(address);
    },
    { auto: true },
  ],
  /**
   * The integration build embeds Tally; any test that scrolls near #contacto would make the
   * page fetch it from the (unreachable) internet. Tally answers from a stub unless a test
   * routes it its own way (a later `page.route` wins).
   */
  tallyDefault: [
    async ({ page }, use, testInfo) => {
      if (testInfo.project.name === "integration") await stubTally(page, { script: "ok", form: "ok" });
      await use();
    },
    { auto: true },
  ],
  /** Likewise Cal.com, which 'Reservar demo' loads on hover in the integration build. */
  calDefault: [
    async ({ page }, use, testInfo) => {
      if (testInfo.project.name === "integration") await stubCal(page, { script: "ok" });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const seen: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") seen.push(message.text());
      });
      page.on("pageerror", (error) => seen.push(`Uncaught: ${error.message}`));
      // Chromium logs most CSP violations itself; this also catches those it reports only as events.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });

      await use({ expect: (pattern) => expected.push(pattern), seen });

      const unexpected = seen.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors or uncaught errors the test did not expect").toEqual([]);
      for (const pattern of expected) {
        expect(
          seen.some((text) => pattern.test(text)),
          `expected a console error matching ${pattern}`,
        ).toBe(true);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page is hydrated: the body carries `data-hydrated` once React runs the page
 * (app/hooks/use-early-click.ts), and every control then does its job.
 */
export async function hydrated(page: Page) {
  await page.locator("body[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens `path` as a slow phone meets it: the CPU four times slower, and the page's code held back
 * until `arrive()`, so a tap made now meets the prerendered HTML whatever the machine's speed.
 * `arrive()` lets the code through and waits until the page is hydrated.
 */
export async function openBeforeItsCode(page: Page, path = "/") {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return async () => {
    await expect(page.locator("body")).not.toHaveAttribute("data-hydrated");
    release();
    await hydrated(page);
  };
}

export const widths = [360, 768, 1440] as const;

/** Nothing compares the screenshots: they are for a person to look at, so taken only when asked. */
const screenshotsWanted = process.env.SCREENSHOTS === "1";

/** With SCREENSHOTS=1, saves a screenshot of the page or an element as test-results/screenshots/<name>.png. */
export async function screenshot(target: Page | Locator, name: string) {
  if (!screenshotsWanted) return;
  await target.screenshot({ path: `test-results/screenshots/${name}.png`, animations: "disabled" });
}

/** With SCREENSHOTS=1, saves a (by default full-page) screenshot at each width under test-results/screenshots/. */
export async function screenshots(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: string } = {},
) {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const path = `test-results/screenshots/${name}-${width}.png`;
    // An element's own screenshot stitches beyond the viewport while sections above it render
    // (content-visibility); the viewport scrolled to the element's top is what a visitor sees.
    if (options.element) await page.locator(options.element).evaluate((each) => each.scrollIntoView());
    const fullPage = !options.element && (options.fullPage ?? true);
    await page.screenshot({ path, fullPage, animations: "disabled" });
  }
  if (original) await page.setViewportSize(original);
}

/** With SCREENSHOTS=1, saves a screenshot of one element at each width, as test-results/screenshots/<name>-<width>.png. */
export async function elementScreenshots(page: Page, target: Locator, name: string) {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(target, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}

/** Runs axe-core on the page as it is now (WCAG 2.2 A/AA and best practices): zero violations. */
export async function expectNoA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    // axe.run in the page itself: the default opens a blank tab per run to merge its frames'
    // results, a second of each run's 2.5 s. It leaves out only cross-origin frames: the
    // vendors' (our stubs here); their titles, on our side, are still checked.
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still checks every node; axe only stops describing each pass, a quarter of its work.
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** Waits until `target`'s own animations (its opening, say) have finished, as a visitor sees it settle. */
export async function animationsFinished(target: Locator) {
  await target.evaluate((element) => Promise.all(element.getAnimations().map((each) => each.finished)));
}

/** A control's top on the page (not in the viewport): it must not move while the visitor aims at it. */
export const pageTop = (control: Locator) =>
  control.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** Nothing scrolls sideways: the page is no wider than the viewport it has now. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Checks axe at each of the three widths. */
export async function expectNoA11yViolationsAtAllWidths(page: Page, include?: string) {
  // Three full axe runs on a long page take most of the 30 s budget when both workers are busy.
  test.slow();
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page, include);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Runs a paused Playwright clock in steps of 200 ms until `target` shows, so a state that lasts
 * longer than a step (an action's card while it runs) is seen before it ends.
 */
export async function runClockUntilVisible(page: Page, target: Locator, limitMs = 60_000) {
  for (let ran = 0; ran < limitMs && !(await target.isVisible()); ran += 200) {
    await page.clock.runFor(200);
  }
  await expect(target).toBeVisible();
}

/** Records, for the next click on the page, whether anything cancelled its default action; then cancels it
 * so headless Chromium does not try to hand `tel:` to an operating-system app. */
export async function recordNextClick(page: Page) {
  await page.evaluate(() => {
    window.addEventListener(
      "click",
      (event) => {
        document.documentElement.dataset.clickPrevented = String(event.defaultPrevented);
        event.preventDefault();
      },
      { once: true },
    );
  });
  return () => page.evaluate(() => document.documentElement.dataset.clickPrevented);
}
