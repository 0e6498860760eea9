import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page, Request } from "@playwright/test";

import { guardAlternatives } from "../app/content/demo-cat";
import { CLIENT_MESSAGES } from "../app/contracts/vapi-call-settings.mjs";
import { filesIn } from "../deploy/build-layout.mjs";
import { handleDemoApi } from "../server/demo-api/handler.mjs";
import { memoryLimits } from "../server/shared/visitor-limits.mjs";
import { builds, guardedEnv, guardedServerEnv, upstreamOrigin } from "./builds.mjs";
import { box, chat } from "./chat-panel";
import { chatAnswer } from "./demo-upstream.mjs";
import { expect, expectNoA11yViolations, hydrated, test } from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";
import { stubTurnstile } from "./turnstile-stub";
import { callButton, expectNoLiveTrack, panel, status } from "./vapi-call";
import { useVapiDouble } from "./vapi-double";

/**
 * The voice demo behind the guard (docs/product.md#the-guard), on the guarded build served as
 * `npm start` serves it: the page holds no Vapi key; Turnstile's script is answered at the
 * network boundary (e2e/turnstile-stub.ts); the site's own endpoint runs for real, with the
 * host's secrets, against a local siteverify and Vapi API (e2e/demo-upstream.mjs); the SDK's
 * chunk is the double, which joins the endpoint's web call with reconnect().
 */

const UNVERIFIED = "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.";
const LINES_BUSY =
  "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.";

type Received = {
  siteverify: { token: string; secret: string | null }[];
  calls: { authorization: string | null; body: Record<string, unknown> }[];
  chats: { authorization: string | null; body: Record<string, unknown> }[];
};
/** What siteverify and Vapi's API received from the site's endpoint so far. */
const upstream = async (): Promise<Received> => (await fetch(`${upstreamOrigin}/__received`)).json();

