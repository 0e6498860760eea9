import { chatCopy, chatPreviewAnswers } from "../app/content/demo-chat";
import { transcriptCopy } from "../app/content/demo-cat";
import { postCallCopy } from "../app/content/post-call";
import {
  elementScreenshots,
  expect,
  expectNoA11yViolationsAtAllWidths,
  expectNoSidewaysScroll,
  runClockUntilVisible,
  screenshots,
  test,
} from "./fixtures";
import { answers, box, chat, chatControlsAt, openChat } from "./chat-panel";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { cardTexts } from "./preview-actions";

/**
 * 'Prefiero escribir' in the preview (docs/product.md#every-visitor-can-try-it): the same
 * assistant in writing, scripted answers streamed like Vapi's, the card and the rating after it.
 */

const [firstAnswer, secondAnswer] = chatPreviewAnswers;

test.describe("/demo-cat in writing (preview)", () => {
  test.beforeEach(async ({ page }) => {
    await recordMicTracks(page);
  });

  test("two messages, two scripted answers with 'Respondió en …'; then the card and a rating", async ({
    page,
  }) => {
    test.slow();
    await openChat(page);
    // No call while writing: the call panel is gone, and with it the transcript beside it.
    await expect(page.getByRole("button", { name: "Iniciar Llamada", exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: transcriptCopy.heading })).toHaveCount(0);
    await expect(chat(page).getByRole("log")).toContainText(chatCopy.intro);
    const controlsAt = await chatControlsAt(page);

    await box(page).fill("Hola, ¿qué hacen?");
    await box(page).press("Enter");
    await expect(box(page)).toHaveValue("");
    await expect(chat(page).getByRole("listitem").first()).toContainText("Hola, ¿qué hacen?");
    // The box stays editable while the answer streams: what is typed meanwhile waits there.
    await box(page).fill("Soy Laura Gómez, de Transportes del Sur.");
    await expect(answers(page).first()).toContainText(firstAnswer.text);
    await expect(answers(page).first()).toContainText(/Respondió en \d,\d s$/);
    await expect(box(page)).toHaveValue("Soy Laura Gómez, de Transportes del Sur.");
    // The visitor typed while the answer grew the log: the box and 'Enviar' stayed under the finger.
    expect(await chatControlsAt(page)).toEqual(controlsAt);
    await box(page).press("Enter");
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).nth(1)).toContainText(secondAnswer!.text);
    await expect(answers(page).nth(1)).toContainText(/Respondió en \d,\d s$/);
    expect(await chatControlsAt(page)).toEqual(controlsAt);

    await chat(page).getByRole("button", { name: "Terminar conversación" }).click();
    const card = page.getByRole("region", { name: postCallCopy.chatHeading });
    await expect(card.getByRole("heading", { level: 2 })).toBeFocused();
    const stat = (label: string) => card.locator("dt", { hasText: label }).locator("+ dd");
    await expect(stat(postCallCopy.stats.assistantTurns)).toHaveText("2");
    await expect(stat(postCallCopy.stats.medianResponse)).toHaveText(/^\d,\d s$/);
    await expect(stat(postCallCopy.stats.slowestResponse)).toHaveText(/^\d,\d s$/);
    await expect(card).toContainText(postCallCopy.chatMeasuredHow);
    // Back to the call panel; the transcript beside it shows what was written.
    await expect(page.getByRole("button", { name: "Iniciar Llamada", exact: true })).toBeVisible();
    const transcript = page.getByRole("log", { name: transcriptCopy.heading });
    await expect(transcript).toContainText("Soy Laura Gómez, de Transportes del Sur.");
    await expect(transcript).toContainText(secondAnswer!.text);

    const rating = card.getByRole("group", { name: "¿Qué te pareció la demo?" });
    const liked = rating.getByRole("button", { name: "Me gustó" });
    await liked.click();
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await expect(rating.getByRole("button", { name: "No me convenció" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await rating.getByRole("textbox", { name: "Contanos más (opcional)" }).fill("Respondió rápido y claro.");
    await rating.getByRole("button", { name: "Enviar opinión" }).click();
    await expect(rating.getByText("¡Gracias por tu opinión!")).toBeFocused();
    // Writing never opened the microphone.
    expect(await micTracks(page)).toEqual([]);
  });

  test("an answer's action: its card runs, then ends with its outcome, before the answer; the card after lists it", async ({
    page,
  }) => {
    test.slow();
    await page.clock.install();
    await openChat(page);
    // Hydration runs on timers too: openChat has waited for it.
    await page.clock.pauseAt(Date.now() + 30_000);
    await box(page).fill("Hola, quería una reunión con un asesor.");
    await box(page).press("Enter");
    const log = chat(page).getByRole("log");
    const card = (text: string) => log.locator("[data-slot=action-card]").filter({ hasText: text });
    const { running, done } = cardTexts(firstAnswer.action!);
    await runClockUntilVisible(page, card(running));
    await expect(log).not.toContainText(firstAnswer.text);
    await elementScreenshots(page, chat(page), "voice-demo-chat-action-running");
    await runClockUntilVisible(page, answers(page).first());
    await expect(card(running)).toHaveCount(0);
    await expect(card(done)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(answers(page).first()).toContainText(firstAnswer.text);
    await elementScreenshots(page, chat(page), "voice-demo-chat-action-done");
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoA11yViolationsAtAllWidths(page);

    await chat(page).getByRole("button", { name: "Terminar conversación" }).click();
    const summary = page.getByRole("region", { name: postCallCopy.chatHeading });
    await expect(
      summary.getByRole("list", { name: "Lo que hizo el asistente" }).getByRole("listitem"),
    ).toHaveText([done]);
  });

  test("axe finds nothing with the chat open, nor with the card and its rating; screenshots of both", async ({
    page,
  }) => {
    // Six axe runs and six full-page screenshots.
    test.slow();
    await openChat(page);
    await box(page).fill("Hola");
    await box(page).press("Enter");
    await expect(answers(page).first()).toContainText(firstAnswer.text);
    await expectNoA11yViolationsAtAllWidths(page);
    // At 360 px the page's columns once took the chat's content width (383 px).
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await screenshots(page, "voice-demo-chat");

    await chat(page).getByRole("button", { name: "Terminar conversación" }).click();
    const rating = page.getByRole("group", { name: "¿Qué te pareció la demo?" });
    await rating.getByRole("button", { name: "No me convenció" }).click();
    await expect(rating.getByRole("button", { name: "Enviar opinión" })).toBeEnabled();
    await expectNoA11yViolationsAtAllWidths(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await screenshots(page, "voice-demo-chat-card");
  });

  test("a call after the conversation replaces its card; no chat during a call", async ({ page }) => {
    await openChat(page);
    await box(page).fill("Hola");
    await box(page).press("Enter");
    await expect(answers(page).first()).toContainText(firstAnswer.text);
    await chat(page).getByRole("button", { name: "Terminar conversación" }).click();
    await expect(page.getByRole("region", { name: postCallCopy.chatHeading })).toBeVisible();

    await page.getByRole("button", { name: "Iniciar Llamada", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(/^Llamada activa/);
    await expect(page.getByRole("region", { name: postCallCopy.chatHeading })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Prefiero escribir" })).toHaveCount(0);
    await page.getByRole("button", { name: "Finalizar Llamada", exact: true }).click();
    await expect(page.getByRole("region", { name: postCallCopy.heading })).toBeVisible();
  });
});
