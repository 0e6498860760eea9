import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

import type { VapiDoubleConfig } from "./vapi-double.browser";

/** The Vapi SDK's chunk (Vapi + Daily), which only a call may load. */
export const SDK_CHUNK = /\/assets\/vapi-[\w-]+\.js$/;

/**
 * The double's module text: the browser file, transpiled once per worker (types only go). The
 * compiler loads on first use: loading it costs about a CPU-second, and Playwright's runner imports
 * this file only to list the tests.
 */
let doubleModule: Promise<string> | undefined;
const transpiledDouble = () =>
  (doubleModule ??= import("typescript").then(
    ({ default: ts }) =>
      ts.transpileModule(readFileSync(new URL("./vapi-double.browser.ts", import.meta.url), "utf8"), {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 },
      }).outputText,
  ));

/**
 * Replaces the SDK at the network boundary: the page's own `import()` of the SDK chunk gets the
 * double (e2e/vapi-double.browser.ts), so the product code runs unchanged. Call before `goto`.
 * The test then plays the far end through `window.vapiDouble`.
 */
export async function useVapiDouble(page: Page, config: VapiDoubleConfig = {}) {
  const body = await transpiledDouble();
  await page.addInitScript((settings) => {
    window.vapiDoubleConfig = settings;
  }, config);
  await page.route(SDK_CHUNK, (route) =>
    route.fulfill({ contentType: "text/javascript; charset=utf-8", body }),
  );
}

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

/** Vapi's API answers POST /call/web with a web call (its CORS preflight too). */
export async function answerWebCall(page: Page) {
  await page.route("https://api.vapi.ai/call/web", (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          status: 201,
          headers: cors,
          json: { id: "call-e2e", webCallUrl: "https://agentia-e2e.daily.co/call-e2e" },
        }),
  );
}
