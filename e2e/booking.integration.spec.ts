import type { Page } from "@playwright/test";

import { contactForm } from "../app/content/contact";
import { finalCta } from "../app/content/home";
import { integrationEnv } from "./builds.mjs";
import { calInstructions, calLink, calOrigin, embedScriptUrl, stubCal } from "./cal-stub";
import { useCollector, whenSent } from "./collector-client";
import { expect, hydrated, test } from "./fixtures";
import { stubTally } from "./tally-stub";

/**
 * From interest to a meeting (docs/product.md#contact-and-booking): 'Reservar demo' opens Cal.com's
 * scheduler over the page, and the contact form reports its submission. Cal.com and Tally are stubbed
 * at the network boundary; PostHog is the local collector.
 */
test.use({
  viewport: { width: 1440, height: 900 },
});

const bookDemo = (page: Page) =>
  page
    .locator("section", { has: page.getByRole("heading", { name: finalCta.title }) })
    .getByRole("link", { name: finalCta.bookDemo });

const popupFrame = (page: Page) => page.locator("cal-modal-box iframe");

test.describe("'Reservar demo' with Cal.com configured", () => {
  test("loads Cal.com only on intent, opens its scheduler over the page, and reports the booking", async ({
    page,
  }) => {
    const collector = await useCollector(page);
    const requests = await stubCal(page, { script: "ok" });
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const link = bookDemo(page);
    await link.scrollIntoViewIfNeeded();
    // Still a real link to #contacto, and nothing of Cal's fetched yet.
    await expect(link).toHaveAttribute("href", "#contacto");
    expect(requests).toEqual([]);

    await link.hover();
    await expect.poll(() => requests).toEqual([embedScriptUrl]);
    await link.click();

    const frame = popupFrame(page);
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute("src"))!);
    expect(`${src.origin}${src.pathname}`).toBe(`${calOrigin}/${calLink}/embed`);
    expect(src.searchParams.get("theme")).toBe("dark");
    // The page did not move: the scheduler is over it, not instead of it.
    expect(page.url()).toMatch(/\/$/);
    // The site's dark theme and brand colour, as given to Cal's embed.
    expect(await calInstructions(page)).toContainEqual([
      "booking",
      "ui",
      {
        theme: "dark",
        cssVarsPerTheme: {
          light: { "cal-brand": "#34dde5", "cal-brand-text": "#07121e" },
          dark: { "cal-brand": "#34dde5", "cal-brand-text": "#07121e" },
        },
      },
    ]);
    expect(await calInstructions(page)).toContainEqual(["booking", "init", "booking", { origin: calOrigin }]);

    // The booking page is Cal.com's, in a cross-origin frame just attached: Chromium drops a real
    // click there now and then (its input reaches the frame once its hit-test data has), so the
    // booker's own button is pressed from inside it.
    await page
      .frameLocator("cal-modal-box iframe")
      .getByRole("button", { name: "Confirmar" })
      .dispatchEvent("click");

    const eventsOf = async () =>
      (await collector.events())
        .filter((event) => event.event.startsWith("booking_") || event.event === "cta_click")
        .map((event) => [event.event, event.properties.location ?? event.properties.name]);
    await whenSent(page, eventsOf).toEqual([
      ["cta_click", "bottom_demo_cta"],
      ["booking_open", "final_cta"],
      ["booking_scheduled", "final_cta"],
    ]);

    // Closing the scheduler gives the focus back to the link that opened it.
    await page.locator("cal-modal-box").getByRole("button", { name: "Close" }).click();
    await expect(frame).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("with Cal.com's host failing, the link goes to #contacto at once", async ({ page, consoleErrors }) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stubCal(page, { script: "blocked" });
    await page.goto("/");
    await hydrated(page);
    await bookDemo(page).click();
    await expect(page.locator("#contacto")).toBeFocused();
    await expect(page.locator("#contacto")).toBeInViewport();
    await expect(popupFrame(page)).toHaveCount(0);
    await expect(bookDemo(page)).not.toHaveAttribute("aria-busy");
  });

  test("when Cal.com does not answer, the link waits 8 s, then goes to #contacto", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await stubCal(page, { script: "hanging" });
    await page.goto("/");
    await hydrated(page);
    // From here the page's timers run only when the test advances them.
    await page.clock.pauseAt(Date.now() + 60_000);
    const link = bookDemo(page);
    await link.click();
    await expect(link).toHaveAttribute("aria-busy", "true");

    await page.clock.runFor(7_900);
    await expect(link).toHaveAttribute("aria-busy", "true");
    await expect(page.locator("#contacto")).not.toBeFocused();

    await page.clock.runFor(100);
    await expect(page.locator("#contacto")).toBeFocused();
    await expect(page.locator("#contacto")).toBeInViewport();
    await expect(link).not.toHaveAttribute("aria-busy");
    await expect(popupFrame(page)).toHaveCount(0);
  });
});

