// @ts-check
/**
 * The site's own contact form's endpoint (docs/product.md#contact-and-booking): `POST /api/lead`,
 * one handler against the Fetch API that every host runs as its own function
 * (functions/api/lead.ts, netlify/functions/lead.mts, the Vercel output of scripts/postbuild.mjs)
 * and `npm start` serves.
 *
 * It takes the site's own pages only (server/shared/site-origins.mjs) and 5 requests per visitor in 10
 * minutes (server/shared/visitor-limits.mjs); with the guard's Turnstile secret on the host, a token made
 * for the form; fields that follow app/contracts/lead.mjs. Then the owner's webhook gets the lead,
 * signed as the assistant's are (Standard Webhooks, server/shared/webhook.mjs): `tipo: "lead"`, `origen:
 * "formulario"`. Every other answer is a JSON error (server/shared/json.mjs). Only Web APIs.
 */
import { contactOf, LEAD_API_PATH, LEAD_LIMITS, leadProblems } from "../../app/contracts/lead.mjs";
import { hostSettings } from "../shared/settings.mjs";
import { deliver } from "../shared/webhook.mjs";
import { failure, isObject, json, neverThrowing, readJson } from "../shared/json.mjs";
import { siteOrigins } from "../shared/site-origins.mjs";
import { refusedVisitor, turnstileSettings } from "../shared/turnstile.mjs";

/** Four short fields, a campaign's names and a token fit in far less. */
const MAX_BODY_BYTES = 16_384;
const CAMPAIGN = /^utm_[a-z]{1,20}$/;

/**
 * @typedef {{
 *   env: Record<string, unknown>;
 *   limits: import("../shared/visitor-limits.mjs").VisitorLimits;
 *   clientIp?: string | null;
 *   fetch?: typeof fetch;
 * }} LeadContext `limits`: the host's count of each visitor's requests (one per process or
 *   instance). `fetch`: what reaches siteverify and the webhook (tests give their own).
 */

/**
 * The visit's campaign as the page read it from its address (`utm_*`), kept only if it looks like one.
 * @param {unknown} value
 */
function campaignOf(value) {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter(
    ([name, text]) => CAMPAIGN.test(name) && typeof text === "string" && text.length <= 200,
  );
  return entries.length > 0 && entries.length <= 10 ? Object.fromEntries(entries) : undefined;
}

/**
 * @param {Request} request
 * @param {LeadContext} context
 * @returns {Promise<Response>}
 */
async function route(request, { env, limits, clientIp, fetch: send = fetch }) {
  if (new URL(request.url).pathname !== LEAD_API_PATH) return failure(404, "not-found");
  if (request.method !== "POST") return failure(405, "method-not-allowed", { Allow: "POST" });

  const { webhook, problems } = hostSettings(env);
  const site = siteOrigins(env);
  if (!webhook || "problem" in site) {
    const missing = "problem" in site ? [site.problem] : problems.webhook;
    console.error(`lead: not configured: ${missing.join("; ")}`);
    return failure(503, "not-configured");
  }
  if (!site.origins.has(request.headers.get("origin") ?? "")) return failure(403, "forbidden-origin");
  const over = limits.admit("lead", clientIp);
  if (over) return failure(429, "rate-limited", { "Retry-After": String(over.retryAfterSeconds) });

  const body = await readJson(request, MAX_BODY_BYTES);
  if ("tooLarge" in body) return failure(413, "payload-too-large");
  const fields = isObject(body.value) ? body.value : {};
  const texts = /** @type {import("../../app/contracts/lead.mjs").LeadFields} */ (
    Object.fromEntries(
      Object.keys(LEAD_LIMITS).map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]),
    )
  );
  const contact = contactOf(texts.contacto);
  if (leadProblems(texts).length > 0 || !contact) return failure(400, "bad-request");

  // With the guard's secret on the host, the form is a person's too.
  const turnstile = turnstileSettings(env);
  const refused =
    turnstile &&
    (await refusedVisitor(
      fields.token,
      turnstile,
      { hostnames: site.hostnames, action: "lead", clientIp },
      send,
    ));
  if (refused) return refused;

  const campaign = campaignOf(fields.campania);
  const payload = {
    tipo: "lead",
    origen: "formulario",
    nombre: texts.nombre.trim(),
    ...(texts.empresa.trim() ? { empresa: texts.empresa.trim() } : {}),
    ...contact,
    necesidad: texts.necesidad.trim(),
    ...(campaign ? { campania: campaign } : {}),
    fecha: new Date().toISOString(),
  };
  const delivered = await deliver(webhook, { payload, id: `form_${crypto.randomUUID()}` }, send);
  return delivered ? json(200, { ok: true }) : failure(502, "webhook-failed");
}

/** Answers one request to the form's endpoint. Never throws, and never shows a stack. */
export const handleLead = neverThrowing("lead", route);