/** Every request the page makes to an origin, from now on. */
function requestsTo(page: Page, origin: string) {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

const typeInstead = (page: Page) => page.getByRole("button", { name: "Prefiero escribir" }).first();

async function openGuardedDemo(page: Page, turnstile: "pass" | "fail" | "unreachable" = "pass") {
  await recordMicTracks(page);
  await useVapiDouble(page);
  const scripts = await stubTurnstile(page, turnstile);
  await page.goto("/demo-cat");
  await hydrated(page);
  return { scripts };
}

test.describe("the build", () => {
  test("holds no key of any kind: no Vapi key, no private key, no Turnstile secret", () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
    const findings: string[] = [];
    for (const file of filesIn(join(builds.guarded.dir, "client"))) {
      const text = readFileSync(file, "utf8");
      if (text.includes(guardedServerEnv.VAPI_PRIVATE_KEY)) findings.push(`${file}: the private key`);
      if (text.includes(guardedServerEnv.TURNSTILE_SECRET_KEY))
        findings.push(`${file}: the Turnstile secret`);
      // The configuration the build inlines carries a key as `publicKey:"…"`: the code's name alone is no key.
      if (/publicKey:\s*["'`][^"'`]/.test(text)) findings.push(`${file}: a public key setting`);
      // The only UUID the page may hold is the assistant's id, which is no key.
      for (const id of text.match(uuid) ?? []) {
        if (id !== guardedEnv.VITE_VAPI_ASSISTANT_ID) findings.push(`${file}: ${id}`);
      }
    }
    expect(findings).toEqual([]);
  });
});

test.describe("the privacy page", () => {
  test("lists Cloudflare Turnstile: what it processes, and why", async ({ page }) => {
    await page.goto("/privacidad/");
    const data = page.getByRole("region", { name: "Qué datos se recogen, quién los recibe y para qué" });
    await expect(data).toContainText("Cloudflare Turnstile");
    await expect(data).toContainText("distingue a las personas de los programas automáticos");
    await expectNoA11yViolations(page);
  });
});

test.describe("the policy npm start sends", () => {
  // This build also has the site's own contact form (VITE_LEAD_FORM), which asks Turnstile too.
  test("lets the demo and the contact form's page alone load Turnstile, and no page reach Vapi's API", async ({
    request,
  }) => {
    const policy = async (path: string) =>
      (await request.get(path)).headers()["content-security-policy"] ?? "";
    const directive = (csp: string, name: string) =>
      csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    for (const path of ["/demo-cat/", "/"]) {
      const csp = await policy(path);
      expect(directive(csp, "script-src"), path).toContain("https://challenges.cloudflare.com");
      expect(directive(csp, "frame-src"), path).toBe("frame-src https://challenges.cloudflare.com");
    }
    for (const path of ["/privacidad/", "/no-existe"]) {
      expect(await policy(path), path).not.toContain("challenges.cloudflare.com");
    }
    for (const path of ["/", "/demo-cat/"]) expect(await policy(path), path).not.toContain("api.vapi.ai");
  });
});

test.describe("Turnstile loads on intent only", () => {
  test("nothing of Cloudflare's until 'Iniciar Llamada' is hovered, then its script once", async ({
    page,
  }) => {
    const cloudflare = requestsTo(page, "https://challenges.cloudflare.com");
    const { scripts } = await openGuardedDemo(page);
    await page.getByRole("heading", { level: 1 }).hover();
    expect(cloudflare).toEqual([]);
    await callButton(page, "Iniciar Llamada").hover();
    await expect.poll(() => scripts.length).toBe(1);
    await page.getByRole("heading", { level: 1 }).hover();
    await callButton(page, "Iniciar Llamada").hover();
    expect(cloudflare).toEqual(["https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"]);
  });

  test("or once 'Prefiero escribir' has the keyboard's focus", async ({ page }) => {
    const { scripts } = await openGuardedDemo(page);
    expect(scripts).toEqual([]);
    await typeInstead(page).focus();
    await expect.poll(() => scripts.length).toBe(1);
  });
});

test.describe("a call through the site's endpoint", () => {
  test("Turnstile passes, the endpoint creates the call with the host's key, the SDK joins it; ends with every track released", async ({
    page,
  }) => {
    const vapiApi = requestsTo(page, "https://api.vapi.ai");
    await openGuardedDemo(page);
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText(/^Llamada activa - \d\d:\d\d$/);

    // The SDK joined the room the endpoint answered with (the upstream numbers its calls), and
    // its meeting token.
    const joined = (await page.evaluate(() => window.vapiDouble.instances.at(-1)?.call?.joinedWith)) as {
      url: string;
    };
    const number = Number(/guarded-call-(\d+)$/.exec(joined.url)?.[1]);
    expect(joined).toEqual({
      url: `https://agentia-e2e.daily.co/guarded-call-${number}`,
      token: `daily-token-${number}`,
      subscribeToTracksAutomatically: false,
    });
    // The endpoint asked Vapi for that call with the host's private key and the server's own settings,
    // once siteverify had taken this page's token with the host's secret.
    const { calls, siteverify } = await upstream();
    const call = calls[number - 1]!;
    expect(call.authorization).toBe(`Bearer ${guardedServerEnv.VAPI_PRIVATE_KEY}`);
    expect(call.body).toEqual({
      assistantId: guardedEnv.VITE_VAPI_ASSISTANT_ID,
      assistantOverrides: {
        maxDurationSeconds: 300,
        clientMessages: [...CLIENT_MESSAGES],
      },
    });
    const [token] = await page.evaluate(() => window.turnstileTokens);
    expect(siteverify).toContainEqual(
      expect.objectContaining({ token, secret: guardedServerEnv.TURNSTILE_SECRET_KEY }),
    );

    await page.evaluate(() => window.vapiDouble.transcript("assistant", "¡Hola! Soy Clara.", true));
    await expect(page.getByRole("log")).toContainText("¡Hola! Soy Clara.");
    await callButton(page, "Finalizar Llamada").click();
    await expect(status(page)).toHaveText("Llamada finalizada");
    await expectNoLiveTrack(page);
    expect(vapiApi).toEqual([]);
  });

  test("Turnstile unreachable: the Spanish message with WhatsApp and the contact section, no live microphone", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await openGuardedDemo(page, "unreachable");
    const endpoint = requestsTo(page, new URL("/api/demo/", page.url()).href);
    await callButton(page, "Iniciar Llamada").click();
    await expectUnverified(panel(page).getByRole("alert"));
    await expect
      .poll(async () => (await micTracks(page)).map((track) => track.readyState))
      .toEqual(["ended"]);
    expect(endpoint).toEqual([]);
    await expectNoA11yViolations(page);
  });

  test("a visitor over the limit: the Spanish message with WhatsApp and the contact section, no live microphone", async ({
    page,
    visitorAddress,
    consoleErrors,
  }) => {
    consoleErrors.expect(/429/);
    await openGuardedDemo(page);
    // Three tries this visitor made already (a script's, say): counted, verified or not.
    for (const token of ["fail-1", "fail-2", "fail-3"]) {
      const response = await page.request.post("/api/demo/call", {
        headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": visitorAddress },
        data: { token },
      });
      expect(response.status()).toBe(403);
    }
    const before = (await upstream()).calls.length;
    await callButton(page, "Iniciar Llamada").click();
    const alert = panel(page).getByRole("alert");
    await expect(alert).toContainText(
      "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
    );
    await expect(alert.getByRole("link", { name: guardAlternatives.whatsapp })).toBeVisible();
    await expect(alert.getByRole("link", { name: guardAlternatives.contact })).toHaveAttribute(
      "href",
      "/#contacto",
    );
    await expect
      .poll(async () => (await micTracks(page)).map((track) => track.readyState))
      .toEqual(["ended"]);
    expect((await upstream()).calls.length).toBe(before);
    await expectNoA11yViolations(page);
  });

  test("Turnstile says no: the same message, and the endpoint is never asked", async ({ page }) => {
    await openGuardedDemo(page, "fail");
    const endpoint = requestsTo(page, new URL("/api/demo/", page.url()).href);
    await callButton(page, "Iniciar Llamada").click();
    await expect(panel(page).getByRole("alert")).toContainText(UNVERIFIED);
    expect(endpoint).toEqual([]);
    await expect
      .poll(async () => (await micTracks(page)).map((track) => track.readyState))
      .toEqual(["ended"]);
  });

  test("every line busy (the endpoint's answer when Vapi refuses): the message with 'Prefiero escribir'", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/503/);
    // What the real handler answers when Vapi is over its concurrency limit.
    await page.route("**/api/demo/call", async (route) => {
      const answer = await handleDemoApi(
        new Request(route.request().url(), {
          method: "POST",
          headers: route.request().headers(),
          body: route.request().postData(),
        }),
        {
          env: { ...guardedServerEnv, ...guardedEnv },
          limits: memoryLimits(),
          fetch: (async (url: string) =>
            String(url).endsWith("/siteverify")
              ? Response.json({ success: true, "error-codes": [], hostname: "127.0.0.1", action: "call" })
              : Response.json(
                  { message: "Over Concurrency Limit.", error: "Bad Request", statusCode: 400 },
                  { status: 400 },
                )) as typeof fetch,
        },
      );
      await route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: await answer.text(),
      });
    });
    await openGuardedDemo(page);
    await callButton(page, "Iniciar Llamada").click();
    const alert = panel(page).getByRole("alert");
    await expect(alert).toContainText(LINES_BUSY);
    await expect(alert.getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
    await expect
      .poll(async () => (await micTracks(page)).map((track) => track.readyState))
      .toEqual(["ended"]);
  });

  test("every line busy (Vapi ends the joined call at once): the same message, every track released", async ({
    page,
  }) => {
    await openGuardedDemo(page);
    await callButton(page, "Iniciar Llamada").click();
    await expect(status(page)).toHaveText(/^Llamada activa/);
    await page.evaluate(() =>
      window.vapiDouble.hangUp("call.start.error-subscription-concurrency-limit-reached"),
    );
    await expect(panel(page).getByRole("alert")).toContainText(LINES_BUSY);
    await expect(status(page)).toHaveText("Error en la llamada");
    await expectNoLiveTrack(page);
  });
});

