// @ts-check
/**
 * Cloudflare Turnstile's verdict on a visitor's token, for the endpoints that take one
 * (server/demo-api, server/lead). Only Web APIs: Cloudflare's runtime has no Node.
 */

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Siteverify gets this long to answer; a visitor never waits on a hung upstream. */
const SITEVERIFY_TIMEOUT_MS = 10_000;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * @typedef {{
 *   secret: string;
 *   verifyUrl: string;
 *   hostnames: Set<string>;
 *   action: "call" | "chat" | "lead";
 *   clientIp?: string | null;
 * }} TokenCheck `hostnames`: the site's own (server/site-origins.mjs); `action`: the path's, which
 *   the page gives the widget.
 */

/**
 * Siteverify accepts a token once, for 300 s: a second use answers `timeout-or-duplicate`. A
 * token passes only if it was made on one of the site's pages (`hostname`) for this path
 * (`action`): the same widget may be allowed on other hosts (previews), and a token made for the
 * chat must not start a call.
 * @param {string} token
 * @param {TokenCheck} check
 * @param {typeof fetch} send
 * @returns {Promise<"passed" | "failed" | "spent" | "unavailable">}
 */
export async function verifyToken(token, { secret, verifyUrl, hostnames, action, clientIp }, send) {
  /** @type {Response} */
  let response;
  try {
    response = await send(verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ secret, response: token, ...(clientIp ? { remoteip: clientIp } : {}) }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
  } catch (error) {
    console.error("turnstile: siteverify did not answer:", String(error));
    return "unavailable";
  }
  const outcome = await response.json().catch(() => null);
  if (!isObject(outcome) || typeof outcome.success !== "boolean") {
    console.error(`turnstile: siteverify answered HTTP ${response.status} without a verdict`);
    return "unavailable";
  }
  if (outcome.success) {
    const { hostname, action: made } = outcome;
    if (typeof hostname === "string" && hostnames.has(hostname) && made === action) return "passed";
    console.error(
      `turnstile: refused a token made on ${JSON.stringify(hostname)} for ${JSON.stringify(made)}, not this site's ${action}`,
    );
    return "failed";
  }
  const codes = outcome["error-codes"];
  const list = Array.isArray(codes) ? codes.map(String) : [];
  if (list.includes("timeout-or-duplicate")) return "spent";
  // Our side's fault (a wrong secret) or Cloudflare's: not the visitor's.
  if (list.some((code) => code === "internal-error" || code.endsWith("-secret"))) {
    console.error(`turnstile: siteverify could not check the token (${list.join(", ")})`);
    return "unavailable";
  }
  return "failed";
}
