import type { Page } from "@playwright/test";

import { consentBanner } from "../app/content/consent";
import { demoPage } from "../app/content/demo-cat";
import { collectorOrigin } from "./builds.mjs";
import { openCounted, useCollector, whenSent } from "./collector-client";
import {
  animationsFinished,
  expect,
  expectNoA11yViolationsAtAllWidths,
  hydrated,
  openBeforeItsCode,
  screenshots,
  test,
} from "./fixtures";

const banner = (page: Page) => page.getByRole("region", { name: consentBanner.label });

/** Cookie names and storage keys PostHog would write, read from the page's browser context. */
async function posthogTraces(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...storage].filter((name) => /^ph_|posthog/i.test(name));
}

/** A first visit: the banner asks, and the page view is counted before any answer. */
async function openUndecided(page: Page) {
  const collector = await openCounted(page, "/");
  await expect(banner(page)).toBeVisible();
  await whenSent(page, () => collector.events("$pageview")).toHaveLength(1);
  return collector;
}

test.describe("analytics (PostHog at the local collector)", () => {
  test("neither SDK is in the JavaScript the page loads to hydrate", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
    });
    await page.goto("/", { waitUntil: "load" });
    await hydrated(page);
    const beforeLoad = [...scripts];

    expect(beforeLoad.length).toBeGreaterThan(0);
    // Each SDK's own signature: PostHog's log prefix, Sentry's SDK name.
    for (const url of beforeLoad) {
      const source = await (await page.request.get(url)).text();
      expect(source).not.toContain("[PostHog.js]");
      expect(source).not.toContain("sentry.javascript");
    }
  });

  test("'Ver una demo gratis' delivers cta_click hero_contact_button; page views on both routes", async ({
    page,
  }) => {
    const collector = await openCounted(page, "/demo-cat/");
    await whenSent(page, async () =>
      (await collector.events("$pageview")).map((e) => e.properties.$pathname),
    ).toContain("/demo-cat/");

    // A client-side navigation (history change) is a page view too.
    await page.getByRole("link", { name: demoPage.homeLabel }).click();
    // After a client-side navigation the sections below the hero arrive with their chunk.
    await expect(page.locator("#contacto")).toBeAttached();
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await expect(page.locator("#contacto")).toBeInViewport();

    await whenSent(page, () => collector.events("cta_click")).toEqual([
      expect.objectContaining({ properties: expect.objectContaining({ name: "hero_contact_button" }) }),
    ]);
    const pageviews = (await collector.events("$pageview")).map((event) => event.properties.$pathname);
    expect(pageviews).toEqual(["/demo-cat/", "/"]);
  });

  test("before consent nothing is stored; 'Aceptar' by keyboard switches to persistent identity and replay", async ({
    page,
  }) => {
    const collector = await openUndecided(page);
    expect(await posthogTraces(page)).toEqual([]);

    // The banner comes first in the tab order: a few Tabs from the top of the page reach it.
    const accept = page.getByRole("button", { name: "Aceptar" });
    for (
      let presses = 0;
      presses < 3 && !(await accept.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => posthogTraces(page)).not.toEqual([]);

    // The choice is remembered: no banner on the next visit, and the session is recorded
    // (PostHog uploads a recording once the visitor interacts).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The second page view means PostHog (and its recorder) started on the new page.
    await whenSent(page, () => collector.events("$pageview")).toHaveLength(2);
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await whenSent(page, async () => (await collector.events("$snapshot")).length).toBeGreaterThan(0);
  });

  test("'Rechazar' keeps memory mode, records nothing and is remembered", async ({ page }) => {
    const collector = await openCounted(page, "/");
    await page.getByRole("button", { name: "Rechazar" }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await whenSent(page, () => collector.events("cta_click")).toHaveLength(1);
    expect(await posthogTraces(page)).toEqual([]);
    expect(await collector.events("$snapshot")).toEqual([]);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("a hero click before hydration on a slow phone (4x CPU) still scrolls and sends cta_click", async ({
    page,
  }) => {
    const collector = await useCollector(page);
    const arrive = await openBeforeItsCode(page);
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await expect(page.locator("#contacto")).toBeInViewport();

    await arrive();
    await expect(page.locator("#contacto")).toBeInViewport();
    await expect
      .poll(() => collector.events("cta_click"), { timeout: 20_000 })
      .toEqual([
        expect.objectContaining({ properties: expect.objectContaining({ name: "hero_contact_button" }) }),
      ]);
  });

  test("Global Privacy Control: no banner, no storage, anonymous events still counted", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const collector = await openCounted(page, "/");
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await whenSent(page, () => collector.events("cta_click")).toHaveLength(1);
    await expect(banner(page)).toBeHidden();
    expect(await posthogTraces(page)).toEqual([]);
    // No Web Vitals either: they would have been sent 5 s after the click.
    await page.clock.runFor(10_000);
    await page.reload();
    await whenSent(page, () => collector.events("$pageview")).toHaveLength(2);
    expect(await collector.events("$web_vitals")).toEqual([]);
  });

  test("Web Vitals: none before consent; after 'Aceptar', the page's and the next pages' LCP", async ({
    page,
  }) => {
    const collector = await openUndecided(page);
    // An input ends the LCP measure; with Web Vitals on, PostHog sends it 5 s later.
    await page.keyboard.press("Shift");
    await page.clock.runFor(10_000);
    // The next page view arrives after anything the first page had to send.
    await page.reload();
    await whenSent(page, () => collector.events("$pageview")).toHaveLength(2);
    expect(await collector.events("$web_vitals")).toEqual([]);

    // 'Aceptar' mid-visit measures the page already on screen.
    await page.getByRole("button", { name: "Aceptar" }).click();
    await whenSent(page, async () => {
      await page.keyboard.press("Shift");
      return collector.events("$web_vitals");
    }).toHaveLength(1);
    // A page loaded after consent measures from its start.
    await page.reload();
    await whenSent(page, () => collector.events("$pageview")).toHaveLength(3);
    await page.keyboard.press("Shift");
    await whenSent(page, () => collector.events("$web_vitals")).toHaveLength(2);

    for (const { properties } of await collector.events("$web_vitals")) {
      expect(properties).toMatchObject({
        $current_url: expect.stringMatching(/\/$/),
        $web_vitals_LCP_value: expect.any(Number),
      });
      // Measures only: no element of the page is named.
      expect(JSON.stringify(properties)).not.toContain("attribution");
    }
  });

  test("the banner covers neither hero button on a small phone, never shifts layout, and passes axe", async ({
    page,
  }) => {
    /** The hero's buttons whose bottom edge is below the banner's top edge. */
    const covered = async () => {
      const box = await banner(page).boundingBox();
      const names = [];
      for (const name of ["Ver una demo gratis", "Ver servicios"]) {
        const link = await page.getByRole("link", { name, exact: true }).first().boundingBox();
        if (!box || !link || link.y + link.height > box.y) names.push(name);
      }
      return names;
    };
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await animationsFinished(banner(page));
    expect(await covered(), "360 × 640").toEqual([]);

    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
            );
          }).observe({ type: "layout-shift", buffered: true });
          // No entry at all means no shift: the observer never calls back.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
        }),
    );
    expect(shift).toBe(0);
    // After the shift's measure: a new window size lays the page out anew.
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await covered(), "375 × 667").toEqual([]);

    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "consent-banner", { fullPage: false });
  });

  test("from 1024 px wide the banner covers no control in the first view of / or /demo-cat", async ({
    page,
  }) => {
    // Laptops' common sizes: on the left, the banner covered 'Iniciar Llamada' at the first three.
    const sizes = [
      [1024, 768],
      [1280, 720],
      [1366, 768],
      [1440, 900],
      [1920, 1080],
    ] as const;
    for (const path of ["/", "/demo-cat"]) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        const covered = await banner(page).evaluate((region) => {
          const over = region.getBoundingClientRect();
          return [...document.querySelectorAll("a, button, input, select, textarea")]
            .filter((control) => {
              const at = control.getBoundingClientRect();
              return (
                !region.contains(control) &&
                at.width > 0 &&
                at.left < over.right &&
                at.right > over.left &&
                at.top < over.bottom &&
                at.bottom > over.top
              );
            })
            .map((control) => control.textContent?.trim());
        });
        expect(covered, `${path} at ${width} × ${height}`).toEqual([]);
      }
    }
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`the banner takes no tap while it rises (motion: ${reducedMotion}): a tap reaches what it covers`, async ({
      page,
    }) => {
      // On the smallest phones the banner appears, right after hydration, over 'Ver servicios'; a
      // visitor's tap (or a test's click) aimed at the link as it appears must follow it.
      await page.setViewportSize({ width: 320, height: 568 });
      await page.emulateMedia({ reducedMotion });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const banner = document.querySelector("[data-slot=consent-banner]");
          if (!banner) return;
          observer.disconnect();
          const link = [...document.querySelectorAll("a")].find(
            (each) => each.textContent === "Ver servicios",
          )!;
          const [a, b] = [banner.getBoundingClientRect(), link.getBoundingClientRect()];
          const point = {
            x: (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2,
            y: (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2,
          };
          const covered = point.x > b.left && point.x < b.right && point.y > b.top && point.y < b.bottom;
          const hit = document.elementFromPoint(point.x, point.y)?.closest("a, section");
          Object.assign(window, { onArrival: { covered, hit: hit?.textContent, point } });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      type Arrival = { covered: boolean; hit: string; point: { x: number; y: number } };
      const arrival = await page.evaluate(() => (window as unknown as { onArrival: Arrival }).onArrival);
      expect(arrival).toMatchObject({ covered: true, hit: "Ver servicios" });

      // Once it is there, it is the banner's own: the same point is the banner.
      await animationsFinished(banner(page));
      const later = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-slot=consent-banner]") !== null,
        arrival.point,
      );
      expect(later).toBe(true);
    });
  }
});