test.describe("the chat through the site's endpoint", () => {
  test("each message with its own token, answered as Vapi streams it, the second continuing the first", async ({
    page,
  }) => {
    const vapiApi = requestsTo(page, "https://api.vapi.ai");
    await openGuardedDemo(page);
    await typeInstead(page).click();
    const first = `¿Qué hacen? ${crypto.randomUUID()}`;
    await box(page).fill(first);
    await chat(page).getByRole("button", { name: "Enviar" }).click();
    await expect(chat(page).getByRole("log")).toContainText(chatAnswer(first).join(""));
    const second = `¿Y los envíos? ${crypto.randomUUID()}`;
    await box(page).fill(second);
    await chat(page).getByRole("button", { name: "Enviar" }).click();
    await expect(chat(page).getByRole("log")).toContainText(chatAnswer(second).join(""));

    const { chats } = await upstream();
    const [one, two] = [first, second].map((text) => chats.find((each) => each.body.input === text)!);
    expect(one?.authorization).toBe(`Bearer ${guardedServerEnv.VAPI_PRIVATE_KEY}`);
    expect(one?.body).toEqual({ assistantId: guardedEnv.VITE_VAPI_ASSISTANT_ID, input: first, stream: true });
    expect(two?.body).toMatchObject({ input: second, previousChatId: expect.stringMatching(/^chat-e2e-/) });
    expect(two?.body.previousChatId).not.toBe(undefined);
    expect(vapiApi).toEqual([]);
  });

  test("Turnstile unreachable: the message stays in the box, with WhatsApp and the contact section", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await openGuardedDemo(page, "unreachable");
    await typeInstead(page).click();
    await box(page).fill("Hola");
    await chat(page).getByRole("button", { name: "Enviar" }).click();
    await expectUnverified(chat(page).getByRole("alert"));
    await expect(box(page)).toHaveValue("Hola");
  });
});

/** Turnstile's refusal, with the two other ways to reach the team. */
async function expectUnverified(alert: Locator) {
  await expect(alert).toContainText(UNVERIFIED);
  await expect(alert.getByRole("link", { name: guardAlternatives.whatsapp })).toBeVisible();
  await expect(alert.getByRole("link", { name: guardAlternatives.contact })).toHaveAttribute(
    "href",
    "/#contacto",
  );
}
