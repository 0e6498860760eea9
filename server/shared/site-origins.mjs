// @ts-check
/**
 * The pages allowed to use the site's endpoints: the site's own address (`VITE_SITE_URL`) and the
 * owner's list in `DEMO_ALLOWED_ORIGINS` (comma-separated: preview deployments,
 * `http://localhost:3000`). Compared exactly with the request's `Origin`, and never taken from the
 * request itself (its `Host` and `X-Forwarded-*` are the client's to write), so a page elsewhere,
 * or an opaque `null` origin, is refused.
 */

import { setting } from "../../app/contracts/settings.mjs";

/**
 * The accepted origins and their host names (siteverify's `hostname` must be one of these), or
 * what is wrong with the setting.
 * @param {Record<string, unknown>} env
 * @returns {{ origins: Set<string>; hostnames: Set<string> } | { problem: string }}
 */
export function siteOrigins(env) {
  const text = (/** @type {string} */ name) => (typeof env[name] === "string" ? env[name].trim() : "");
  const listed = text("DEMO_ALLOWED_ORIGINS")
    .split(",")
    .map((entry) => entry.trim().replace(/\/$/, ""))
    .filter(Boolean);
  /** @type {Set<string>} */
  const origins = new Set();
  for (const [name, value] of [
    ["VITE_SITE_URL", setting(env, "VITE_SITE_URL") ?? ""],
    ...listed.map((entry) => ["DEMO_ALLOWED_ORIGINS", entry]),
  ]) {
    const origin = URL.canParse(value ?? "") ? new URL(value ?? "").origin : "null";
    const exact = name === "VITE_SITE_URL" || origin === value;
    if (origin === "null" || !exact || !/^https?:$/.test(new URL(origin).protocol))
      return { problem: `${name}: ${JSON.stringify(value)} is not an origin (https://host[:port])` };
    origins.add(origin);
  }
  return { origins, hostnames: new Set([...origins].map((origin) => new URL(origin).hostname)) };
}
