import { type Locator, type Page } from "@playwright/test";

import { actionLabels, callErrors, callInsights } from "../app/content/demo-cat";
import { postCallCopy } from "../app/content/post-call";
import { integrationEnv } from "./builds.mjs";
import { openCounted, whenSent } from "./collector-client";
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsAtAllWidths,
  elementScreenshots,
  screenshots,
  test,
  widths,
} from "./fixtures";
import {
  callButton,
  endCall,
  expectNoLiveTrack,
  indicator,
  openVapiDemo,
  panel,
  startCall,
  status,
} from "./vapi-call";
import { withMicrophone } from "./fake-audio";
import { wakeLockLog } from "./wake-lock-spy";

/**
 * A real call through the Vapi driver in a real browser (docs/product.md#a-real-call-in-the-field):
 * the product code runs unchanged, and the SDK's chunk is replaced at the network boundary by a
 * double with the SDK's own events (e2e/vapi-double.browser.ts). The microphone is Chromium's fake
 * device playing a WAV file, which the page's analyser hears.
 */

/** Two seconds of voice and 3.5 s of silence, in a loop: a turn ends, and 'No te escuchamos…' never shows. */
test.use(
  withMicrophone("spoken", [
    { sound: true, seconds: 2 },
    { sound: false, seconds: 3.5 },
  ]),
);

const audioNotice = (page: Page) => page.getByText("Tu navegador no dejó reproducir la voz del asistente.");
const resumeButton = (page: Page) => page.getByRole("button", { name: "Tocá para escuchar al asistente" });

/** Whether an element of the page is playing the assistant's track right now. */
const assistantPlaying = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("audio")].some(
      (audio) =>
        !audio.paused &&
        (audio.srcObject as MediaStream | null)?.getAudioTracks()[0]?.id ===
          window.vapiDouble.assistantTrackId(),
    ),
  );

/** The figure in 'Respondió en 1,0 s' as the page shows it ("1,0") and in seconds (1). */
async function secondsIn(locator: Locator) {
  const shown = /(\d+,\d) s/.exec((await locator.textContent()) ?? "")![1]!;
  return { shown, seconds: Number(shown.replace(",", ".")) };
}