test.describe("error reporting (Sentry at the local collector)", () => {
  test("a thrown error arrives scrubbed: no e-mail, phone, query string or IP", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Uncaught: Falló el envío/);
    const collector = await useCollector(page);
    await page.goto("/?utm_source=boletin&email=ana%40example.com#precios");
    // Error reporting starts with the page's code, which runs after the first paint.
    await hydrated(page);

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error(
          "Falló el envío de ana@example.com (+54 9 11 5555-0100) a https://api.example.com/v1?token=secreto",
        );
      });
    });

    await expect.poll(() => collector.errors(), { timeout: 15_000 }).toHaveLength(1);
    const [report] = await collector.errors();
    const sent = JSON.stringify(report);
    expect(sent).toContain("Falló el envío de [email] ([phone]) a https://api.example.com/v1");
    for (const secret of [
      "ana@example.com",
      "ana%40example.com",
      "5555",
      "token=",
      "utm_source",
      "#precios",
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).not.toMatch(/ip_address|"user"|cookie/i);
    expect(report?.event).toMatchObject({ environment: "production", release: expect.stringMatching(/@\d/) });
  });

  test("an unhandled promise rejection arrives too", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/Rechazo sin manejar/);
    const collector = await useCollector(page);
    await page.goto("/");
    await hydrated(page);

    await page.evaluate(() => {
      void Promise.reject(new Error("Rechazo sin manejar"));
    });

    await expect
      .poll(async () => (await collector.errors()).map((report) => JSON.stringify(report.event.exception)), {
        timeout: 15_000,
      })
      .toEqual([expect.stringContaining("Rechazo sin manejar")]);
  });
});

test.describe("blocked analytics and error hosts", () => {
  test("the page works and logs nothing but the browser's failed-request lines", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Uncaught: Error de prueba/);
    consoleErrors.expect(/Failed to load resource: net::ERR_FAILED/);
    const blocked: string[] = [];
    await page.route(`${collectorOrigin}/**`, (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });

    await page.goto("/");
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await expect(page.locator("#contacto")).toBeInViewport();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Error de prueba");
      });
    });

    await expect
      .poll(
        () => [
          blocked.some((path) => path.includes("/envelope")),
          blocked.some((path) => /^\/(e|i|batch)\b/.test(path)),
        ],
        {
          timeout: 15_000,
        },
      )
      .toEqual([true, true]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
