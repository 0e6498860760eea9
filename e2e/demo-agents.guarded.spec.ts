import type { Page, Request } from "@playwright/test";

import { DEMO_API_PATHS } from "../app/contracts/demo-api.mjs";
import { agentPath, pagePaths } from "../app/lib/paths";
import { box, chat } from "./chat-panel";
import { demoAgents } from "./demo-agents";
import { expect, hydrated, test } from "./fixtures";
import { recordMicTracks } from "./mic-tracks";
import { stubTurnstile } from "./turnstile-stub";
import { callButton, endCall, expectNoLiveTrack, status } from "./vapi-call";
import { useVapiDouble } from "./vapi-double";

/**
 * A demo agent's page behind the guard (docs/product.md#an-agent-for-every-area): the page names
 * the agent by its slug alone, beside the Turnstile token, and the site's endpoint does the rest.
 * Read where the page's requests leave it, whatever the endpoint makes of them.
 */

const isPost = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === path && request.method() === "POST";

async function openGuarded(page: Page, path: string) {
  await recordMicTracks(page);
  await useVapiDouble(page);
  await stubTurnstile(page, "pass");
  await page.goto(path);
  await hydrated(page);
}

for (const { slug, content } of demoAgents) {
  const path = agentPath(slug);

  test(`${path}: its call and its chat ask the endpoint with its slug beside the token, and nothing else of it`, async ({
    page,
  }) => {
    await openGuarded(page, path);
    const callRequest = page.waitForRequest(isPost(DEMO_API_PATHS.call));
    await callButton(page, "Iniciar Llamada").click();
    const call = await callRequest;
    expect(call.postDataJSON()).toEqual({ token: expect.any(String), agent: slug });
    // Its instructions and tools stay on the server: the page has none to send.
    expect(call.postData()).not.toContain(content.firstMessage);
    await expect(status(page)).toHaveText(/^Llamada activa - /);
    await endCall(page);
    await expectNoLiveTrack(page);

    const chatRequest = page.waitForRequest(isPost(DEMO_API_PATHS.chat));
    await page.getByRole("button", { name: "Prefiero escribir" }).click();
    await box(page).fill("Hola");
    await chat(page).getByRole("button", { name: "Enviar" }).click();
    expect((await chatRequest).postDataJSON()).toEqual({
      token: expect.any(String),
      agent: slug,
      input: "Hola",
    });
  });

  test(`${path}: the voice demo's policy, Turnstile's script and frame allowed, as on /demo-cat/`, async ({
    request,
  }) => {
    const policy = async (page: string) => (await request.get(page)).headers()["content-security-policy"];
    expect(await policy(path)).toBe(await policy(pagePaths.voiceDemo));
    expect(await policy(path)).toContain("frame-src https://challenges.cloudflare.com");
  });
}

test("CAT's own page asks the endpoint with the token alone", async ({ page }) => {
  await openGuarded(page, pagePaths.voiceDemo);
  const callRequest = page.waitForRequest(isPost(DEMO_API_PATHS.call));
  await callButton(page, "Iniciar Llamada").click();
  expect((await callRequest).postDataJSON()).toEqual({ token: expect.any(String) });
  await expect(status(page)).toHaveText(/^Llamada activa - /);
  await endCall(page);
});
