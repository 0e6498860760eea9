import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { contactCards, leadForm } from "../app/content/contact";
import { guardedServerEnv, upstreamOrigin } from "./builds.mjs";
import { expect, expectNoA11yViolationsAtAllWidths, hydrated, screenshots, test } from "./fixtures";
import { stubTurnstile } from "./turnstile-stub";

/**
 * The site's own contact form (docs/product.md#contact-and-booking) on the guarded build, which
 * has it (VITE_LEAD_FORM, no Tally) and the guard: the page asks Turnstile for a token made for the
 * form (its script answered at the network boundary, e2e/turnstile-stub.ts), the site's endpoint
 * checks it with the local siteverify and hands the lead to the local webhook
 * (e2e/agent-upstream.mjs), which refuses a need that starts with "Rechazar".
 */

type Received = {
  siteverify: { token: string }[];
  webhook: { headers: Record<string, string>; body: string }[];
};
const received = async () => (await (await fetch(`${upstreamOrigin}/__received`)).json()) as Received;

const form = (page: Page) => page.locator("#contacto form");
const field = (page: Page, name: keyof typeof leadForm.labels) =>
  form(page).getByLabel(leadForm.labels[name], { exact: true });

async function openForm(page: Page) {
  await stubTurnstile(page, "pass");
  await page.goto("/#contacto");
  await hydrated(page);
}

async function fill(page: Page, need: string) {
  await field(page, "nombre").fill("Laura Gómez");
  await field(page, "empresa").fill("Transportes del Sur");
  await field(page, "contacto").fill("+54 9 11 5555-0100");
  await field(page, "necesidad").fill(need);
}

test("sent: the lead reaches the webhook, signed, with Turnstile's check made for the form", async ({
  page,
}) => {
  await openForm(page);
  const need = `Responder los turnos por WhatsApp ${crypto.randomUUID()}`;
  await fill(page, need);
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  await expect(page.locator("#contacto").getByRole("status")).toHaveText(
    "¡Listo! Te escribimos dentro de las 24 h hábiles.",
  );

  const { webhook, siteverify } = await received();
  const delivery = webhook.find((each) => each.body.includes(need))!;
  // Verified as the owner's receiver verifies it: Standard Webhooks, with its package.
  const verified = new Webhook(guardedServerEnv.LEAD_WEBHOOK_SECRET).verify(delivery.body, delivery.headers);
  expect(verified).toMatchObject({
    tipo: "lead",
    origen: "formulario",
    nombre: "Laura Gómez",
    empresa: "Transportes del Sur",
    telefono: "+54 9 11 5555-0100",
    necesidad: need,
  });
  const [token] = await page.evaluate(() => window.turnstileTokens);
  expect(token).toMatch(/^e2e-pass-lead-/);
  expect(siteverify.map((each) => each.token)).toContain(token);
});

test("checked in Spanish before anything is sent", async ({ page }) => {
  await openForm(page);
  const requests: string[] = [];
  page.on("request", (request) => void (request.url().includes("/api/lead") && requests.push(request.url())));
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  await expect(field(page, "nombre")).toBeFocused();
  await expect(field(page, "nombre")).toHaveAccessibleDescription(leadForm.problems.missing.nombre);
  await expect(form(page).getByText(leadForm.problems.missing.necesidad)).toBeVisible();
  expect(requests).toEqual([]);
});

test("refused by the webhook: the message with WhatsApp and e-mail, every word kept", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/502/);
  await openForm(page);
  const need = `Rechazar: ${crypto.randomUUID()}`;
  await fill(page, need);
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  const alert = form(page).getByRole("alert");
  await expect(alert).toContainText("No pudimos enviar tu mensaje. Escribinos por WhatsApp o por e-mail.");
  await expect(alert.getByRole("link", { name: contactCards.phone.whatsappAction })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(alert.getByRole("link", { name: contactCards.email.action })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await expect(field(page, "necesidad")).toHaveValue(need);
  await expect(field(page, "nombre")).toHaveValue("Laura Gómez");
  // Tried twice, then given up on.
  expect((await received()).webhook.filter((each) => each.body.includes(need))).toHaveLength(2);
});

test("over the limit: its message, nothing sent", async ({ page, visitorAddress, consoleErrors }) => {
  consoleErrors.expect(/429/);
  await openForm(page);
  // Five forms this visitor sent already (a script's, say), checked or not.
  for (let index = 0; index < 5; index += 1) {
    const response = await page.request.post("/api/lead", {
      headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": visitorAddress },
      data: {},
    });
    expect(response.status()).toBe(400);
  }
  const need = `Un sexto mensaje ${crypto.randomUUID()}`;
  await fill(page, need);
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  await expect(form(page).getByRole("alert")).toContainText(leadForm.limited);
  expect((await received()).webhook.some((each) => each.body.includes(need))).toBe(false);
});

test("axe finds nothing, the form empty and with its messages, at 360, 768 and 1440 px", async ({ page }) => {
  await openForm(page);
  await expectNoA11yViolationsAtAllWidths(page, "#contacto");
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  await expectNoA11yViolationsAtAllWidths(page, "#contacto");
  await screenshots(page, "contact-own-form", { element: "#contacto" });
});
