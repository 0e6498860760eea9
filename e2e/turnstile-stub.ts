import type { Page } from "@playwright/test";

import { TURNSTILE_SCRIPT } from "../app/lib/turnstile.client";

declare global {
  interface Window {
    /** Every token the stub handed out, in order. */
    turnstileTokens: string[];
  }
}

/**
 * Cloudflare Turnstile's script, answered at the network boundary (Cloudflare's own test keys
 * need its real servers): `pass` defines `window.turnstile` with render/execute/reset/remove and
 * the callbacks' real shapes, a token per widget; `fail` says no through `error-callback` as
 * Turnstile does (code 600010, a failed challenge); `unreachable` never answers.
 * Returns every request the page made for the script; the tokens handed out are in
 * `window.turnstileTokens`.
 */
export async function stubTurnstile(page: Page, outcome: "pass" | "fail" | "unreachable") {
  const requested: string[] = [];
  await page.route(TURNSTILE_SCRIPT, (route) => {
    requested.push(route.request().url());
    if (outcome === "unreachable") return route.abort("connectionrefused");
    return route.fulfill({
      contentType: "text/javascript; charset=utf-8",
      body: `(${turnstileApi.toString()})(${JSON.stringify(outcome)});`,
    });
  });
  return requested;
}

/** Runs in the page: Turnstile's explicit-rendering API, deciding each widget after a moment. */
function turnstileApi(outcome: "pass" | "fail") {
  type Parameters = {
    action?: string;
    callback?: (token: string) => void;
    "error-callback"?: (code: string) => boolean;
  };
  const widgets = new Map<string, Parameters>();
  const tokens: string[] = [];
  window.turnstileTokens = tokens;
  let count = 0;
  const run = (id: string) => {
    const parameters = widgets.get(id);
    if (!parameters) return;
    setTimeout(() => {
      if (!widgets.has(id)) return;
      if (outcome === "pass") {
        // Cloudflare binds a token to the widget's action; e2e/demo-upstream.mjs reads it back.
        const token = `e2e-pass-${parameters.action ?? ""}-${id}-${crypto.randomUUID()}`;
        tokens.push(token);
        parameters.callback?.(token);
      } else parameters["error-callback"]?.("600010");
    }, 50);
  };
  (window as unknown as { turnstile: unknown }).turnstile = {
    render(_container: HTMLElement, parameters: Parameters & { execution?: string }) {
      const id = `widget-${++count}`;
      widgets.set(id, parameters);
      if (parameters.execution !== "execute") run(id);
      return id;
    },
    execute: (id: string) => run(id),
    reset: (id: string) => run(id),
    remove: (id: string) => void widgets.delete(id),
  };
}
