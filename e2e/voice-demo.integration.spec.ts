import { type Page, type Route } from "@playwright/test";

import { callErrors, demoPage } from "../app/content/demo-cat";
import { CLIENT_MESSAGES } from "../app/contracts/vapi-call-settings.mjs";
import { integrationEnv } from "./builds.mjs";
import { expect, expectNoA11yViolationsAtAllWidths, screenshots, test } from "./fixtures";
import { SDK_CHUNK } from "./vapi-double";
const CREATE_WEB_CALL = "https://api.vapi.ai/call/web";

const status = (page: Page) => page.getByRole("status");
const startButton = (page: Page) => page.getByRole("button", { name: "Iniciar Llamada", exact: true });

/** The API answers cross-origin: the preflight and the response need CORS headers. */
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

/** Routes POST /call/web to `answer`; returns what the API received. */
async function routeWebCall(page: Page, answer: (route: Route) => Promise<void>) {
  const received: { authorization?: string; body: unknown }[] = [];
  await page.route(CREATE_WEB_CALL, async (route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    received.push({ authorization: request.headers().authorization, body: request.postDataJSON() });
    await answer(route);
  });
  return received;
}

function jsonError(statusCode: number, message: string, error: string) {
  return (route: Route) =>
    route.fulfill({ status: statusCode, headers: cors, json: { message, error, statusCode } });
}

function sdkRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (SDK_CHUNK.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test.describe("/demo-cat with Vapi configured", () => {
  test("the SDK is not loaded on / nor on /demo-cat until the call button is hovered", async ({ page }) => {
    const requested = sdkRequests(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.goto("/demo-cat");
    await page.waitForLoadState("networkidle");
    await expect(startButton(page)).toBeVisible();
    expect(requested).toEqual([]);
    await expect(page.getByText(demoPage.previewLabel)).toHaveCount(0);

    await startButton(page).hover();
    await expect.poll(() => requested.length).toBe(1);
  });

  for (const { name, statusCode, detail, answer } of [
    {
      name: "rejects the key (HTTP 401)",
      statusCode: 401,
      detail: callErrors.unauthorized,
      answer: jsonError(401, "Invalid Key. Hot tip, you may be using the private key.", "Unauthorized"),
    },
    {
      name: "fails (HTTP 500)",
      statusCode: 500,
      detail: callErrors.serverError,
      answer: jsonError(500, "Internal server error", "Internal Server Error"),
    },
  ]) {
    test(`the API ${name}: failed-start message, 'Error en la llamada', retry possible`, async ({
      page,
      consoleErrors,
    }) => {
      // The first case also runs axe and takes screenshots at three widths.
      test.slow();
      consoleErrors.expect(
        new RegExp(`Failed to load resource: the server responded with a status of ${statusCode}`),
      );
      const received = await routeWebCall(page, answer);
      await page.goto("/demo-cat");
      await startButton(page).click();

      await expect(status(page)).toHaveText("Error en la llamada");
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("No se pudo iniciar la llamada. Por favor intenta nuevamente.");
      await expect(alert).toContainText(detail);
      await expect(alert).not.toContainText("[object Object]");
      expect(received).toEqual([
        {
          authorization: `Bearer ${integrationEnv.VITE_VAPI_PUBLIC_KEY}`,
          body: expect.objectContaining({
            assistantId: integrationEnv.VITE_VAPI_ASSISTANT_ID,
            // VITE_DEMO_MAX_CALL_SECONDS' default: Vapi ends the call there too. And the server
            // messages the page reads (app/contracts/vapi-call-settings.mjs).
            assistantOverrides: {
              maxDurationSeconds: 300,
              clientMessages: [...CLIENT_MESSAGES],
            },
          }),
        },
      ]);
      if (statusCode === 401) {
        await expectNoA11yViolationsAtAllWidths(page);
        await screenshots(page, "voice-demo-vapi-error");
      }

      await startButton(page).click();
      await expect.poll(() => received.length).toBe(2);
      await expect(status(page)).toHaveText("Error en la llamada");
      await expect(startButton(page)).toBeVisible();
    });
  }

  test("the API times out: a network message, then a retry reaches the API again", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_TIMED_OUT/);
    const received = await routeWebCall(page, (route) => route.abort("timedout"));
    await page.goto("/demo-cat");
    await startButton(page).click();
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(page.getByRole("alert")).toContainText(callErrors.failedStart);
    await expect(page.getByRole("alert")).toContainText(callErrors.network);

    await startButton(page).click();
    await expect.poll(() => received.length).toBe(2);
    await expect(status(page)).toHaveText("Error en la llamada");
  });

  test("the API never answers: the visitor is not left on 'Conectando...'", async ({ page }) => {
    await page.clock.install();
    const received = await routeWebCall(page, () => new Promise(() => {}));
    await page.goto("/demo-cat");
    await startButton(page).click();
    await expect(status(page)).toHaveText("Conectando...Creando la llamada…");
    await expect.poll(() => received.length).toBe(1);

    // The page's own connection timeout (CONNECT_TIMEOUT_MS, 25 s).
    await page.clock.runFor(26_000);
    await expect(status(page)).toHaveText("Error en la llamada");
    await expect(page.getByRole("alert")).toContainText(callErrors.failedStart);
    await expect(page.getByRole("alert")).toContainText(callErrors.timeout);

    await startButton(page).click();
    await expect.poll(() => received.length).toBe(2);
    await expect(status(page)).toContainText("Conectando...");
  });

  test("the SDK's start stages appear under 'Conectando...' in order", async ({ page }) => {
    const seen: string[] = [];
    await page.exposeFunction("reportStatus", (text: string) => seen.push(text));
    // Each step is held until the test saw the one before: the SDK's chunk, then the API's answer.
    let deliverSdk: () => void = () => {};
    const sdkDelivered = new Promise<void>((resolve) => (deliverSdk = resolve));
    await page.route(SDK_CHUNK, async (route) => {
      await sdkDelivered;
      await route.continue();
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const received = await routeWebCall(page, async (route) => {
      await answered;
      await route.fulfill({
        status: 201,
        headers: cors,
        json: { id: "call-e2e", webCallUrl: "https://agentia-e2e.daily.co/call-e2e" },
      });
    });
    // Daily's call bundle never arrives: the call stays on joining until the visitor hangs up.
    await page.route("https://c.daily.co/**", () => new Promise(() => {}));
    await page.goto("/demo-cat");
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"]')!;
      const report = (window as unknown as { reportStatus: (text: string) => void }).reportStatus;
      new MutationObserver(() => report(region.textContent ?? "")).observe(region, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await startButton(page).click();
    await expect(status(page)).toHaveText("Conectando...Preparando la llamada…");
    deliverSdk();
    await expect(status(page)).toHaveText("Conectando...Creando la llamada…");
    // The SDK names the stage before its request reaches the network: wait for the request.
    await expect.poll(() => received.length).toBe(1);
    answer();
    await expect(status(page)).toHaveText("Conectando...Conectando con el asistente…");
    await screenshots(page, "voice-demo-connecting");
    expect(seen.filter((text) => text.startsWith("Conectando..."))).toEqual([
      "Conectando...Preparando la llamada…",
      "Conectando...Creando la llamada…",
      "Conectando...Conectando con el asistente…",
    ]);

    await page.getByRole("button", { name: "Finalizar Llamada" }).click();
    await expect(status(page)).toHaveText("Llamada finalizada");
  });

  test("?driver=preview runs the labelled preview without loading the SDK", async ({ page }) => {
    const requested = sdkRequests(page);
    await page.goto("/demo-cat?driver=preview");
    await expect(page.getByText(demoPage.previewLabel)).toBeVisible();
    await startButton(page).click();
    await expect(status(page)).toHaveText(/^Llamada activa - 00:0\d$/);
    await page.getByRole("button", { name: "Finalizar Llamada" }).click();
    await expect(status(page)).toHaveText("Llamada finalizada");
    expect(requested).toEqual([]);
  });
});
