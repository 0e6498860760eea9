import type { Page, Route } from "@playwright/test";

import { chatErrors } from "../app/content/demo-chat";
import { postCallCopy } from "../app/content/post-call";
import { integrationEnv } from "./builds.mjs";
import { useCollector, whenSent } from "./collector-client";
import { withMicrophone } from "./fake-audio";
import { answers, box, chat, chatControlsAt, openChat } from "./chat-panel";
import { expect, screenshots, test } from "./fixtures";

/**
 * 'Prefiero escribir' with Vapi configured (docs/product.md#every-visitor-can-try-it): the page
 * talks to Vapi's web chat, answered here at the network boundary with the API's real shapes. The
 * integration build is served with its real headers: a chat request the CSP blocked would never
 * reach the stub, and the fixture fails the test on the violation it logs.
 */

// A microphone that speaks, for the check.
test.use(withMicrophone("chat-events", [{ sound: true, seconds: 2 }]));

const CHAT_WEB = "https://api.vapi.ai/chat/web";

/** The API answers cross-origin: the preflight and the response need CORS headers. */
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

type Received = { authorization?: string; body: Record<string, unknown> };

/** Routes POST /chat/web: the n-th message (from 1) gets `answer(route, n)`; returns what the API received. */
async function routeChat(page: Page, answer: (route: Route, message: number) => Promise<void>) {
  const received: Received[] = [];
  await page.route(CHAT_WEB, async (route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    received.push({ authorization: request.headers().authorization, body: request.postDataJSON() });
    await answer(route, received.length);
  });
  return received;
}

/** A streamed answer as Vapi sends it: one event per piece of the assistant's text, then `[DONE]`. */
function streamed(sessionId: string, pieces: string[]) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      headers: { ...cors, "content-type": "text/event-stream" },
      body:
        pieces
          .map(
            (delta) =>
              `data: ${JSON.stringify({ id: "stream_123", sessionId, path: "chat.output[0].content", delta })}\n\n`,
          )
          .join("") + "data: [DONE]\n\n",
    });
}

async function send(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press("Enter");
}

test.describe("/demo-cat in writing, through Vapi's web chat", () => {
  test("streams each answer with its response time; the second message carries the session", async ({
    page,
  }) => {
    const received = await routeChat(page, (route, message) =>
      message === 1
        ? streamed("ses_e2e_1", ["¡Hola! ", "Soy Clara, ", "¿en qué te ayudo?"])(route)
        : streamed("ses_e2e_1", ["El pedido 4582 ", "llega mañana."])(route),
    );
    await openChat(page);
    await send(page, "Hola");
    await expect(answers(page).first()).toContainText("¡Hola! Soy Clara, ¿en qué te ayudo?");
    await expect(answers(page).first()).toContainText(/Respondió en \d,\d s$/);
    await send(page, "¿Y mi pedido 4582?");
    await expect(answers(page).nth(1)).toContainText("El pedido 4582 llega mañana.");
    await expect(answers(page).nth(1)).toContainText(/Respondió en \d,\d s$/);

    const authorization = `Bearer ${integrationEnv.VITE_VAPI_PUBLIC_KEY}`;
    const assistantId = integrationEnv.VITE_VAPI_ASSISTANT_ID;
    expect(received).toEqual([
      { authorization, body: { assistantId, input: "Hola", stream: true } },
      {
        authorization,
        body: { assistantId, input: "¿Y mi pedido 4582?", stream: true, sessionId: "ses_e2e_1" },
      },
    ]);
  });

  test("a server error: the Spanish message, the message kept in the box, and sending again works", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 500/);
    const received = await routeChat(page, (route, message) =>
      message === 1
        ? route.fulfill({
            status: 500,
            headers: cors,
            json: { message: "Internal server error", error: "Internal Server Error", statusCode: 500 },
          })
        : streamed("ses_e2e_2", ["¡Hola de nuevo!"])(route),
    );
    await openChat(page);
    const controlsAt = await chatControlsAt(page);
    await send(page, "Hola, ¿están?");
    const alert = chat(page).getByRole("alert");
    await expect(alert).toContainText(chatErrors.serverError);
    await expect(alert).toContainText("Tu mensaje quedó en el cuadro: podés enviarlo de nuevo.");
    await expect(box(page)).toHaveValue("Hola, ¿están?");
    await expect(chat(page).getByRole("listitem")).toHaveCount(0);
    // The message came in under the visitor's finger: 'Enviar', aimed at again, is where it was.
    expect(await chatControlsAt(page)).toEqual(controlsAt);
    await screenshots(page, "chat-error", { element: '[data-slot="chat-panel"]' });

    await box(page).press("Enter");
    await expect(answers(page).first()).toContainText("¡Hola de nuevo!");
    await expect(alert).toHaveCount(0);
    expect(await chatControlsAt(page)).toEqual(controlsAt);
    expect(received.map((each) => each.body.input)).toEqual(["Hola, ¿están?", "Hola, ¿están?"]);
  });

  test("the chat, the check and the rating reach PostHog with their properties, the comment masked", async ({
    page,
  }) => {
    // Events wait for the SDK (loaded after start-up) and a 3 s batch: on Playwright's clock.
    test.slow();
    const collector = await useCollector(page);
    await routeChat(page, (route) => streamed("ses_e2e_3", ["¡Hola!"])(route));
    await page.clock.install();
    await page.goto("/demo-cat");
    await page.getByRole("button", { name: "Probar micrófono" }).click();
    await expect(page.getByText("Te escuchamos bien.")).toBeVisible();
    await page.getByRole("button", { name: "Prefiero escribir" }).click();
    await send(page, "Hola");
    await expect(answers(page).first()).toContainText("¡Hola!");
    await chat(page).getByRole("button", { name: "Terminar conversación" }).click();

    const card = page.getByRole("region", { name: postCallCopy.chatHeading });
    const rating = card.getByRole("group", { name: "¿Qué te pareció la demo?" });
    await rating.getByRole("button", { name: "No me convenció" }).click();
    await rating
      .getByRole("textbox", { name: "Contanos más (opcional)" })
      .fill("Quiero más info: ana.perez@empresa.com o +54 9 11 5555-1234");
    await rating.getByRole("button", { name: "Enviar opinión" }).click();
    await expect(rating.getByText("¡Gracias por tu opinión!")).toBeVisible();

    const sent = async () =>
      (await collector.events())
        .filter((event) => event.event.startsWith("demo_") && event.event !== "demo_page_view")
        .map((event) => [event.event, event.properties]);
    await whenSent(page, sent).toEqual([
      ["demo_mic_check", expect.objectContaining({ result: "ok" })],
      ["demo_chat_start", expect.anything()],
      ["demo_chat_message", expect.objectContaining({ turn: 1 })],
      [
        "demo_feedback",
        expect.objectContaining({ rating: "down", comment: "Quiero más info: [email] o [phone]" }),
      ],
    ]);
  });
});
