import { contactDialogVariants } from "../app/content/contact-dialog";
import { transcriptCopy } from "../app/content/demo-cat";
import { previewScript } from "../app/content/demo-preview";
import { postCallCopy } from "../app/content/post-call";
import { openCounted, whenSent } from "./collector-client";
import { expect, hydrated, test } from "./fixtures";
import { cardTexts, previewCallActions } from "./preview-actions";

/** The post-call card's events, end to end: what it sends arrives at the (local) PostHog collector. */
test.use({
  viewport: { width: 1440, height: 900 },
  permissions: ["clipboard-read", "clipboard-write"],
});

test("copy, download, WhatsApp and 'Dejar mis datos' send their demo events", async ({ page }) => {
  const collector = await openCounted(page, "/demo-cat?driver=preview");
  const start = page.getByRole("button", { name: "Iniciar Llamada", exact: true });
  await hydrated(page);
  await start.click();
  await expect(page.getByRole("log", { name: transcriptCopy.heading })).toContainText(previewScript[0]!.text);
  await page.getByRole("button", { name: "Finalizar Llamada", exact: true }).click();

  const card = page.getByRole("region", { name: postCallCopy.heading });
  await card.getByRole("button", { name: "Copiar transcripción" }).click();
  await expect(page.getByText("Transcripción copiada")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Descargar transcripción" }).click();
  await downloading;
  await card.getByRole("link", { name: "Hablar con nuestro equipo" }).click();
  const dialog = page.getByRole("dialog", { name: contactDialogVariants.whatsapp.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await card.getByRole("link", { name: "Dejar mis datos" }).click();
  await expect(page.locator("#contacto")).toBeInViewport();

  const cardEvents = async () =>
    (await collector.events())
      .filter((event) => event.event.startsWith("demo_transcript_") || event.event === "demo_cta_click")
      .map((event) => [event.event, event.properties.name ?? null]);
  await whenSent(page, cardEvents).toEqual([
    ["demo_transcript_copy", null],
    ["demo_transcript_download", null],
    ["demo_cta_click", "whatsapp"],
    ["demo_cta_click", "contact"],
  ]);
});

test("the preview acts its booking out: its card offers 'Agendar una reunión', never a meeting, and no booking_scheduled", async ({
  page,
}) => {
  test.slow();
  const collector = await openCounted(page, "/demo-cat?driver=preview");
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 30_000);
  await page.getByRole("button", { name: "Iniciar Llamada", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Conectando...");
  // The whole script, on the clock: its booking's card has ended well.
  await page.clock.runFor(55_000);
  const booking = previewCallActions.find((action) => action.tool === "agendar_reunion")!;
  const log = page.getByRole("log", { name: transcriptCopy.heading });
  await expect(log).toContainText(previewScript.at(-1)!.text);
  await expect(log.locator("[data-slot=action-card]", { hasText: cardTexts(booking).done })).toBeVisible();
  // Hung up while the clock still holds the call still, as post-call.spec.ts does: the call's
  // state is then the one the test checked, whatever the fake microphone does once time runs.
  await page.getByRole("button", { name: "Finalizar Llamada", exact: true }).click();
  await page.clock.resume();

  const card = page.getByRole("region", { name: postCallCopy.heading });
  await expect(card.getByRole("list", { name: postCallCopy.actionsHeading })).toContainText(
    cardTexts(booking).done,
  );
  await expect(card.getByRole("link", { name: "Agendar una reunión" })).toBeVisible();
  await expect(card).not.toContainText("Tu reunión quedó agendada");
  await whenSent(page, async () => (await collector.events("demo_call_end")).length).toBe(1);
  expect(await collector.events("booking_scheduled")).toEqual([]);
});
