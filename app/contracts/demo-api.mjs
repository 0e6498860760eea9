// @ts-check
/**
 * The site's demo endpoint (the guard, docs/product.md#only-real-visitors-spend-the-minutes) as
 * both ends know it: the page's guarded drivers and the handler in server/demo-api. Plain
 * JavaScript, so `npm start` imports it as it is.
 */

export const DEMO_API_PATHS = { call: "/api/demo/call", chat: "/api/demo/chat" };

/**
 * Every `error` code the endpoint answers with, by what the page tells the visitor: `unverified`
 * (Turnstile said no, or could not say), `limited` (this visitor tried too often), `busy` (every
 * line of Vapi's is taken, or the day's calls are spent), `failed` (anything else: today's start
 * failure).
 * @type {Record<string, "unverified" | "limited" | "busy" | "failed">}
 */
export const DEMO_API_ERRORS = {
  "not-found": "failed",
  "method-not-allowed": "failed",
  "forbidden-origin": "failed",
  "bad-request": "failed",
  "payload-too-large": "failed",
  "rate-limited": "limited",
  "not-configured": "failed",
  unverified: "unverified",
  "token-spent": "unverified",
  "verification-unavailable": "unverified",
  "lines-busy": "busy",
  "vapi-unavailable": "failed",
  "vapi-error": "failed",
  internal: "failed",
};
