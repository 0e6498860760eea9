import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";

import { contactDialogVariants } from "../app/content/contact-dialog";
import { transcriptCopy } from "../app/content/demo-cat";
import { previewScript } from "../app/content/demo-preview";
import { postCallCopy, transcriptFileCopy } from "../app/content/post-call";
import { site } from "../app/content/site";
import {
  expect,
  expectNoA11yViolationsAtAllWidths,
  hydrated,
  recordNextClick,
  screenshots,
  test,
} from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { cardTexts, previewCallActions, previewCallFileLines } from "./preview-actions";

/** 19:05 in Buenos Aires, where the test's browser lives. */
const CALL_DAY = new Date("2026-11-23T22:05:00Z");

const status = (page: Page) => page.getByRole("status");
const callButton = (page: Page, name: "Iniciar Llamada" | "Finalizar Llamada") =>
  page.getByRole("button", { name, exact: true });
const card = (page: Page) => page.getByRole("region", { name: postCallCopy.heading });

/**
 * Plays the preview's whole scripted conversation on Playwright's clock (about 51 s of it, not
 * of the test's time), then hangs up. The clock stands still but for `runFor`, so the call's
 * length is exactly what the pill showed before the hang-up; it runs in real time again after.
 */
async function wholeCall(page: Page): Promise<string> {
  await page.clock.install({ time: CALL_DAY });
  await page.goto("/demo-cat");
  // Hydration runs on timers too: a clock paused before it ends would leave the page unhydrated.
  await hydrated(page);
  await page.clock.pauseAt(new Date(CALL_DAY.getTime() + 30_000));
  await callButton(page, "Iniciar Llamada").click();
  await expect(status(page)).toContainText("Conectando...");
  await page.clock.runFor(55_000);
  const transcript = page.getByRole("log", { name: transcriptCopy.heading });
  await expect(transcript).toContainText(previewScript.at(-1)!.text);
  const shown = (await status(page).textContent())!.match(/\d\d:\d\d$/)![0];
  await callButton(page, "Finalizar Llamada").click();
  await expect(status(page)).toHaveText("Llamada finalizada");
  await page.clock.resume();
  return shown;
}

test.describe("the card after a call (preview driver)", () => {
  test.use({
    timezoneId: "America/Argentina/Buenos_Aires",
    permissions: ["clipboard-read", "clipboard-write"],
  });

  test.beforeEach(async ({ page }) => {
    await recordMicTracks(page);
  });

  test("summary, copy, download, WhatsApp dialog and 'Dejar mis datos' after a whole call", async ({
    page,
  }) => {
    test.slow();
    const duration = await wholeCall(page);
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);

    const summary = card(page);
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText(postCallCopy.heading);
    const stat = (label: string) => summary.locator("dt", { hasText: label }).locator("+ dd");
    await expect(stat(postCallCopy.stats.duration)).toHaveText(duration);
    const assistantTurns = previewScript.filter((turn) => turn.role === "assistant").length;
    await expect(stat(postCallCopy.stats.assistantTurns)).toHaveText(String(assistantTurns));
    await expect(summary).not.toContainText(postCallCopy.endedByLimit);
    // What the assistant did, in order: each action's outcome.
    await expect(
      summary.getByRole("list", { name: "Lo que hizo el asistente" }).getByRole("listitem"),
    ).toHaveText(previewCallActions.map((action) => cardTexts(action).done));

    await summary.getByRole("button", { name: "Copiar transcripción" }).click();
    await expect(page.getByText("Transcripción copiada")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const heading = transcriptFileCopy.heading("23 de noviembre de 2026 a las 19:0");
    expect(copied.startsWith(heading)).toBe(true);
    // One line per turn, as docs/product.md#what-sells-the-demo fixes them, and one per action.
    expect(copied.split("\n").slice(1)).toEqual(["", ...previewCallFileLines, ""]);
    expect(previewCallFileLines.filter((line) => line.startsWith("Acción: "))).toHaveLength(3);

    const downloading = page.waitForEvent("download");
    await summary.getByRole("button", { name: "Descargar transcripción" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^transcripcion-demo-cat-2026-11-23-190\d\.txt$/);
    const file = await readFile((await download.path())!, "utf8");
    expect(file).toBe(copied);

    const conversion = summary.getByRole("group", { name: "¿Querés un asistente así para tu empresa?" });
    const whatsapp = conversion.getByRole("link", { name: "Hablar con nuestro equipo" });
    await expect(whatsapp).toHaveAttribute("href", site.whatsapp.href);
    await whatsapp.click();
    const dialog = page.getByRole("dialog", { name: contactDialogVariants.whatsapp.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(site.whatsapp.display, { exact: true })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(whatsapp).toBeFocused();

    await conversion.getByRole("link", { name: "Dejar mis datos" }).click();
    await expect(page).toHaveURL(/\/(#contacto)?$/);
    await expect(page.locator("#contacto")).toBeInViewport();
  });

  test("axe finds nothing with the card open at 360, 768 and 1440 px; Tab reaches it after the call's controls", async ({
    page,
  }) => {
    test.slow();
    await wholeCall(page);
    await expect(card(page)).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "voice-demo-post-call");
    await screenshots(page, "voice-demo-post-call-card", { fullPage: false });

    // The call button, then what can be done before the next call, then the card.
    await callButton(page, "Iniciar Llamada").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Prefiero escribir" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Probar micrófono" })).toBeFocused();
    // Chromium's fake device has two inputs, and the fake-UI flag grants the permission from the
    // start: the select is there.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "Micrófono" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("button", { name: "Copiar transcripción" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("button", { name: "Descargar transcripción" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("link", { name: "Hablar con nuestro equipo" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("link", { name: "Dejar mis datos" })).toBeFocused();
  });

  test("a new call replaces the card and the transcript", async ({ page }) => {
    test.slow();
    await wholeCall(page);
    await expect(card(page)).toBeVisible();
    await callButton(page, "Iniciar Llamada").click();
    await expect(card(page)).toHaveCount(0);
    const transcript = page.getByRole("log", { name: transcriptCopy.heading });
    await expect(transcript).toContainText(transcriptCopy.empty);
    await expect(transcript).not.toContainText(previewScript.at(-1)!.text);
    await expect(status(page)).toHaveText(/^Llamada activa/);
  });

  test("no card after a failed call", async ({ page }) => {
    // The microphone request fails: 'Error en la llamada', never the card.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("busy", "NotReadableError"));
    });
    await page.goto("/demo-cat");
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });
});

test.describe("the card after a call on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test("'Hablar con nuestro equipo' is a plain WhatsApp link: nothing cancels it and no dialog opens", async ({
    page,
  }) => {
    await page.goto("/demo-cat");
    // The card follows any call that was answered, however short.
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText(/^Llamada activa/);
    await callButton(page, "Finalizar Llamada").click();

    const whatsapp = card(page).getByRole("link", { name: "Hablar con nuestro equipo" });
    await expect(whatsapp).toHaveAttribute("href", site.whatsapp.href);
    const prevented = await recordNextClick(page);
    await whatsapp.click();
    expect(await prevented()).toBe("false");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
