/**
 * The page's side of the guard (docs/product.md#the-guard): a fresh Cloudflare Turnstile token,
 * then the site's endpoint (server/demo-api), which starts the call or the chat with the host's
 * private key. The page holds no Vapi key; Turnstile's code loads only on intent or at the click.
 */
import { callErrors } from "~/content/demo-cat";
import { DEMO_API_ERRORS, DEMO_API_PATHS } from "~/contracts/demo-api.mjs";
import type { TurnstileAction } from "~/lib/turnstile.client";

import type { JoinableCall, RequestCall } from "./vapi-client.client";
import type { CallFailure, VoiceEvent } from "../call/voice-client";

const turnstile = () => import("~/lib/turnstile.client");

/** Hover or focus of 'Iniciar Llamada' or 'Prefiero escribir': Turnstile's script starts loading. */
export function prefetchTurnstile(): void {
  turnstile()
    .then((module) => module.loadTurnstile())
    .catch(() => {});
}

/**
 * A fresh token, or null when Turnstile cannot load or does not tell a person: the page then
 * says it could not verify the visitor. `onChallenge`: Cloudflare shows its widget for a click.
 */
export async function freshToken(
  siteKey: string,
  action: TurnstileAction,
  onChallenge?: (showing: boolean) => void,
): Promise<string | null> {
  try {
    const { turnstileToken } = await turnstile();
    return await turnstileToken(siteKey, { action, onChallenge });
  } catch {
    return null;
  }
}

/** What the endpoint's `error` code means for the visitor: its own message, or today's failure. */
export function endpointFailure(body: unknown): CallFailure | null {
  const code = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  const kind = typeof code === "string" ? DEMO_API_ERRORS[code] : undefined;
  return kind === "unverified" || kind === "limited" || kind === "busy" ? kind : null;
}

const isJoinable = (body: unknown): body is JoinableCall =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as { webCallUrl?: unknown }).webCallUrl === "string";

/**
 * What the page sends the endpoint for a call: the token, and for a demo agent its slug alone (the
 * endpoint builds the agent's overrides from the built content, docs/product.md#an-agent-for-every-area).
 */
export type GuardedCallRequest = { token: string; agent?: string };

/**
 * Asks the endpoint for a call, with a demo agent's `agent` slug: 'Preparando la llamada…' while
 * Turnstile decides, 'Creando la llamada…' while the endpoint creates it. Every failure is reported
 * once, through `onEvent`.
 */
export function guardedCall(siteKey: string, agent?: string): RequestCall {
  return async (onEvent: (event: VoiceEvent) => void, signal: AbortSignal) => {
    const fail = (cause: CallFailure | null, detail: string | null = null) => {
      if (!signal.aborted) onEvent(cause ? { type: "error", detail, cause } : { type: "error", detail });
      return null;
    };
    onEvent({ type: "connect-step", step: "preparing" });
    const token = await freshToken(siteKey, "call", (showing) => onEvent({ type: "challenge", showing }));
    if (!token) return fail("unverified");
    if (signal.aborted) return null;
    onEvent({ type: "connect-step", step: "creating" });
    const request: GuardedCallRequest = { token, ...(agent ? { agent } : {}) };
    let response: Response;
    try {
      response = await fetch(DEMO_API_PATHS.call, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
        signal,
      });
    } catch {
      return fail(null, callErrors.network);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return fail(endpointFailure(body));
    return isJoinable(body) ? body : fail(null);
  };
}

/** How long a token fetched ahead stays worth sending: Turnstile's expire after 300 s. */
export const TOKEN_FRESH_MS = 240_000;

/**
 * Tokens for a conversation, one per message (siteverify takes each once): the next one is
 * fetched while the visitor reads the answer, so the wait for it is not the assistant's.
 */
export function conversationTokens(siteKey: string, now: () => number = () => performance.now()) {
  let ahead: { token: Promise<string | null>; at: number } | null = null;
  return {
    /** Starts fetching the next message's token. */
    prefetch() {
      ahead ??= { token: freshToken(siteKey, "chat"), at: now() };
    },
    /** The token for the message being sent: the one fetched ahead if still fresh, or a new one. */
    async take(): Promise<string | null> {
      const fetched = ahead;
      ahead = null;
      const token = fetched && now() - fetched.at < TOKEN_FRESH_MS ? await fetched.token : null;
      return token ?? freshToken(siteKey, "chat");
    },
  };
}
