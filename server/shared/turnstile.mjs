// @ts-check
/**
 * Cloudflare Turnstile's verdict on a visitor's token, for the endpoints that take one
 * (server/demo-api, server/lead). Only Web APIs: Cloudflare's runtime has no Node.
 */

import { DEFAULTS, setting } from "../../app/contracts/settings.mjs";
import { failure, isObject } from "./json.mjs";
import { within } from "./upstream.mjs";

export const SITEVERIFY_URL = DEFAULTS.TURNSTILE_VERIFY_URL;

/** A token is at most 2048 characters (Turnstile's documentation). */
const MAX_TOKEN_CHARS = 2048;

/**
 * The guard's Turnstile settings on the host: its secret and siteverify's address
 * (`TURNSTILE_VERIFY_URL`, a proxy or the tests' stand-in); null without the secret.
 * @param {Record<string, unknown>} env
 * @returns {{ secret: string; verifyUrl: string } | null}
 */
export function turnstileSettings(env) {
  const secret = setting(env, "TURNSTILE_SECRET_KEY");
  return secret ? { secret, verifyUrl: setting(env, "TURNSTILE_VERIFY_URL") ?? SITEVERIFY_URL } : null;
}

/** Siteverify gets this long to answer; a visitor never waits on a hung upstream. */
const SITEVERIFY_TIMEOUT_MS = 10_000;

/**
 * @typedef {{
 *   secret: string;
 *   verifyUrl: string;
 *   hostnames: Set<string>;
 *   action: "call" | "chat" | "lead";
 *   clientIp?: string | null;
 * }} TokenCheck `hostnames`: the site's own (server/shared/site-origins.mjs); `action`: the path's, which
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
  const limit = within(SITEVERIFY_TIMEOUT_MS);
  try {
    response = await send(verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ secret, response: token, ...(clientIp ? { remoteip: clientIp } : {}) }),
      signal: limit.signal,
    });
  } catch (error) {
    console.error("turnstile: siteverify did not answer:", String(error));
    return "unavailable";
  } finally {
    limit.clear();
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

/**
 * The endpoint's answer to a visitor Turnstile did not pass, or null when it did: a token that is
 * not one is a 400, a refused one 403 (`unverified`, or `token-spent` when used before), and
 * siteverify unreachable 503.
 * @param {unknown} token the body's `token`
 * @param {{ secret: string; verifyUrl: string }} turnstile
 * @param {Omit<TokenCheck, "secret" | "verifyUrl">} check
 * @param {typeof fetch} send
 */
export async function refusedVisitor(token, turnstile, check, send) {
  if (typeof token !== "string" || token === "" || token.length > MAX_TOKEN_CHARS)
    return failure(400, "bad-request");
  const verdict = await verifyToken(token, { ...turnstile, ...check }, send);
  if (verdict === "failed") return failure(403, "unverified");
  if (verdict === "spent") return failure(403, "token-spent");
  if (verdict === "unavailable") return failure(503, "verification-unavailable");
  return null;
}