test.describe("a call through the Vapi driver, the visitor speaking", () => {
  test("the page's own level, a measured answer, the screen kept awake, every track released", async ({
    page,
  }) => {
    // Real seconds: the fake microphone speaks on its own schedule (a 5.5 s loop).
    test.slow();
    const collector = await openCounted(page, () => openVapiDemo(page));
    await startCall(page);
    await expect.poll(() => wakeLockLog(page)).toEqual(["request:screen"]);

    // The greeting, then a whole turn of the visitor after it, heard by the page's analyser.
    const you = indicator(page, "Tu voz");
    await page.evaluate(() => {
      window.vapiDouble.speak(800);
      window.vapiDouble.transcript("assistant", "¡Hola! Soy Clara, ¿en qué te ayudo?", true);
    });
    await expect(indicator(page, "Asistente")).toContainText("hablando");
    await expect(indicator(page, "Asistente")).toContainText("en silencio");
    await expect(you).toContainText("en silencio", { timeout: 10_000 });
    await expect(you).toContainText("hablando", { timeout: 10_000 });
    await expect(you).toContainText("en silencio", { timeout: 10_000 });

    // The speaking indicator turns off a hangover (1 s) after the last sound: the answer now counts
    // from that last sound, as the visitor lives it, not from the indicator.
    await page.evaluate(() => {
      window.vapiDouble.speak(1200);
      window.vapiDouble.transcript("assistant", "Con gusto, te ayudo con tu pedido.", true);
    });
    const answer = page.getByRole("log").getByRole("listitem").filter({ hasText: "Con gusto" });
    await expect(answer).toContainText(/Respondió en \d,\d s$/);
    const { shown, seconds: measured } = await secondsIn(answer);
    expect(measured).toBeGreaterThanOrEqual(1);
    expect(measured).toBeLessThan(3.5);
    // The same figure as shown, a whole second included ('1,0 s').
    await expect(panel(page).getByText(`Tiempo de respuesta: ${shown} s`)).toBeVisible();
    await expect(panel(page).getByText(callInsights.measuredHow)).toBeVisible();
    await expect(page.getByText(callInsights.noSound)).toHaveCount(0);

    await endCall(page);
    const card = page.getByRole("region", { name: postCallCopy.heading });
    await expect(
      card.locator("dt", { hasText: postCallCopy.stats.slowestResponse }).locator("+ dd"),
    ).toHaveText(`${shown} s`);
    await expectNoLiveTrack(page);
    expect(await wakeLockLog(page)).toEqual(["request:screen", "release"]);

    await whenSent(page, async () =>
      (await collector.events()).map((event) => [event.event, event.properties.noise_suppression]),
    ).toEqual(expect.arrayContaining([["demo_call_start", true]]));
    await whenSent(page, () => collector.events("demo_call_end")).toHaveLength(1);
    const [end] = await collector.events("demo_call_end");
    expect(end?.properties.end_reason).toBe("visitor");
    // The one answer, shown rounded to a tenth.
    expect(Math.abs((end?.properties.median_response_ms as number) / 1000 - measured)).toBeLessThanOrEqual(
      0.05,
    );
  });

  test("the browser refuses the assistant's voice: the notice, a tap plays it, the call goes on", async ({
    page,
    consoleErrors,
  }) => {
    // Three axe runs and screenshots with the notice shown.
    test.slow();
    // The SDK logs the refusal itself before it reports it.
    consoleErrors.expect(/\[vapi\] could not start assistant audio/);
    const collector = await openCounted(page, () => openVapiDemo(page, { audio: "refused" }));
    await callButton(page, "Iniciar Llamada").click();
    // Vapi's server may wait until the page can play the assistant: the call waits on the tap.
    await expect(audioNotice(page)).toBeVisible();
    await expect(status(page)).toContainText("Conectando...");
    expect(await assistantPlaying(page)).toBe(false);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
    }
    await screenshots(page, "voice-demo-audio-blocked");

    await resumeButton(page).click();
    await expect(audioNotice(page)).toHaveCount(0);
    await expect.poll(() => assistantPlaying(page)).toBe(true);
    // The SDK never told Vapi the assistant can be heard; the page's stand-in player did.
    expect(await page.evaluate(() => window.vapiDouble.appMessages())).toEqual(["playable"]);
    await expect(status(page)).toHaveText(/^Llamada activa - /);
    await page.evaluate(() => window.vapiDouble.speak(500));
    await expect(indicator(page, "Asistente")).toContainText("hablando");

    await endCall(page);
    expect(await page.locator("audio").count()).toBe(0);
    await expectNoLiveTrack(page);
    await whenSent(page, () => collector.events("demo_audio_blocked")).toHaveLength(1);
  });

  test("the browser pauses the assistant's player mid-call: the tap plays that player again", async ({
    page,
  }) => {
    await openVapiDemo(page);
    await startCall(page);
    await expect.poll(() => assistantPlaying(page)).toBe(true);
    // What iOS does when another app takes the audio.
    await page.evaluate(() =>
      document.querySelector<HTMLAudioElement>("audio[data-participant-id]")!.pause(),
    );
    await expect(audioNotice(page)).toBeVisible();
    await resumeButton(page).click();
    await expect(audioNotice(page)).toHaveCount(0);
    await expect.poll(() => assistantPlaying(page)).toBe(true);
    expect(await page.locator("audio").count()).toBe(1);
    await callButton(page, "Finalizar Llamada").click();
    await expectNoLiveTrack(page);
  });

  test("noise suppression that cannot start goes to error reporting, and the call goes on without it", async ({
    page,
  }) => {
    test.slow();
    const collector = await openCounted(page, () => openVapiDemo(page, { noiseSuppression: "fails" }));
    await startCall(page);
    await whenSent(page, async () => (await collector.errors()).map((report) => report.event.tags)).toEqual([
      expect.objectContaining({ source: "vapi-noise-suppression" }),
    ]);
    await expect(status(page)).toHaveText(/^Llamada activa - /);
    await whenSent(page, async () =>
      (await collector.events("demo_call_start")).map((event) => event.properties),
    ).toEqual([expect.objectContaining({ noise_suppression: false })]);
    await callButton(page, "Finalizar Llamada").click();
    await expectNoLiveTrack(page);
  });
});

