import { type Page } from "@playwright/test";

import { chatCopy, chatPreviewAnswers } from "../app/content/demo-chat";
import { micCheckCopy } from "../app/content/demo-microphone";
import { callErrors, demoPage, instructions, transcriptCopy } from "../app/content/demo-cat";
import { previewScript } from "../app/content/demo-preview";
import { testLaunchOptions } from "../scripts/browser.mjs";
import { writeMicrophoneWav } from "./fake-audio";
import {
  expect,
  elementScreenshots,
  expectNoA11yViolationsAtAllWidths,
  hydrated,
  openBeforeItsCode,
  pageTop,
  runClockUntilVisible,
  screenshots,
  test,
} from "./fixtures";
import { browserWithout } from "./media-browser";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { cardTexts, previewCallActions } from "./preview-actions";
import { spyOnWakeLock, wakeLockLog } from "./wake-lock-spy";

const status = (page: Page) => page.getByRole("status");
/** The call's alert says what failed first; 'Prefiero escribir' may follow it. */
const alertMessage = (page: Page) => page.getByRole("alert").locator("p").first();
const callButton = (page: Page, name: "Iniciar Llamada" | "Finalizar Llamada") =>
  page.getByRole("button", { name, exact: true });

/** Where the call's two buttons are: what comes and goes in the panel sits below them. */
async function callControlsAt(page: Page) {
  return {
    call: await pageTop(callButton(page, "Finalizar Llamada")),
    mute: await pageTop(page.getByRole("button", { name: "Silenciar micrófono", exact: true })),
  };
}

async function startActiveCall(page: Page) {
  await callButton(page, "Iniciar Llamada").click();
  await expect(status(page)).toHaveText(/^Llamada activa - 00:0\d$/);
}

