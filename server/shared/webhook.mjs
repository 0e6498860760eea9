// @ts-check
/**
 * The owner's webhook (Make, Zapier, n8n, Apps Script…), as the Standard Webhooks specification
 * (standardwebhooks.com) has it, so any receiver verifies it with the `standardwebhooks` package:
 * `webhook-id` (the same on the retry, so a receiver drops a repeat), `webhook-timestamp` (seconds)
 * and `webhook-signature`, `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the bytes of the
 * `whsec_…` secret. The id and the time are inside the signature: a captured delivery cannot be
 * replayed under a new id, nor days later. docs/site-owner.md shows a receiver.
 */
import { fromBase64, hmac, hmacKey, toBase64 } from "./hmac.mjs";
import { pause, request } from "./upstream.mjs";

export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Before the one retry: a moment for a receiver that stumbled. */
const RETRY_PAUSE_MS = 1000;

/**
 * The key bytes of a Standard Webhooks secret (`whsec_` + base64 of 24 to 64 random bytes, as the
 * specification recommends); null for anything else.
 * @param {string} secret
 */
export function webhookKeyBytes(secret) {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return null;
  const bytes = fromBase64(secret.slice(WEBHOOK_SECRET_PREFIX.length));
  return bytes && bytes.length >= 24 && bytes.length <= 64 ? bytes : null;
}

/**
 * The three headers of one attempt, signed now.
 * @param {Uint8Array<ArrayBuffer>} keyBytes @param {string} id @param {string} body
 */
export async function signedHeaders(keyBytes, id, body) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const mac = await hmac(await hmacKey(keyBytes), `${id}.${timestamp}.${body}`);
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": `v1,${toBase64(mac)}`,
  };
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
 * @param {{ url: string; key: Uint8Array<ArrayBuffer> }} webhook
 * @param {{ payload: Record<string, unknown>; id: string }} delivery `id`: what makes a repeat the
 *   same message for the receiver (a lead's call, a summary's call, a form's submission)
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal] ends the attempts (Vapi's answer is due)
 */
export async function deliver(webhook, { payload, id }, send, signal) {
  const body = JSON.stringify(payload);
  for (let attempt = 1; ; attempt += 1) {
    const headers = { "Content-Type": "application/json", ...(await signedHeaders(webhook.key, id, body)) };
    /** @type {number | null} */
    let status = null;
    try {
      ({ status } = await request(send, webhook.url, { method: "POST", headers, body }, signal));
      if (status >= 200 && status < 300) return true;
      console.error(`webhook: the owner's receiver answered HTTP ${status} (attempt ${attempt})`);
    } catch (error) {
      console.error(`webhook: the owner's receiver did not answer (attempt ${attempt}):`, String(error));
    }
    if (attempt === 2 || !worthRetrying(status) || signal?.aborted) return false;
    await pause(RETRY_PAUSE_MS, signal);
    if (signal?.aborted) return false;
  }
}
