import type { Page } from "@playwright/test";

import { contactCards } from "../app/content/contact";
import { finalCta } from "../app/content/home";
import { integrationEnv } from "./builds.mjs";
import { openCounted, useCollector, whenSent } from "./collector-client";
import { expect, hydrated, test } from "./fixtures";
import { stubTally } from "./tally-stub";

/**
 * The analytics contract end to end: what the site's features send arrives at the
 * (local) PostHog collector with exactly the names and properties of docs/product.md#events.
 */
test.use({
  viewport: { width: 1440, height: 900 },
});

const properties = (event: { properties: Record<string, unknown> }) => event.properties;

/** Lets the page handle the next clicks, then cancels navigation to mailto:/tel: in headless Chromium. */
async function keepPageOnClicks(page: Page) {
  await page.evaluate(() =>
    window.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
}

test("contact section and final CTA: clicks and the form view arrive with their properties", async ({
  page,
}) => {
  const collector = await useCollector(page);
  await stubTally(page, { script: "ok", form: "ok" });
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await keepPageOnClicks(page);

  const contact = page.locator("#contacto");
  await contact.scrollIntoViewIfNeeded();
  await contact.getByRole("link", { name: contactCards.email.action }).click();
  await contact.getByRole("link", { name: "hola@agentia.example" }).click();
  for (const name of ["+54 9 11 5555-0100", contactCards.phone.whatsappAction]) {
    // On a desktop a WhatsApp link opens the contact dialog; close it before the next click.
    await contact.getByRole("link", { name }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  const finalSection = page.locator("section", { has: page.getByRole("heading", { name: finalCta.title }) });
  await finalSection.getByRole("link", { name: finalCta.bookDemo }).click();

  await whenSent(page, async () =>
    (await collector.events()).map((event) => [event.event, properties(event)]),
  ).toEqual(
    expect.arrayContaining([
      ["email_click", expect.objectContaining({ location: "contact_section" })],
      ["cta_click", expect.objectContaining({ name: "email_address_click" })],
      ["whatsapp_click", expect.objectContaining({ location: "contact_section" })],
      ["cta_click", expect.objectContaining({ name: "whatsapp_number_click" })],
      ["cta_click", expect.objectContaining({ name: "bottom_demo_cta" })],
      [
        "tally_form_view",
        expect.objectContaining({
          form_id: integrationEnv.VITE_TALLY_FORM_ID,
          location: "contact_section",
        }),
      ],
    ]),
  );
});

test("voice demo: page view, call start, mute, call end with its duration", async ({ page }) => {
  const collector = await openCounted(page, "/demo-cat?driver=preview");
  const start = page.getByRole("button", { name: "Iniciar Llamada", exact: true });
  await hydrated(page);
  await start.click();
  await expect(page.getByRole("status")).toHaveText(/^Llamada activa - 00:0[1-9]$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Silenciar micrófono" }).click();
  await page.getByRole("button", { name: "Finalizar Llamada", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Llamada finalizada");

  await whenSent(page, async () => (await collector.events()).map((event) => event.event)).toEqual(
    expect.arrayContaining(["demo_page_view", "demo_call_start", "mic_toggle", "demo_call_end"]),
  );
  // The preview has no provider, so no noise suppression.
  const [callStart] = await collector.events("demo_call_start");
  expect(callStart?.properties.noise_suppression).toBe(false);
  const [toggle] = await collector.events("mic_toggle");
  expect(toggle?.properties.state).toBe("muted");
  const [end] = await collector.events("demo_call_end");
  expect(end?.properties.call_duration).toEqual(expect.any(Number));
  expect(end?.properties.call_duration as number).toBeGreaterThanOrEqual(1);
  expect(end?.properties.end_reason).toBe("visitor");
});

test("voice demo: a failed start sends demo_call_error with a readable message", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
  const collector = await useCollector(page);
  await page.route("https://api.vapi.ai/call/web", (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({
          status: 204,
          headers: {
            "access-control-allow-origin": "*",
            "access-control-allow-headers": "authorization, content-type",
          },
        })
      : route.fulfill({
          status: 500,
          headers: { "access-control-allow-origin": "*" },
          json: { message: "Internal server error", error: "Internal Server Error", statusCode: 500 },
        }),
  );
  await page.clock.install();
  await page.goto("/demo-cat");
  const start = page.getByRole("button", { name: "Iniciar Llamada", exact: true });
  await hydrated(page);
  await start.click();
  await expect(page.getByRole("status")).toContainText("Error en la llamada", { timeout: 15_000 });

  await whenSent(page, () => collector.events("demo_call_error")).toHaveLength(1);
  const [error] = await collector.events("demo_call_error");
  expect(error?.properties.error_message).toEqual(expect.any(String));
  expect(error?.properties.error_message).not.toContain("[object Object]");
});