test.describe("a call through the Vapi driver, the connection dropping", () => {
  test("'Reconectando…' while it is down and back to the call; a second drop ends it at 15 s", async ({
    page,
  }) => {
    test.slow();
    const collector = await openCounted(page, () => openVapiDemo(page));
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
    await startCall(page);
    await expect.poll(() => wakeLockLog(page)).toEqual(["request:screen"]);

    await page.evaluate(() => window.vapiDouble.connection("sfu", "interrupted"));
    await expect(status(page)).toHaveText("Reconectando…");
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.vapiDouble.connection("sfu", "connected"));
    await expect(status(page)).toHaveText(/^Llamada activa - 00:1\d$/);

    // The limit counts each drop afresh.
    await page.evaluate(() => window.vapiDouble.connection("signaling", "interrupted"));
    await expect(status(page)).toHaveText("Reconectando…");
    await page.clock.runFor(14_000);
    await expect(status(page)).toHaveText("Reconectando…");
    await page.clock.runFor(1000);
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(page.getByRole("alert")).toContainText("Se cortó la conexión con el asistente.");
    await expect(page.getByRole("alert")).toContainText(callErrors.connectionDropped);
    await expectNoLiveTrack(page);
    expect(await wakeLockLog(page)).toEqual(["request:screen", "release"]);

    // The visitor tries again; at each width the connection drops, axe reads the notice, and it
    // comes back before the limit (axe waits on timers: time runs again, each drop counts afresh).
    await startCall(page);
    page.clock.resume();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.vapiDouble.connection("sfu", "interrupted"));
      await expect(status(page)).toHaveText("Reconectando…");
      await expectNoA11yViolations(page);
      await expect(status(page)).toHaveText("Reconectando…");
      if (width === widths.at(-1)) await screenshots(page, "voice-demo-reconnecting");
      await page.evaluate(() => window.vapiDouble.connection("sfu", "connected"));
      await expect(status(page)).toHaveText(/^Llamada activa - /);
    }
    await endCall(page);
    await expectNoLiveTrack(page, 2);
    expect(await wakeLockLog(page)).toEqual(["request:screen", "release", "request:screen", "release"]);
    await whenSent(page, async () =>
      (await collector.events("demo_reconnect")).map((event) => event.properties.outcome),
    ).toEqual(["recovered", "lost", "recovered", "recovered", "recovered"]);
  });
});

test.describe("a call through the Vapi driver, on the microphone the visitor chose", () => {
  test("Daily opens the input chosen in 'Micrófono', the one the page's meter hears", async ({ page }) => {
    await openVapiDemo(page);
    // Chromium's fake device has two inputs; its fake-UI flag grants the permission that names them.
    const select = page.getByRole("combobox", { name: "Micrófono" });
    await select.selectOption({ label: "Fake Audio Input 2" });
    const chosen = await select.inputValue();
    await startCall(page);
    expect(await page.evaluate(() => window.vapiDouble.instances.at(-1)?.dailyCallObject)).toEqual({
      audioSource: chosen,
    });
    // The page's track and Daily's, both on that input.
    expect(await page.evaluate(() => window.micTracks.map((track) => track.getSettings().deviceId))).toEqual([
      chosen,
      chosen,
    ]);
    await callButton(page, "Finalizar Llamada").click();
    await expectNoLiveTrack(page);
  });
});

