import type { Page } from "@playwright/test";

import { contactForm } from "../app/content/contact";
import { embedUrl, stubTally } from "./tally-stub";
import { expect, expectNoA11yViolationsAtAllWidths, hydrated, screenshots, test } from "./fixtures";

/** On the full landing page many sections precede #contacto; the stand-in hero is made as tall. */
async function withLongPageAbove(page: Page) {
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("#main > section:first-of-type { min-height: 3000px }");
    document.adoptedStyleSheets = [sheet];
  });
}

/** Stops the page's clock: its timers run only when the test advances them. */
async function stopPageClock(page: Page) {
  await page.clock.install();
  // Installed, the clock runs from now; stop it a minute ahead, before the page opens.
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Scrolls to #contacto on a stopped clock, advancing it 100 ms at a time (the sections need
 * some of the page's timers to hydrate) until `done`; returns the page time spent. Whatever
 * made `done` true happened in the last 100 ms of that time.
 */
async function scrollToContactUntil(page: Page, done: () => Promise<boolean>) {
  let spent = 0;
  await expect
    .poll(async () => {
      await page.evaluate(() => document.getElementById("contacto")?.scrollIntoView());
      if (await done()) return true;
      await page.clock.runFor(100);
      spent += 100;
      return false;
    })
    .toBe(true);
  return spent;
}

const formCard = (page: Page) => page.getByRole("article", { name: "Completá el formulario" });

test.describe("Tally contact form", () => {
  test("is requested only when the section approaches, then shown in the space reserved for it", async ({
    page,
  }) => {
    // Axe at three widths and three screenshots: slow on a shared two-core machine, not a hang.
    test.slow();
    const requests = await stubTally(page, { script: "ok", form: "ok" });
    await withLongPageAbove(page);
    await page.goto("/");
    await hydrated(page);
    expect(requests).toEqual([]);
    await expect(page.locator("#contacto iframe")).toHaveCount(0);
    // Laid out now, though off-screen (the landing skips the layout of sections far from view).
    await page.locator("#contacto").evaluate((section) => (section.style.contentVisibility = "visible"));
    const heightBefore = (await page.locator("#contacto").boundingBox())!.height;

    const formRequest = page.waitForRequest((request) => request.url().startsWith("https://tally.so/embed/"));
    await page.locator("#contacto").scrollIntoViewIfNeeded();
    expect((await formRequest).url()).toBe(embedUrl);

    const card = formCard(page);
    const iframe = card.locator("iframe");
    await expect(iframe).toHaveAttribute("title", contactForm.iframeTitle);
    await expect(iframe).toHaveAttribute("height", "276");
    await expect(card.getByRole("status")).toHaveCount(0);
    await expect(page.frameLocator("#contacto iframe").getByLabel("Nombre")).toBeVisible();
    expect(requests).toContain("https://tally.so/widgets/embed.js");
    expect((await page.locator("#contacto").boundingBox())!.height).toBe(heightBefore);

    await expectNoA11yViolationsAtAllWidths(page, "#contacto");
    await screenshots(page, "contact-section-form", { element: "#contacto" });
  });

  test("with Tally's script blocked, e-mail and WhatsApp take the form's place at once", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    await stopPageClock(page);
    await stubTally(page, { script: "blocked", form: "ok" });
    await page.goto("/");
    const card = formCard(page);
    const spent = await scrollToContactUntil(page, () =>
      card.getByText(contactForm.fallback.failed).isVisible(),
    );
    // The alternatives come from the failure, not from the 8 s wait.
    expect(spent).toBeLessThan(8_000);
    await expect(card.locator("iframe")).toHaveCount(0);
  });

  test("when the form never answers, e-mail and WhatsApp replace it after 8 s", async ({ page }) => {
    await stopPageClock(page);
    await stubTally(page, { script: "ok", form: "blocked" });
    await page.goto("/");
    const card = formCard(page);
    const iframe = card.locator("iframe");
    // The frame appears when the form starts loading, which starts the page's 8 s wait.
    await scrollToContactUntil(page, async () => (await iframe.count()) === 1);

    await page.clock.runFor(7_800);
    await expect(iframe).toHaveCount(1);
    await expect(card.getByText(contactForm.fallback.failed)).toHaveCount(0);

    await page.clock.runFor(200);
    await expect(card.getByText(contactForm.fallback.failed)).toBeVisible();
    await expect(iframe).toHaveCount(0);
  });
});
