import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { contactCards, contactForm, leadForm } from "../app/content/contact";
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

const card = (page: Page) => page.locator("#contacto").getByRole("article", { name: contactForm.title });
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
  await expect(
    page.locator("#contacto").getByText("¡Listo! Te escribimos dentro de las 24 h hábiles."),
  ).toBeVisible();

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

/** Sends the form as a visitor who scrolled on until 'Enviar' sat mid-screen, the form's top out of sight. */
async function send(page: Page) {
  const submit = form(page).getByRole("button", { name: leadForm.submit });
  await submit.evaluate((button) => button.scrollIntoView({ block: "center" }));
  await submit.click();
}

/**
 * The answer to 'Enviar' has the focus, sits wholly in the viewport below the fixed header, and the
 * card around it ends with it: no empty box under a short answer.
 */
async function expectAnswerInView(page: Page, text: string) {
  const answer = page.locator(":focus");
  await expect(answer).toContainText(text);
  await expect(answer).toBeInViewport({ ratio: 1 });
  const header = await page.locator('[data-slot="site-header"]').boundingBox();
  // The page may still be gliding there: its top settles below the header.
  await expect
    .poll(async () => (await answer.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  const belowContent = await card(page).evaluate((element) => {
    const contentBottom = Math.max(
      ...[...element.children].map((each) => each.getBoundingClientRect().bottom),
    );
    return element.getBoundingClientRect().bottom - contentBottom;
  });
  // The card's own padding (32 px at most) and its border, nothing more.
  expect(belowContent).toBeLessThanOrEqual(40);
}

for (const width of [360, 1440]) {
  test(`at ${width} px, each answer takes the focus below the header, in a card that fits it`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/502/);
    await page.setViewportSize({ width, height: 900 });
    await openForm(page);
    // Before sending, beside the phone and e-mail cards on a wide screen, the card is as tall as they are.
    const bottom = (target: Locator) => target.evaluate((element) => element.getBoundingClientRect().bottom);
    const emailCard = page.locator("#contacto").getByRole("article", { name: contactCards.email.title });
    expect(await bottom(card(page))).toBeGreaterThanOrEqual((await bottom(emailCard)) - 1);

    await fill(page, `Rechazar: ${crypto.randomUUID()}`);
    await send(page);
    await expectAnswerInView(page, leadForm.failed);

    await field(page, "necesidad").fill(`Responder los turnos por WhatsApp ${crypto.randomUUID()}`);
    await send(page);
    await expectAnswerInView(page, leadForm.sent);
  });
}

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
  const failure = form(page).getByRole("group", {
    name: "No pudimos enviar tu mensaje. Escribinos por WhatsApp o por e-mail.",
  });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: contactCards.phone.whatsappAction })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(failure.getByRole("link", { name: contactCards.email.action })).toHaveAttribute(
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
  await expect(form(page).getByRole("group", { name: leadForm.limited })).toBeVisible();
  expect((await received()).webhook.some((each) => each.body.includes(need))).toBe(false);
});

test("axe finds nothing, the form empty and with its messages, at 360, 768 and 1440 px", async ({ page }) => {
  await openForm(page);
  await expectNoA11yViolationsAtAllWidths(page, "#contacto");
  await form(page).getByRole("button", { name: leadForm.submit }).click();
  await expectNoA11yViolationsAtAllWidths(page, "#contacto");
  await screenshots(page, "contact-own-form", { element: "#contacto" });
});