test.describe("/demo-cat with the preview driver (no voice provider configured)", () => {
  test.beforeEach(async ({ page }) => {
    await recordMicTracks(page);
    await spyOnWakeLock(page);
    await page.goto("/demo-cat");
    await hydrated(page);
  });

  test("idle page: preview label, status, instructions, footer; axe clean", async ({ page }) => {
    await expect(page.getByText(demoPage.previewLabel)).toBeVisible();
    await expect(page.getByText("Modo vista previa: sin proveedor de voz configurado")).toBeVisible();
    await expect(status(page)).toHaveText("Listo para iniciar");
    await expect(status(page)).toHaveAttribute("aria-live", "polite");
    const steps = page.getByRole("region", { name: instructions.heading }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole("log", { name: transcriptCopy.heading })).toContainText(transcriptCopy.empty);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Inicio" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByRole("button", { name: "Silenciar micrófono" })).toHaveCount(0);
    await expect(page.getByText("Usá auriculares: el asistente te escucha mejor, sin eco.")).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "voice-demo-idle");
  });

  test("'Inicializando...' is painted in the first frame after the click", async ({ page }) => {
    // Every text the status takes between the click and the next animation frame: what the browser
    // paints right after the click. The fake microphone can be granted before that frame too
    // ('Conectando...'), so the first text is the one that counts.
    const shownAfterClick = await page.evaluate(() => {
      const status = document.querySelector('[role="status"]')!;
      const texts: string[] = [];
      new MutationObserver(() => texts.push(status.textContent ?? "")).observe(status, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      const button = [...document.querySelectorAll("button")].find(
        (b) => b.textContent === "Iniciar Llamada",
      );
      button!.click();
      return new Promise<string[]>((resolve) => requestAnimationFrame(() => resolve(texts)));
    });
    expect(shownAfterClick[0]).toBe("Inicializando...");
    await expect(status(page)).toHaveText(/^Llamada activa/);
  });

  test("a call: states, timer, indicators, transcript, mute, finish releases the microphone, retry", async ({
    page,
  }) => {
    // Real time: the scripted conversation needs about ten seconds to reach the visitor's first line.
    test.slow();
    const seen: string[] = [];
    await page.exposeFunction("reportStatus", (text: string) => seen.push(text));
    await page.evaluate(() => {
      const pill = document.querySelector('[role="status"]')!;
      const report = (window as unknown as { reportStatus: (text: string) => void }).reportStatus;
      new MutationObserver(() => report(pill.textContent ?? "")).observe(pill, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    const startAt = await pageTop(callButton(page, "Iniciar Llamada"));
    await callButton(page, "Iniciar Llamada").click();
    await expect(callButton(page, "Finalizar Llamada")).toBeVisible();
    // The visitor who changes their mind taps the same place.
    expect((await callControlsAt(page)).call).toBe(startAt);
    await expect(page.getByText("Usá auriculares: el asistente te escucha mejor, sin eco.")).toHaveCount(0);
    await expect(status(page)).toHaveText(/^Llamada activa - 00:0\d$/);
    await expect(status(page)).toHaveText("Llamada activa - 00:02");
    // The connection steps are part of the status region, so they are announced with it, in order.
    expect(seen.slice(0, 5)).toEqual([
      "Inicializando...",
      "Conectando...Preparando la llamada…",
      "Conectando...Creando la llamada…",
      "Conectando...Conectando con el asistente…",
      "Llamada activa - 00:00",
    ]);

    const panel = page.getByRole("region", { name: "Llamada con el asistente" });
    await expect(panel.getByText("Tu voz", { exact: true })).toBeVisible();
    await expect(panel.getByText("Asistente", { exact: true })).toBeVisible();
    const controls = await callControlsAt(page);
    expect(controls.call).toBe(startAt);
    const transcript = page.getByRole("log", { name: transcriptCopy.heading });
    await expect(transcript).toContainText(previewScript[0]!.text);
    await expect(transcript).toContainText(previewScript[1]!.text);
    // The greeting answered nobody; the answer to the visitor's first line shows its response time.
    const answers = transcript.getByRole("listitem").filter({ hasText: /Respondió en/ });
    await expect(answers.first()).toContainText(previewScript[2]!.text, { timeout: 15_000 });
    await expect(answers.first()).toContainText(/Respondió en [01],\d s$/);
    await expect(panel.getByText(/^Tiempo de respuesta: [01],\d s$/)).toBeVisible();
    await expect(
      panel.getByText(
        "Medido en tu navegador, desde que terminás de hablar hasta que escuchás la respuesta.",
      ),
    ).toBeVisible();
    expect(await callControlsAt(page)).toEqual(controls);
    // The screen stays awake while the call is live.
    expect(await wakeLockLog(page)).toEqual(["request:screen"]);

    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "live" }]);
    await page.getByRole("button", { name: "Silenciar micrófono" }).click();
    const muteToggle = page.getByRole("button", { name: "Micrófono silenciado" });
    await expect(muteToggle).toHaveAttribute("aria-pressed", "true");
    expect(await micTracks(page)).toEqual([{ enabled: false, readyState: "live" }]);
    await muteToggle.click();
    await expect(page.getByRole("button", { name: "Silenciar micrófono" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "live" }]);

    await callButton(page, "Finalizar Llamada").click();
    await expect(status(page)).toHaveText("Llamada finalizada");
    await expect(page.getByRole("timer")).toHaveCount(0);
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);
    await expect.poll(() => wakeLockLog(page)).toEqual(["request:screen", "release"]);
    await expect(callButton(page, "Iniciar Llamada")).toBeVisible();
    await expect(page.getByRole("button", { name: "Silenciar micrófono" })).toHaveCount(0);

    await startActiveCall(page);
    expect((await micTracks(page)).map((track) => track.readyState)).toEqual(["ended", "live"]);
  });

  test("during and after a call: axe clean, screenshots of each state", async ({ page }) => {
    // Six axe runs and nine full-page screenshots while the call keeps rendering.
    test.slow();
    await startActiveCall(page);
    await expect(page.getByRole("log", { name: transcriptCopy.heading })).toContainText(
      previewScript[0]!.text,
    );
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "voice-demo-active");
    await page.getByRole("button", { name: "Silenciar micrófono" }).click();
    await expect(page.getByRole("button", { name: "Micrófono silenciado" })).toBeVisible();
    await screenshots(page, "voice-demo-muted");
    await callButton(page, "Finalizar Llamada").click();
    await expect(status(page)).toHaveText("Llamada finalizada");
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "voice-demo-ended");
  });

  test("a double click starts exactly one call", async ({ page }) => {
    await callButton(page, "Iniciar Llamada").dblclick();
    await expect(status(page)).toHaveText(/^Llamada activa/);
    expect(await micTracks(page)).toHaveLength(1);
  });

  test("leaving the page mid-call leaves no live microphone track", async ({ page }) => {
    await startActiveCall(page);
    await page.getByRole("link", { name: demoPage.homeLabel }).click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);
  });

  test("M mutes and unmutes during a call; the button declares the shortcut", async ({ page }) => {
    await startActiveCall(page);
    const unmuted = page.getByRole("button", { name: "Silenciar micrófono" });
    await expect(unmuted).toHaveAttribute("aria-keyshortcuts", "M");
    await page.keyboard.press("m");
    await expect(page.getByRole("button", { name: "Micrófono silenciado" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await micTracks(page)).toEqual([{ enabled: false, readyState: "live" }]);
    await page.keyboard.press("M");
    await expect(unmuted).toHaveAttribute("aria-pressed", "false");
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "live" }]);
    // With a modifier it is the browser's shortcut, not ours.
    await page.keyboard.press("Control+m");
    await expect(unmuted).toHaveAttribute("aria-pressed", "false");
  });

  test("the length limit: 'La demo termina en 0:30' counting down, then the page ends the call", async ({
    page,
  }) => {
    // Five minutes of call on the clock are some three hundred renders: slow on a loaded machine.
    test.slow();
    await page.clock.install();
    await page.reload();
    // Hydration runs on timers too: a clock paused before it ends would leave the page unhydrated.
    await hydrated(page);
    // From here on, time moves only when the test says so, whatever the machine's speed.
    await page.clock.pauseAt(Date.now() + 1000);
    const startAt = await pageTop(callButton(page, "Iniciar Llamada"));
    await callButton(page, "Iniciar Llamada").click();
    // The connection's step shows under the status, in a line kept for it: the button stays put.
    await expect(status(page)).toHaveText(/^Conectando\.\.\..+…$/);
    expect((await callControlsAt(page)).call).toBe(startAt);
    await page.clock.runFor(2000);
    await expect(status(page)).toHaveText(/^Llamada activa - 00:0\d$/);
    const panel = page.getByRole("region", { name: "Llamada con el asistente" });
    await expect(panel.getByText(/La demo termina en/)).toHaveCount(0);
    const controls = await callControlsAt(page);
    expect(controls.call).toBe(startAt);

    // 300 s by default (VITE_DEMO_MAX_CALL_SECONDS): the countdown starts with 30 s left.
    await page.clock.runFor(270_000);
    await expect(status(page)).toHaveText("Llamada activa - 04:30");
    await expect(panel.getByText("La demo termina en 0:30", { exact: true })).toBeVisible();
    expect(await callControlsAt(page)).toEqual(controls);
    await screenshots(page, "voice-demo-countdown");
    await page.clock.runFor(21_000);
    await expect(panel.getByText("La demo termina en 0:09", { exact: true })).toBeVisible();
    await expect(status(page)).toHaveText("Llamada activa - 04:51");
    await page.clock.runFor(9_000);
    await expect(status(page)).toHaveText("Llamada finalizada");
    await expect(panel.getByText(/La demo termina en/)).toHaveCount(0);
    await expect(callButton(page, "Iniciar Llamada")).toBeVisible();
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);
  });

  test("'Volver' goes home when the site was opened on this page", async ({ page }) => {
    await page.getByRole("button", { name: "Volver" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/demo-cat: the preview's assistant acts (docs/product.md#the-agent-at-work)", () => {
  // The progress mark must read as work in progress without its spin.
  test.use({ reducedMotion: "reduce" });

  test("each action's card runs, then ends with its outcome, where it happened; axe clean with the cards shown", async ({
    page,
  }) => {
    // Three axe runs and screenshots with the cards shown, the clock run in small steps.
    test.slow();
    await page.clock.install();
    await page.goto("/demo-cat");
    // Hydration runs on timers too: a clock paused before it ends would leave the page unhydrated.
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 30_000);
    await callButton(page, "Iniciar Llamada").click();
    const log = page.getByRole("log", { name: transcriptCopy.heading });
    const card = (text: string) => log.locator("[data-slot=action-card]").filter({ hasText: text });
    const transcript = page.getByRole("region", { name: transcriptCopy.heading });
    const [agenda, meeting] = previewCallActions.map(cardTexts);

    await runClockUntilVisible(page, card(agenda!.running));
    // Its arc stays on screen where reduced motion stops the spin; a screen reader waits for the end.
    await expect(card(agenda!.running).locator("svg")).toBeVisible();
    await expect(card(agenda!.running).getByText(agenda!.running)).toHaveAttribute("aria-hidden", "true");
    await elementScreenshots(page, transcript, "voice-demo-preview-action-running");
    await runClockUntilVisible(page, card(agenda!.done));
    await expect(card(agenda!.running)).toHaveCount(0);

    await runClockUntilVisible(page, card(meeting!.running));
    await expect(card(agenda!.done)).toBeVisible();
    await runClockUntilVisible(page, card(meeting!.done));
    await expect(card(meeting!.running)).toHaveCount(0);
    // Each card right after the line that announced it, never the tool's name.
    const [announcesAgenda, announcesMeeting] = previewScript.filter((turn) => turn.action);
    const lineBefore = (text: string) =>
      log
        .getByRole("listitem")
        .filter({ has: page.locator("[data-slot=action-card]", { hasText: text }) })
        .locator("xpath=preceding-sibling::li[1]");
    await expect(lineBefore(agenda!.done)).toContainText(announcesAgenda!.text);
    await expect(lineBefore(meeting!.done)).toContainText(announcesMeeting!.text);
    for (const { tool } of previewCallActions) await expect(log).not.toContainText(tool);
    await elementScreenshots(page, transcript, "voice-demo-preview-actions-done");
    // axe waits on timers of its own: the call goes on meanwhile, its ended cards stay.
    await page.clock.resume();
    await expectNoA11yViolationsAtAllWidths(page);
  });
});

test.describe("/demo-cat: a tap right after the first paint does its job once the code is there", () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test("'Iniciar Llamada' starts the call: the microphone is opened in the replayed tap", async ({
    page,
  }) => {
    await recordMicTracks(page);
    const arrive = await openBeforeItsCode(page, "/demo-cat");
    // Every text the status takes from here on: the prerendered pill is the one React hydrates.
    await page.evaluate(() => {
      const pill = document.querySelector('[role="status"]')!;
      const texts: string[] = [];
      Object.assign(window, { statusTexts: texts });
      new MutationObserver(() => texts.push(pill.textContent ?? "")).observe(pill, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await callButton(page, "Iniciar Llamada").tap();
    await expect(status(page)).toHaveText("Listo para iniciar");
    await arrive();
    await expect(status(page)).toHaveText(/^Llamada activa - 00:0\d$/);
    const seen = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(seen[0]).toBe("Inicializando...");
    expect(seen).toContain("Conectando...Preparando la llamada…");
    expect(await micTracks(page)).toEqual([{ enabled: true, readyState: "live" }]);
  });

  test("'Prefiero escribir' opens the conversation", async ({ page }) => {
    const arrive = await openBeforeItsCode(page, "/demo-cat");
    await page.getByRole("button", { name: "Prefiero escribir" }).tap();
    await arrive();
    const chat = page.getByRole("region", { name: chatCopy.heading });
    await expect(chat.getByRole("textbox", { name: "Escribí tu mensaje" })).toBeFocused();
    await expect(callButton(page, "Iniciar Llamada")).toHaveCount(0);
  });

  test("'Probar micrófono' starts the check", async ({ page }) => {
    await recordMicTracks(page);
    const arrive = await openBeforeItsCode(page, "/demo-cat");
    await page.getByRole("button", { name: "Probar micrófono" }).tap();
    await arrive();
    await expect.poll(() => micTracks(page)).toHaveLength(1);
    await expect(
      page
        .getByText(micCheckCopy.listening)
        .or(page.getByText(micCheckCopy.ok))
        .or(page.getByText(micCheckCopy.silent)),
    ).toBeVisible();
  });
});

declare global {
  interface Window {
    /** Test control of the stubbed Permissions API: changes the state and fires `change`. */
    setMicPermission: (state: PermissionState) => void;
  }
}

/**
 * Stubs the Permissions API's microphone state and getUserMedia's answer to it, the way a
 * browser behaves: refused (NotAllowedError) unless granted, whether the prompt was dismissed
 * (state stays "prompt") or denied.
 */
async function stubMicPermission(page: Page, initial: PermissionState) {
  await page.addInitScript((state: PermissionState) => {
    const status = new EventTarget() as EventTarget & { state: PermissionState };
    status.state = state;
    window.setMicPermission = (next) => {
      status.state = next;
      status.dispatchEvent(new Event("change"));
    };
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === ("microphone" as PermissionName)
        ? Promise.resolve(status as unknown as PermissionStatus)
        : query(descriptor);
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      status.state === "granted"
        ? getUserMedia(constraints)
        : Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  }, initial);
}

test.describe("/demo-cat: honest microphone messages (Permissions API stubbed)", () => {
  const deniedNotice =
    "Acceso al micrófono denegado. Por favor habilítalo en la configuración de tu navegador.";

  test("a dismissed prompt is no denial: press 'Iniciar Llamada' again and allow", async ({ page }) => {
    await stubMicPermission(page, "prompt");
    await page.goto("/demo-cat");
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(alertMessage(page)).toHaveText(callErrors.micDismissed);
    await expect(page.getByText(deniedNotice)).toHaveCount(0);
    await screenshots(page, "voice-demo-mic-dismissed");

    // The visitor presses again and allows this time.
    await page.evaluate(() => window.setMicPermission("granted"));
    await startActiveCall(page);
  });

  test("denied: the quoted message and the yellow notice, which goes once the permission is granted", async ({
    page,
  }) => {
    await stubMicPermission(page, "denied");
    await page.goto("/demo-cat");
    // The notice comes with the Permissions API's answer, after the page starts, and moves the
    // button down: a click aimed before it lands where the button was.
    await expect(page.getByText(deniedNotice)).toBeVisible();
    await callButton(page, "Iniciar Llamada").click();
    await expect(alertMessage(page)).toHaveText("Se requiere acceso al micrófono para esta demo.");
    await expect(page.getByText(deniedNotice)).toBeVisible();

    await page.evaluate(() => window.setMicPermission("granted"));
    await expect(page.getByText(deniedNotice)).toHaveCount(0);
    await startActiveCall(page);
  });
});

test.describe("/demo-cat when the microphone cannot be used", () => {
  test("denied: the quoted texts, the yellow notice, 'Iniciar Llamada' again, and 'Prefiero escribir' works", async ({
    playwright,
    baseURL,
  }) => {
    // A browser of its own and axe at three widths: more than the default time on a busy machine.
    test.slow();
    // Without the fake-UI flag headless Chromium answers the permission request itself: denied.
    const { page, errors, close } = await browserWithout(
      playwright,
      baseURL,
      "--use-fake-ui-for-media-stream",
    );
    await page.goto("/demo-cat");
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(alertMessage(page)).toHaveText("Se requiere acceso al micrófono para esta demo.");
    await expect(
      page.getByText(
        "Acceso al micrófono denegado. Por favor habilítalo en la configuración de tu navegador.",
      ),
    ).toBeVisible();
    await expect(callButton(page, "Iniciar Llamada")).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "voice-demo-mic-denied");

    // The alert offers the same assistant in writing, and it answers.
    await page.getByRole("alert").getByRole("button", { name: "Prefiero escribir" }).click();
    const box = page.getByRole("textbox", { name: "Escribí tu mensaje" });
    await expect(box).toBeFocused();
    await box.fill("Hola, no tengo micrófono");
    await box.press("Enter");
    await expect(
      page
        .getByRole("log")
        .getByRole("listitem")
        .filter({ hasText: /Respondió en/ }),
    ).toContainText(chatPreviewAnswers[0].text);
    expect(errors).toEqual([]);
    await close();
  });

  test("denied: the microphone check says so and offers typing in its alert", async ({
    playwright,
    baseURL,
  }) => {
    const { page, errors, close } = await browserWithout(
      playwright,
      baseURL,
      "--use-fake-ui-for-media-stream",
    );
    await page.goto("/demo-cat");
    await page.getByRole("button", { name: "Probar micrófono" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(
      "Acceso al micrófono denegado. Por favor habilítalo en la configuración de tu navegador.",
    );
    await alert.getByRole("button", { name: "Prefiero escribir" }).click();
    await expect(page.getByRole("textbox", { name: "Escribí tu mensaje" })).toBeFocused();
    expect(errors).toEqual([]);
    await close();
  });

  test("no device: says that no microphone was found", async ({ playwright, baseURL }) => {
    // Without the fake capture device: this machine has no real one.
    const { page, errors, close } = await browserWithout(
      playwright,
      baseURL,
      "--use-fake-device-for-media-stream",
    );
    await page.goto("/demo-cat");
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(alertMessage(page)).toHaveText(callErrors.noMicrophone);
    // No microphone at all: the alert offers typing instead.
    await expect(page.getByRole("alert").getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
    await screenshots(page, "voice-demo-no-microphone");
    expect(errors).toEqual([]);
    await close();
  });
});

test.describe("/demo-cat when the microphone hears nothing", () => {
  test("the page's own analyser: 'No te escuchamos…' after 5 s of silence, 'Tu voz' when there is sound", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Real seconds: the fake microphone plays 12 s of silence, then a voice, in a loop.
    test.slow();
    const wav = testInfo.outputPath("silence-then-voice.wav");
    writeMicrophoneWav(wav, [
      { sound: false, seconds: 12 },
      { sound: true, seconds: 8 },
    ]);
    const browser = await playwright.chromium.launch(
      testLaunchOptions(`--use-file-for-fake-audio-capture=${wav}`),
    );
    const page = await browser.newPage({ baseURL, locale: "es-AR" });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/demo-cat");
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText(/^Llamada activa/);
    const notice = page.getByText("No te escuchamos: revisá que el micrófono correcto esté activo.");
    await expect(notice).toHaveCount(0);
    // The notice comes and goes under the buttons: a tap on 'Finalizar Llamada' never mutes instead.
    const controls = await callControlsAt(page);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(await callControlsAt(page)).toEqual(controls);
    await screenshots(page, "voice-demo-no-sound");
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    expect(await callControlsAt(page)).toEqual(controls);
    const you = page
      .getByRole("region", { name: "Llamada con el asistente" })
      .getByRole("listitem")
      .filter({ hasText: "Tu voz" });
    await expect(you).toContainText("hablando");

    await callButton(page, "Finalizar Llamada").click();
    await expect(status(page)).toHaveText("Llamada finalizada");
    expect(errors).toEqual([]);
    await browser.close();
  });
});
