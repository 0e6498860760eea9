import type { Page } from "@playwright/test";

import { expect, hydrated } from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { answerWebCall, useVapiDouble } from "./vapi-double";
import { spyOnWakeLock } from "./wake-lock-spy";

export const status = (page: Page) => page.getByRole("status");
export const panel = (page: Page) => page.getByRole("region", { name: "Llamada con el asistente" });
export const callButton = (page: Page, name: "Iniciar Llamada" | "Finalizar Llamada") =>
  page.getByRole("button", { name, exact: true });
/** A speaking indicator: its hidden text says 'hablando' or 'en silencio'. */
export const indicator = (page: Page, label: "Tu voz" | "Asistente") =>
  panel(page).getByRole("listitem").filter({ hasText: label });

/** The SDK double in place, the API answering, the page's tracks and wake lock recorded; then the page. */
export async function openVapiDemo(page: Page, config: Parameters<typeof useVapiDouble>[1] = {}) {
  await recordMicTracks(page);
  await spyOnWakeLock(page);
  await useVapiDouble(page, config);
  await answerWebCall(page);
  await page.goto("/demo-cat");
  await hydrated(page);
}

export async function startCall(page: Page) {
  await callButton(page, "Iniciar Llamada").click();
  await expect(status(page)).toHaveText(/^Llamada activa - \d\d:\d\d$/);
}

export async function endCall(page: Page) {
  await callButton(page, "Finalizar Llamada").click();
  await expect(status(page)).toHaveText("Llamada finalizada");
}

/** Both microphone tracks of each call so far, the page's and the one Daily opens, are stopped. */
export async function expectNoLiveTrack(page: Page, calls = 1) {
  await expect
    .poll(async () => (await micTracks(page)).map((track) => track.readyState))
    .toEqual(Array.from({ length: 2 * calls }, () => "ended"));
}
