import type { Page, Request, Route } from "@playwright/test";

import { site } from "../app/content/site";
import { CLIENT_MESSAGES } from "../app/contracts/vapi-call-settings.mjs";
import { agentPath, pagePaths } from "../app/lib/paths";
import { integrationEnv } from "./builds.mjs";
import { box, chat } from "./chat-panel";
import { openCounted, whenSent } from "./collector-client";
import { demoAgents } from "./demo-agents";
import { expect, hydrated, test } from "./fixtures";
import { recordMicTracks } from "./mic-tracks";
import { callButton, endCall, expectNoLiveTrack, startCall, status } from "./vapi-call";
import { answerWebCall, useVapiDouble } from "./vapi-double";

/**
 * A demo agent's page with Vapi's public key in the page (docs/product.md#an-agent-for-every-area):
 * the page itself asks Vapi for the agent's call and chat, with the overrides the server would
 * build. Vapi's API is answered at the network boundary, the SDK is the double
 * (e2e/vapi-double.browser.ts), and what the page sends is read there.
 */

const CALL_WEB = "https://api.vapi.ai/call/web";
const CHAT_WEB = "https://api.vapi.ai/chat/web";
const isPost = (url: string) => (request: Request) => request.url() === url && request.method() === "POST";

/** Vapi's web chat answering every message with one streamed word (its CORS preflight too). */
async function answerWebChat(page: Page) {
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "authorization, content-type",
    "access-control-allow-methods": "POST, OPTIONS",
  };
  await page.route(CHAT_WEB, (route: Route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          status: 200,
          headers: { ...cors, "content-type": "text/event-stream" },
          body: `data: ${JSON.stringify({ id: "chat-1", sessionId: "ses-1", path: "chat.output[0].content", delta: "Hola." })}\n\ndata: [DONE]\n\n`,
        }),
  );
}

async function openDemo(page: Page, path: string) {
  await recordMicTracks(page);
  await useVapiDouble(page);
  await answerWebCall(page);
  await answerWebChat(page);
  await page.goto(path);
  await hydrated(page);
}

test.describe("a demo agent's call and chat with the public key carry the agent's overrides", () => {
  for (const { slug, content } of demoAgents) {
    test(`${agentPath(slug)}: POST /call/web and POST /chat/web ask for the agent`, async ({ page }) => {
      await openDemo(page, agentPath(slug));
      const webCall = page.waitForRequest(isPost(CALL_WEB));
      await startCall(page);
      const { assistantId, assistantOverrides } = (await webCall).postDataJSON();
      expect(assistantId).toBe(integrationEnv.VITE_VAPI_ASSISTANT_ID);
      expect(assistantOverrides).toEqual({
        firstMessage: content.firstMessage,
        model: {
          ...site.demoAgentModel,
          messages: [{ role: "system", content: content.instructions }],
          tools: expect.any(Array),
        },
        metadata: { agente: slug },
        maxDurationSeconds: site.demoMaxCallSeconds,
        clientMessages: [...CLIENT_MESSAGES],
      });
      expect(
        assistantOverrides.model.tools.map((tool: { type: string; function: { name: string } }) => [
          tool.type,
          tool.function.name,
        ]),
      ).toEqual(content.tools.map((tool) => ["function", tool.name]));
      await endCall(page);
      await expectNoLiveTrack(page);

      // The same overrides with every message of the chat.
      const webChat = page.waitForRequest(isPost(CHAT_WEB));
      await page.getByRole("button", { name: "Prefiero escribir" }).click();
      await box(page).fill("Hola");
      await box(page).press("Enter");
      const message = (await webChat).postDataJSON();
      expect(message).toEqual({
        assistantId: integrationEnv.VITE_VAPI_ASSISTANT_ID,
        assistantOverrides,
        input: "Hola",
        stream: true,
      });
      await expect(chat(page).getByRole("log")).toContainText("Hola.");
    });
  }

  test("CAT's own page asks for CAT's assistant alone: no agent's overrides in its call or chat", async ({
    page,
  }) => {
    await openDemo(page, pagePaths.voiceDemo);
    const webCall = page.waitForRequest(isPost(CALL_WEB));
    await startCall(page);
    expect((await webCall).postDataJSON()).toEqual({
      assistantId: integrationEnv.VITE_VAPI_ASSISTANT_ID,
      assistantOverrides: {
        maxDurationSeconds: site.demoMaxCallSeconds,
        clientMessages: [...CLIENT_MESSAGES],
      },
    });
    await endCall(page);
    const webChat = page.waitForRequest(isPost(CHAT_WEB));
    await page.getByRole("button", { name: "Prefiero escribir" }).click();
    await box(page).fill("Hola");
    await box(page).press("Enter");
    expect((await webChat).postDataJSON()).toEqual({
      assistantId: integrationEnv.VITE_VAPI_ASSISTANT_ID,
      input: "Hola",
      stream: true,
    });
  });
});

test.describe("every demo event says which assistant it is about", () => {
  const [{ slug }] = demoAgents as [(typeof demoAgents)[number]];

  for (const [path, agent] of [
    [agentPath(slug), slug],
    [pagePaths.voiceDemo, "cat"],
  ]) {
    test(`${path}: the page view and the call's events carry agent "${agent}"`, async ({ page }) => {
      const collector = await openCounted(page, `${path}?driver=preview`);
      await hydrated(page);
      await callButton(page, "Iniciar Llamada").click();
      await expect(status(page)).toHaveText(/^Llamada activa - /, { timeout: 15_000 });
      await endCall(page);
      const names = ["demo_page_view", "demo_call_start", "demo_call_end"];
      await whenSent(page, async () =>
        (await collector.events()).filter((event) => names.includes(event.event)).map((event) => event.event),
      ).toEqual(expect.arrayContaining(names));
      for (const name of names) {
        const events = await collector.events(name);
        expect(
          events.map((event) => event.properties.agent),
          name,
        ).toEqual(events.map(() => agent));
      }
    });
  }
});
