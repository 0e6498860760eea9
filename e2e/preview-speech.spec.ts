import { type Page } from "@playwright/test";

import { transcriptCopy } from "../app/content/demo-cat";
import { previewScript } from "../app/content/demo-preview";
import { speechArgs, testLaunchOptions } from "../scripts/browser.mjs";
import { expect, hydrated, test } from "./fixtures";
import { cardTexts } from "./preview-actions";

/**
 * The preview speaks (docs/product.md#the-agent-at-work): its assistant's lines through the
 * browser's own speech synthesis, here espeak-ng's voices through speech-dispatcher (docs/testing.md).
 * One test: every Chromium of the machine talks to the one daemon, and one browser's line or
 * cancel can cut another's.
 */
test.use({
  launchOptions: testLaunchOptions(...speechArgs),
});

type Utterance = { text: string; lang: string; voice: string | null; events: string[] };

declare global {
  interface Window {
    utterances: Utterance[];
    speechCancels: number;
  }
}

/** Records what the page asks the browser to say, and what the browser does with it; says it all the same. */
async function spyOnSpeech(page: Page) {
  await page.addInitScript(() => {
    window.utterances = [];
    window.speechCancels = 0;
    const synth = window.speechSynthesis;
    const speak = synth.speak.bind(synth);
    const cancel = synth.cancel.bind(synth);
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      const seen = {
        text: utterance.text,
        lang: utterance.lang,
        voice: utterance.voice?.lang ?? null,
        events: [] as string[],
      };
      window.utterances.push(seen);
      for (const type of ["start", "end", "error"]) {
        utterance.addEventListener(type, () => seen.events.push(type));
      }
      speak(utterance);
    };
    synth.cancel = () => {
      window.speechCancels += 1;
      cancel();
    };
  });
}

const utterances = (page: Page) => page.evaluate(() => window.utterances);

test("the assistant's lines are said in a Spanish voice as the log shows them; 'Finalizar Llamada' silences it", async ({
  page,
}) => {
  test.slow();
  await spyOnSpeech(page);
  await page.clock.install();
  await page.goto("/demo-cat");
  await hydrated(page);
  await expect
    .poll(
      () => page.evaluate(() => speechSynthesis.getVoices().some((voice) => /^es(-|_|$)/i.test(voice.lang))),
      {
        message:
          "Chromium lists no Spanish voice: is speech-dispatcher-espeak-ng installed (docs/testing.md)?",
      },
    )
    .toBe(true);
  await page.clock.pauseAt(Date.now() + 30_000);
  await page.getByRole("button", { name: "Iniciar Llamada", exact: true }).click();

  // The script's timers run on the paused clock, the voice in real time: before the clock moves
  // on, every line asked for has been said to its end, so the preview never gives up on one.
  const log = page.getByRole("log", { name: transcriptCopy.heading });
  const bookingAction = previewScript.find((turn) => turn.action?.tool === "agendar_reunion")!.action!;
  const bookingRunning = log
    .locator("[data-slot=action-card]")
    .filter({ hasText: cardTexts(bookingAction).running });
  for (let ran = 0; !(await bookingRunning.isVisible()); ran += 200) {
    expect(ran, "the call never reached the booking's card").toBeLessThan(60_000);
    await expect
      .poll(
        async () =>
          (await utterances(page)).every(({ events }) => events.length > 0 && events.at(-1) !== "start"),
        {
          message:
            "the browser never finished a line: is speech-dispatcher running with a sound output (docs/testing.md)?",
        },
      )
      .toBe(true);
    await page.clock.runFor(200);
  }

  // Every assistant line so far, and only those, in order: said to the end, in Spanish.
  const said = await utterances(page);
  const shown = await log
    .getByRole("listitem")
    .filter({ has: page.getByText(transcriptCopy.roles.assistant, { exact: true }) })
    .locator("p")
    .allTextContents();
  expect(said.map(({ text }) => text)).toEqual(shown);
  expect(shown.length).toBeGreaterThanOrEqual(4);
  for (const utterance of said) {
    expect(utterance.lang).toMatch(/^es-/);
    expect(utterance.voice).toMatch(/^es/);
    expect(utterance.events).toEqual(["start", "end"]);
  }

  const cancels = await page.evaluate(() => window.speechCancels);
  await page.getByRole("button", { name: "Finalizar Llamada", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Llamada finalizada");
  expect(await page.evaluate(() => window.speechCancels)).toBeGreaterThan(cancels);
  await expect
    .poll(() => page.evaluate(() => [speechSynthesis.speaking, speechSynthesis.pending]))
    .toEqual([false, false]);
  // Nothing more is said once the call is over, however long the page stays.
  await page.clock.runFor(60_000);
  expect(await utterances(page)).toHaveLength(said.length);
});
