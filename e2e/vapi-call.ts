import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";

import { browserExecutable, chromiumArgs } from "./browser.mjs";
import { writeMicrophoneWav } from "./fake-audio";
import { expect } from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { answerWebCall, useVapiDouble } from "./vapi-double";
import { spyOnWakeLock } from "./wake-lock-spy";

/**
 * Launch options for a spec whose microphone plays `parts` in a loop (Chromium's fake device,
 * heard by the page's analyser); PostHog drops events from a browser that reports webdriver.
 */
export function withMicrophone(name: string, parts: Parameters<typeof writeMicrophoneWav>[1]) {
  const wav = join(tmpdir(), `agentia-e2e-${name}-${process.pid}.wav`);
  writeMicrophoneWav(wav, parts);
  return {
    launchOptions: {
      executablePath: browserExecutable(),
      args: [
        ...chromiumArgs,
        "--disable-blink-features=AutomationControlled",
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
  };
}

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
  await expect(callButton(page, "Iniciar Llamada")).toBeEnabled();
}

export async function startCall(page: Page) {
  await callButton(page, "Iniciar Llamada").click();
  await expect(status(page)).toHaveText(/^Llamada activa - \d\d:\d\d$/);
}

/** Both microphone tracks of the call, the page's and the one Daily opens, are stopped. */
export async function expectNoLiveTrack(page: Page) {
  await expect
    .poll(async () => (await micTracks(page)).map((track) => track.readyState))
    .toEqual(["ended", "ended"]);
}
