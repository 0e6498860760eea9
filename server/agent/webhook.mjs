// @ts-check
/**
 * The owner's webhook (Make, Zapier, n8n, Apps Script…): JSON signed as GitHub signs its webhooks,
 * `X-Signature-256: sha256=<hex HMAC-SHA256 of the exact body>`, with an `Idempotency-Key` so a
 * receiver can drop a repeat (a retry, or Vapi's report sent twice). docs/site-owner.md shows a
 * receiver checking both.
 */
import { pause, request } from "./upstream.mjs";

const encoder = new TextEncoder();

/** Before the one retry: a moment for a receiver that stumbled. */
const RETRY_PAUSE_MS = 1000;

/**
 * Hex HMAC-SHA256 of `text`'s UTF-8 with `secret` (Web Crypto: Cloudflare's runtime has no Node crypto).
 * @param {string} secret
 * @param {string} text
 */
export async function hmacHex(secret, text) {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether a failure may pass on its own: no answer, a timeout, a rate limit or the receiver's own
 * error. Any other refusal (a wrong address, a bad signature) would only be refused again.
 * @param {number | null} status null: no answer
 */
const worthRetrying = (status) => status === null || status === 408 || status === 429 || status >= 500;

/**
 * Posts `payload` to the webhook, signed, retrying once what `worthRetrying`. True when the receiver
 * took it (2xx).
 * @param {{ url: string; secret: string }} webhook
 * @param {{ payload: Record<string, unknown>; idempotencyKey: string }} delivery
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal] ends the attempts (Vapi's answer is due)
 */
export async function deliver(webhook, { payload, idempotencyKey }, send, signal) {
  const body = JSON.stringify(payload);
  const headers = {
    "Content-Type": "application/json",
    "X-Signature-256": `sha256=${await hmacHex(webhook.secret, body)}`,
    "Idempotency-Key": idempotencyKey,
  };
  for (let attempt = 1; ; attempt += 1) {
    /** @type {number | null} */
    let status = null;
    try {
      ({ status } = await request(send, webhook.url, { method: "POST", headers, body }, signal));
      if (status >= 200 && status < 300) return true;
      console.error(`agent: the webhook answered HTTP ${status} (attempt ${attempt})`);
    } catch (error) {
      console.error(`agent: the webhook did not answer (attempt ${attempt}):`, String(error));
    }
    if (attempt === 2 || !worthRetrying(status) || signal?.aborted) return false;
    await pause(RETRY_PAUSE_MS, signal);
    if (signal?.aborted) return false;
  }
}