test.describe("a call through the Vapi driver, the assistant acting (docs/product.md#the-agent-at-work)", () => {
  const done = (tool: string) => actionLabels.get(tool)!.done;
  const running = (tool: string) => actionLabels.get(tool)!.running;
  const agenda = { id: "call_agenda", name: "consultar_agenda", arguments: { dia: "martes" } };
  const lead = {
    id: "call_lead",
    name: "registrar_lead",
    arguments: { nombre: "Laura", telefono: "+5491155550100" },
  };
  const booking = {
    id: "call_booking",
    name: "agendar_reunion",
    arguments: { nombre: "Laura", email: "laura@transportesdelsur.example", inicio: "2026-12-02T13:00:00Z" },
  };
  const stock = { id: "call_stock", name: "buscar_stock", arguments: { sku: "A-1" } };

  test("each tool call is a card where it happens, with its outcome or the failure; POST /call/web asks for every message the page reads", async ({
    page,
  }) => {
    // Three axe runs and screenshots with the cards shown.
    test.slow();
    const collector = await openCounted(page, () => openVapiDemo(page));
    // Answered as a visitor would, so the banner covers no card (events stay anonymous either way).
    await page.getByRole("button", { name: "Rechazar" }).click();
    const webCall = page.waitForRequest(
      (request) => request.url() === "https://api.vapi.ai/call/web" && request.method() === "POST",
    );
    await startCall(page);
    expect((await webCall).postDataJSON()).toEqual({
      assistantId: integrationEnv.VITE_VAPI_ASSISTANT_ID,
      assistantOverrides: {
        maxDurationSeconds: 300,
        clientMessages: [
          "status-update",
          "transcript",
          "tool-calls",
          "tool-calls-result",
          "conversation-update",
        ],
      },
    });

    const log = page.getByRole("log", { name: "Transcripción" });
    const card = (text: string) => log.getByRole("listitem").filter({ hasText: text });
    await page.evaluate(
      ({ agenda, lead }) => {
        window.vapiDouble.transcript("assistant", "Dejame ver la agenda y guardar tus datos.", true);
        // Two calls at once, as the model asks for them.
        window.vapiDouble.toolCalls([agenda, lead]);
      },
      { agenda, lead },
    );
    await expect(card(running("consultar_agenda"))).toBeVisible();
    await expect(card(running("registrar_lead"))).toBeVisible();
    const transcript = page.getByRole("region", { name: "Transcripción" });
    await elementScreenshots(page, transcript, "voice-demo-vapi-actions-running");

    // One result only in the history of a conversation-update, the other in its own message.
    await page.evaluate(
      ({ agenda, lead }) => {
        window.vapiDouble.toolCallsResult({ ...lead, result: { id: "lead-77" } }, { message: false });
        window.vapiDouble.conversationUpdate();
        window.vapiDouble.toolCallsResult({ ...agenda, result: { disponible: "el martes a las 10:00" } });
        window.vapiDouble.transcript("assistant", "Tengo lugar el martes a las 10.", true);
      },
      { agenda, lead },
    );
    await expect(card("Hay lugar el martes a las 10:00")).toBeVisible();
    await expect(card(done("registrar_lead"))).toBeVisible();
    await expect(log.getByText(running("consultar_agenda"))).toHaveCount(0);

    // A tool that fails (the slot was taken), and one the labels do not know whose result never comes.
    await page.evaluate(
      ({ booking, stock }) => {
        window.vapiDouble.toolCalls([booking]);
        window.vapiDouble.toolCallsResult({ ...booking, error: "Cal.com 409: ese horario ya no está libre" });
        window.vapiDouble.conversationUpdate();
        window.vapiDouble.toolCalls([stock]);
      },
      { booking, stock },
    );
    await expect(card("No se pudo completar.")).toBeVisible();
    await expect(card("Trabajando en tu pedido…")).toBeVisible();
    // Never the tool's name, its arguments or its whole result.
    for (const hidden of ["registrar_lead", "buscar_stock", "Laura", "+5491155550100", "lead-77", "409"]) {
      await expect(log).not.toContainText(hidden);
    }
    // The cards in the log's order: where each call happened.
    await expect(log.getByRole("listitem")).toHaveText([
      /Dejame ver la agenda/,
      "Hay lugar el martes a las 10:00",
      done("registrar_lead"),
      /Tengo lugar el martes/,
      "No se pudo completar.",
      "Trabajando en tu pedido…",
    ]);
    await expectNoA11yViolationsAtAllWidths(page);
    await elementScreenshots(page, transcript, "voice-demo-vapi-actions");

    await endCall(page);
    // The unknown tool's result never came: it failed with the call.
    await expect(log.getByText("Trabajando en tu pedido…")).toHaveCount(0);
    const summary = page.getByRole("region", { name: postCallCopy.heading });
    await expect(
      summary.getByRole("list", { name: "Lo que hizo el asistente" }).getByRole("listitem"),
    ).toHaveText([
      "Hay lugar el martes a las 10:00",
      done("registrar_lead"),
      "No se pudo completar.",
      "No se pudo completar.",
    ]);
    // The booking failed: the card offers the scheduler, as after any call.
    await expect(summary.getByText(/Tu reunión quedó agendada/)).toHaveCount(0);
    await expect(summary.getByRole("link", { name: "Agendar una reunión" })).toBeVisible();
    await elementScreenshots(page, summary, "voice-demo-vapi-actions-after");
    await expectNoLiveTrack(page);
    await whenSent(page, async () =>
      (await collector.events("demo_action")).map(({ properties: { name, outcome } }) => ({ name, outcome })),
    ).toEqual([
      { name: "registrar_lead", outcome: "done" },
      { name: "consultar_agenda", outcome: "done" },
      { name: "agendar_reunion", outcome: "failed" },
      { name: "buscar_stock", outcome: "failed" },
    ]);
    expect(await collector.events("booking_scheduled")).toEqual([]);
  });

  test("a meeting the assistant booked: the card after the call opens with it, in place of 'Agendar una reunión', and booking_scheduled counts it once", async ({
    page,
  }) => {
    // An axe run with the card shown.
    test.slow();
    const collector = await openCounted(page, () => openVapiDemo(page));
    await page.getByRole("button", { name: "Rechazar" }).click();
    await startCall(page);

    // As Vapi relays the site's /api/agent: the call, then its result as JSON text, then the history.
    await page.evaluate((booking) => {
      window.vapiDouble.transcript("assistant", "Te agendo el martes a las 10.", true);
      window.vapiDouble.toolCalls([booking]);
      window.vapiDouble.toolCallsResult({
        ...booking,
        result: { reunion: "el martes 2 de diciembre a las 10:00" },
      });
      window.vapiDouble.conversationUpdate();
    }, booking);
    const log = page.getByRole("log", { name: "Transcripción" });
    await expect(
      log
        .getByRole("listitem")
        .filter({ hasText: "Reunión agendada para el martes 2 de diciembre a las 10:00" }),
    ).toBeVisible();
    await endCall(page);

    const summary = page.getByRole("region", { name: postCallCopy.heading });
    const sentence =
      "Tu reunión quedó agendada: el martes 2 de diciembre a las 10:00. Te llegó la invitación por correo.";
    // First on the card, right under its heading.
    await expect(summary.locator("> *").nth(1)).toHaveText(sentence);
    await expect(summary.getByRole("link", { name: "Agendar una reunión" })).toHaveCount(0);
    await expect(summary.getByRole("link", { name: "Hablar con nuestro equipo" })).toBeVisible();
    await expectNoA11yViolations(page);
    await elementScreenshots(page, summary, "voice-demo-vapi-meeting-after");
    await whenSent(page, async () =>
      (await collector.events("demo_call_end")).map(() => "demo_call_end"),
    ).toEqual(["demo_call_end"]);
    expect(
      (await collector.events("booking_scheduled")).map(({ properties }) => properties.location),
    ).toEqual(["demo_assistant"]);
    await expectNoLiveTrack(page);
  });
});
