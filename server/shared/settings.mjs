// @ts-check
/**
 * What the endpoints read from the host's environment when they run: the assistant's secret,
 * Cal.com, the owner's webhook (the assistant's and the form's), and the build's own WhatsApp
 * number and booking link (the same `VITE_*` values the pages were built with, their defaults from
 * app/contracts/settings.mjs). Turnstile's settings are in turnstile.mjs, the allowed origins in
 * site-origins.mjs.
 */

import { DEFAULTS, setting } from "../../app/contracts/settings.mjs";
import { webhookKeyBytes } from "./webhook.mjs";

export const CAL_API_URL = DEFAULTS.CAL_API_URL;

/**
 * @typedef {{
 *   serverSecret: string | null;
 *   cal: { apiUrl: string; apiKey: string; eventTypeId: number; dailyBookings: number } | null;
 *   webhook: { url: string; key: Uint8Array<ArrayBuffer> } | null;
 *   whatsapp: string;
 *   bookingLink: string | null;
 *   problems: { cal: string[]; webhook: string[] };
 * }} HostSettings `null` where a part is not configured; `problems` names what is missing or
 *   wrong, for the server's log (never the visitor's answer).
 */

/** @param {string} value */
const isWebUrl = (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * @param {Record<string, unknown>} env
 * @returns {HostSettings}
 */
export function hostSettings(env) {
  /** @param {string} name */
  const text = (name) => setting(env, name) ?? null;
  /** @type {HostSettings["problems"]} */
  const problems = { cal: [], webhook: [] };

  const apiKey = text("CAL_API_KEY");
  const eventType = text("CAL_EVENT_TYPE_ID");
  const apiUrl = text("CAL_API_URL") ?? CAL_API_URL;
  if (!apiKey) problems.cal.push("CAL_API_KEY is missing");
  if (!eventType) problems.cal.push("CAL_EVENT_TYPE_ID is missing");
  else if (!/^\d+$/.test(eventType)) problems.cal.push("CAL_EVENT_TYPE_ID is not the event type's number");
  if (!isWebUrl(apiUrl)) problems.cal.push("CAL_API_URL is not an http(s) address");
  const dailyBookings = text("AGENT_DAILY_BOOKINGS") ?? DEFAULTS.AGENT_DAILY_BOOKINGS;
  if (!/^\d+$/.test(dailyBookings))
    problems.cal.push("AGENT_DAILY_BOOKINGS is not a whole number of bookings");
  const cal =
    apiKey && eventType && problems.cal.length === 0
      ? {
          apiUrl: apiUrl.replace(/\/+$/, ""),
          apiKey,
          eventTypeId: Number(eventType),
          dailyBookings: Number(dailyBookings),
        }
      : null;

  const webhookUrl = text("LEAD_WEBHOOK_URL");
  const webhookSecret = text("LEAD_WEBHOOK_SECRET");
  if (!webhookUrl) problems.webhook.push("LEAD_WEBHOOK_URL is missing");
  else if (!isWebUrl(webhookUrl)) problems.webhook.push("LEAD_WEBHOOK_URL is not an http(s) address");
  // Never unsigned: the receiver could not tell the site's leads from anyone's.
  const key = webhookSecret ? webhookKeyBytes(webhookSecret) : null;
  if (!webhookSecret) problems.webhook.push("LEAD_WEBHOOK_SECRET is missing");
  else if (!key)
    problems.webhook.push(
      "LEAD_WEBHOOK_SECRET is not a Standard Webhooks secret (whsec_ and the base64 of 24 to 64 random bytes: docs/settings.md)",
    );
  const webhook = webhookUrl && isWebUrl(webhookUrl) && key ? { url: webhookUrl, key } : null;

  const calLink = text("VITE_CAL_LINK");
  const calOrigin = text("VITE_CAL_ORIGIN") ?? DEFAULTS.VITE_CAL_ORIGIN;
  return {
    serverSecret: text("VAPI_SERVER_SECRET"),
    cal,
    webhook,
    whatsapp: text("VITE_WHATSAPP_NUMBER") ?? DEFAULTS.VITE_WHATSAPP_NUMBER,
    // Said aloud: the address without its scheme (`app.cal.com/agentia/demo-30min`).
    bookingLink: calLink && isWebUrl(calOrigin) ? `${new URL(calOrigin).host}/${calLink}` : null,
    problems,
  };
}
