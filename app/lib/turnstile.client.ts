/**
 * Cloudflare Turnstile, the guard's check that a visitor is a person
 * (docs/product.md#the-guard): the only code that talks to its script. Pages import this module
 * only on intent (hover or focus of the demo's start buttons, a first keystroke in the contact
 * form) or at the click, so the script never loads with a page.
 */

/// <reference types="cloudflare-turnstile" />
import { loadScript, once } from "./loading";

/** The address Cloudflare requires (no copy, no proxy), rendering only when asked. */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** A script that has not arrived by then is not coming (a blocker, a network that drops it). */
export const LOAD_TIMEOUT_MS = 8_000;

/** Without a challenge to answer, a verdict takes a few seconds; this long is a failure. */
export const VERDICT_TIMEOUT_MS = 30_000;

/**
 * What the token is for. Siteverify returns it, and the site's endpoint takes a token only for its
 * own path: one made for the chat does not start a call.
 */
export type TurnstileAction = "call" | "chat" | "lead";

declare global {
  interface Window {
    turnstile?: Turnstile.Turnstile;
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
  const container = document.createElement("div");
  container.dataset.slot = "turnstile";
  container.className = "fixed bottom-4 left-1/2 z-50 -translate-x-1/2";
  document.body.append(container);
  let widget: string | null | undefined;
  let timer: number | undefined;
  let challenging = false;
  const challenge = (showing: boolean) => {
    if (showing !== challenging) onChallenge?.((challenging = showing));
  };
  const verdict = new Promise<string>((resolve, reject) => {
    const fail = (message: string) => () => reject(new Error(message));
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fail("Turnstile gave no verdict"), VERDICT_TIMEOUT_MS);
    };
    wait();
    widget = turnstile.render(container, {
      sitekey: siteKey,
      action,
      appearance: "interaction-only",
      language: "es",
      // The visitor tries again with the button, which asks for a new token.
      retry: "never",
      "refresh-expired": "never",
      callback: resolve,
      "error-callback": (code) => {
        reject(new Error(`Turnstile error ${code}`));
        // Handled here: Turnstile does not log it as unhandled.
        return true;
      },
      "expired-callback": fail("Turnstile token expired"),
      "timeout-callback": fail("Turnstile challenge timed out"),
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
  });
  // After the first verdict, later than any from inside render(): the widget's id is known by then.
  return verdict.finally(() => {
    window.clearTimeout(timer);
    if (widget) turnstile.remove(widget);
    container.remove();
    challenge(false);
  });
}