test.describe("Cal.com in the first load of /", () => {
  // Cal's embed snippet (from @calcom/embed-react) is the code that queues `initNamespace`.
  const calSnippet = "initNamespace";
  const holdsCalCode = async (page: Page, urls: string[]) => {
    const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    return urls.filter((_, index) => bodies[index]!.includes(calSnippet));
  };

  test("neither the built page nor its start-up scripts hold Cal's code; the first hover fetches it", async ({
    page,
  }) => {
    const requests = await stubCal(page, { script: "ok" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto("/");
    expect(await response!.text()).not.toMatch(/cal\.com|calcom/i);
    await hydrated(page);
    const atStartUp = [...scripts];
    expect(atStartUp.length).toBeGreaterThan(0);
    for (const url of atStartUp) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(await holdsCalCode(page, atStartUp)).toEqual([]);
    expect(requests).toEqual([]);

    await bookDemo(page).hover();
    await expect.poll(() => requests).toEqual([embedScriptUrl]);
    // The site's own chunks fetched since (near #contacto, Tally's script may come too).
    const onHover = scripts
      .slice(atStartUp.length)
      .filter((url) => new URL(url).origin === new URL(page.url()).origin);
    expect(await holdsCalCode(page, onHover)).toHaveLength(1);
  });
});

test.describe("Contact form conversion", () => {
  /** What Tally's frame posts when our form is sent (the receiver sees the sender's origin). */
  const submission = JSON.stringify({
    event: "Tally.FormSubmitted",
    payload: {
      id: "r1",
      respondentId: "p1",
      formId: integrationEnv.VITE_TALLY_FORM_ID,
      formName: "Contacto",
    },
  });

  test("a submission of our form from Tally sends tally_form_submit; forged ones send nothing", async ({
    page,
  }) => {
    test.slow();
    const collector = await useCollector(page);
    const requests = await stubTally(page, { script: "ok", form: "ok" });
    await page.clock.install();
    await page.goto("/?utm_source=linkedin&utm_campaign=lanzamiento&ref=nope");
    await hydrated(page);
    await page.locator("#contacto").scrollIntoViewIfNeeded();
    const form = page.frameLocator("#contacto iframe");
    await expect(form.getByLabel("Nombre")).toBeVisible();
    // The visit's utm_* parameters reach the form as hidden fields (URL parameters of the embed).
    const embed = new URL(requests.find((url) => url.startsWith("https://tally.so/embed/"))!);
    expect(embed.searchParams.get("utm_source")).toBe("linkedin");
    expect(embed.searchParams.get("utm_campaign")).toBe("lanzamiento");
    expect(embed.searchParams.has("ref")).toBe(false);

    // Forged: from the page's own origin, and from Tally about another form.
    await page.evaluate((data) => window.postMessage(data, "*"), submission);
    const tallyFrame = page.frames().find((frame) => frame.url().startsWith("https://tally.so/"))!;
    await tallyFrame.evaluate(
      (data) => parent.postMessage(data.replace('"formId":"e2eForm"', '"formId":"otherForm"'), "*"),
      submission,
    );
    // Genuine: Tally's frame reports our form sent.
    await tallyFrame.evaluate((data) => parent.postMessage(data, "*"), submission);

    // The forged messages came first: had one counted, it would arrive with or before the genuine one.
    await whenSent(page, () => collector.events("tally_form_submit")).not.toEqual([]);
    const submits = await collector.events("tally_form_submit");
    expect(submits.map((event) => event.properties)).toEqual([
      expect.objectContaining({ form_id: integrationEnv.VITE_TALLY_FORM_ID, location: "contact_section" }),
    ]);
    await expect(page.getByText(contactForm.fallback.failed)).toHaveCount(0);
  });
});
