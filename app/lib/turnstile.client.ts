/**
 * Cloudflare Turnstile, the guard's check that a visitor is a person
 * (docs/product.md#the-guard): the only code that talks to its script. Pages import this module
 * only on intent (hover or focus of the demo's start buttons, a first keystroke in the contact
 * form) or at the click, so the script never loads with a page.
 */

import { loadScript, once } from "./loading";

/** The address Cloudflare requires (no copy, no proxy), rendering only when asked. */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** A script that has not arrived by then is not coming (a blocker, a network that drops it). */
export const LOAD_TIMEOUT_MS = 8_000;

/** Without a challenge to answer, a verdict takes a few seconds; this long is a failure. */
export const VERDICT_TIMEOUT_MS = 30_000;

/** The render parameters the page uses, as Turnstile's documentation names them. */
type RenderParameters = {
  sitekey: string;
  action: TurnstileAction;
  appearance: "interaction-only";
  language: string;
  retry: "never";
  "refresh-expired": "never";
  callback: (token: string) => void;
  "error-callback": (code: string) => boolean;
  "expired-callback": () => void;
  "timeout-callback": () => void;
  "before-interactive-callback": () => void;
  "after-interactive-callback": () => void;
};

/**
 * What the token is for. Siteverify returns it, and the site's endpoint takes a token only for its
 * own path: one made for the chat does not start a call.
 */
export type TurnstileAction = "call" | "chat" | "lead";

/** `window.turnstile`, for the calls the page makes. */
type Turnstile = {
  render(container: HTMLElement, parameters: RenderParameters): string | undefined;
  remove(widget: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** Adds Turnstile's script once; a failed load is forgotten, so a later attempt tries again. */
export const loadTurnstile = once(() =>
  loadScript(TURNSTILE_SCRIPT, LOAD_TIMEOUT_MS).then(
    () => window.turnstile ?? Promise.reject(new Error("Turnstile loaded without its API")),
  ),
);

/**
 * A fresh token: Turnstile's are single-use and expire after 300 s, so every start asks anew.
 * Invisible unless Cloudflare wants a click: then its widget shows at the bottom of the screen,
 * and `onChallenge` says so (a visitor answering is not a slow provider). Rejects when the script
 * cannot load or Turnstile does not tell a person.
 */
export async function turnstileToken(
  siteKey: string,
  { action, onChallenge }: { action: TurnstileAction; onChallenge?: (showing: boolean) => void },
): Promise<string> {
  const turnstile = await loadTurnstile();
  return new Promise<string>((resolve, reject) => {
    const container = document.createElement("div");
    container.dataset.slot = "turnstile";
    container.className = "fixed bottom-4 left-1/2 z-50 -translate-x-1/2";
    document.body.append(container);
    // Set once render() returns: a verdict may come before, from inside render().
    const rendered: { widget?: string } = {};
    let settled = false;
    let challenging = false;
    let timer: number | undefined;
    const challenge = (showing: boolean) => {
      if (showing === challenging) return;
      challenging = showing;
      onChallenge?.(showing);
    };
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => settle(new Error("Turnstile gave no verdict")), VERDICT_TIMEOUT_MS);
    };
    const settle = (outcome: string | Error) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (rendered.widget !== undefined) turnstile.remove(rendered.widget);
      container.remove();
      challenge(false);
      if (typeof outcome === "string") resolve(outcome);
      else reject(outcome);
    };
    wait();
    rendered.widget = turnstile.render(container, {
      sitekey: siteKey,
      action,
      appearance: "interaction-only",
      language: "es",
      // The visitor tries again with the button, which asks for a new token.
      retry: "never",
      "refresh-expired": "never",
      callback: (token) => settle(token),
      "error-callback": (code) => {
        settle(new Error(`Turnstile error ${code}`));
        // Handled here: Turnstile does not log it as unhandled.
        return true;
      },
      "expired-callback": () => settle(new Error("Turnstile token expired")),
      "timeout-callback": () => settle(new Error("Turnstile challenge timed out")),
      "before-interactive-callback": () => {
        // The visitor takes their time: no verdict limit while the widget asks.
        window.clearTimeout(timer);
        challenge(true);
      },
      "after-interactive-callback": () => {
        wait();
        challenge(false);
      },
    });
    if (settled && rendered.widget !== undefined) turnstile.remove(rendered.widget);
  });
}
