// @ts-check
/**
 * The local stand-in for PostHog and Sentry that the integration build reports to
 * (`VITE_POSTHOG_HOST` and `VITE_SENTRY_DSN` point here, see builds.mjs). It answers what the
 * SDKs expect, decodes what they send (gzip, base64, form-encoded, JSON, Sentry envelopes) and
 * lets tests read it back:
 *
 *   GET /__received?marker=<id>   → { posthog: [{event, properties, ...}], sentry: [event, ...] }
 *
 * Tests tag their own requests with the `x-e2e-marker` header (collector-client.ts adds it), so
 * parallel tests never see each other's events. Every other page of every spec may also report
 * here; whatever arrives is answered with a 200 so no page ever logs an error because of it.
 *
 * Run: `node e2e/collector.mjs` (port from E2E_PORT, see builds.mjs). Playwright starts it.
 */
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

import { ports } from "./builds.mjs";

/** @typedef {{ marker: string; at: number; path: string; posthog: any[]; sentry: any[] }} Received */

/** @type {Received[]} */
const received = [];
/** Old entries are dropped: a long run must not grow without bound. */
const MAX_ENTRIES = 5000;

/** @param {Buffer} body */
function inflate(body) {
  return body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body;
}

/**
 * PostHog bodies: JSON, gzip'd JSON, or `data=<base64 or JSON>` form-encoded.
 * @param {Buffer} raw
 * @param {URLSearchParams} query
 */
export function decodePostHog(raw, query) {
  let text = inflate(raw).toString("utf8");
  if (text.startsWith("data=")) {
    const data = new URLSearchParams(text).get("data") ?? "";
    text =
      query.get("compression") === "base64" || !/^[[{]/.test(data)
        ? Buffer.from(data, "base64").toString("utf8")
        : data;
  }
  if (!text.trim()) return [];
  const parsed = JSON.parse(text);
  const batch = Array.isArray(parsed) ? parsed : Array.isArray(parsed.batch) ? parsed.batch : [parsed];
  return batch;
}

/**
 * A Sentry envelope: a header line, then (item header, payload) line pairs. Returns the
 * payloads of `event` items (errors), with the envelope header kept for inspection.
 * @param {Buffer} raw
 */
export function decodeEnvelope(raw) {
  const lines = inflate(raw).toString("utf8").split("\n").filter(Boolean);
  const [header, ...rest] = lines;
  const envelope = JSON.parse(header ?? "{}");
  const events = [];
  for (let index = 0; index + 1 < rest.length; index += 2) {
    const item = JSON.parse(rest[index] ?? "{}");
    if (item.type === "event") events.push({ envelope, item, event: JSON.parse(rest[index + 1] ?? "{}") });
  }
  return events;
}

/** @param {import("node:http").IncomingMessage} request */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** @param {import("node:http").IncomingMessage} request */
function corsHeaders(request) {
  return {
    "Access-Control-Allow-Origin": request.headers.origin ?? "*",
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "*",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

export function startCollector(port = ports.collector) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://collector");
    const headers = corsHeaders(request);
    /** @param {number} status @param {unknown} body @param {string} [type] */
    const send = (status, body, type = "application/json") => {
      response.writeHead(status, { ...headers, "Content-Type": type, "Cache-Control": "no-store" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    };

    if (request.method === "OPTIONS") return send(204, "");
    if (url.pathname === "/__health") return send(200, { ok: true });
    if (url.pathname === "/__received") {
      const marker = url.searchParams.get("marker");
      const mine = received.filter((entry) => entry.marker === marker);
      return send(200, { posthog: mine.flatMap((e) => e.posthog), sentry: mine.flatMap((e) => e.sentry) });
    }
    // Extension scripts PostHog might try to fetch: the site bundles what it uses, so empty is right.
    if (url.pathname.endsWith(".js")) return send(200, "", "application/javascript");
    // Remote config and flags: no flags, no surveys; session replay on, as a project that uses it
    // answers (the site asks for remote config only after "Aceptar").
    if (
      url.pathname.startsWith("/array/") ||
      url.pathname.startsWith("/flags") ||
      url.pathname.startsWith("/decide")
    ) {
      return send(200, {
        featureFlags: {},
        flags: {},
        sessionRecording: { endpoint: "/s/" },
        surveys: false,
      });
    }

    const marker = String(request.headers["x-e2e-marker"] ?? "");
    const raw = request.method === "POST" ? await readBody(request) : Buffer.alloc(0);
    /** @type {Received} */
    const entry = { marker, at: Date.now(), path: url.pathname, posthog: [], sentry: [] };
    try {
      if (/^\/api\/\d+\/envelope\/?$/.test(url.pathname)) entry.sentry = decodeEnvelope(raw);
      else if (raw.length > 0) entry.posthog = decodePostHog(raw, url.searchParams);
    } catch (error) {
      // Something we cannot read is still acknowledged: pages must never see an error from here.
      console.error(`collector: could not decode ${url.pathname}:`, error);
    }
    received.push(entry);
    if (received.length > MAX_ENTRIES) received.splice(0, received.length - MAX_ENTRIES);
    return send(200, { status: 1 });
  });
  server.listen(port, "127.0.0.1");
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startCollector();
  console.log(`Collector listening on http://127.0.0.1:${ports.collector}`);
}
