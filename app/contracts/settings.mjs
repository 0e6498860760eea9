// @ts-check
/**
 * The settings' defaults and the rules the build and the server both apply, written once. The build
 * checks every `VITE_*` variable with app/lib/config-schema.ts, which takes its defaults from here;
 * the endpoints read some of the same variables from the host when they run (the page and its
 * endpoint must agree on the length limit, the site's address, the WhatsApp number), and the host
 * settings only they read. Plain JavaScript with no package: every host's functions import it as is.
 */

/** Each variable's value when it is unset, for the pages and the endpoints alike. */
export const DEFAULTS = Object.freeze({
  VITE_SITE_NAME: "Agentia",
  VITE_SITE_URL: "https://agentia.example",
  VITE_CONTACT_EMAIL: "hola@agentia.example",
  VITE_CONTACT_PHONE: "+1 (555) 010-0199",
  VITE_SALES_PHONE: "+54 9 11 5555-0100",
  VITE_WHATSAPP_NUMBER: "+54 9 11 5555-0100",
  VITE_LINKEDIN_URL: "https://www.linkedin.com/",
  VITE_GITHUB_URL: "https://github.com/",
  VITE_DEMO_MAX_CALL_SECONDS: "300",
  VITE_DEMO_AGENT_MODEL: "openai/gpt-4o-mini",
  VITE_POSTHOG_HOST: "https://us.i.posthog.com",
  VITE_CAL_ORIGIN: "https://app.cal.com",
  VITE_CMS_BRANCH: "main",
  // Host settings (never in the build).
  CAL_API_URL: "https://api.cal.com",
  VAPI_API_URL: "https://api.vapi.ai",
  TURNSTILE_VERIFY_URL: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  DEMO_DAILY_CALLS: "200",
  AGENT_DAILY_BOOKINGS: "20",
});

/** The call's length limit, in seconds: the page ends the call there and Vapi gets it too. */
export const CALL_SECONDS_RULE = "a whole number of seconds from 30 to 1800";
/** @param {string} value */
export const isCallSeconds = (value) => /^\d+$/.test(value) && +value >= 30 && +value <= 1800;

/** A Vapi id (assistant, key) as its dashboard shows it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A setting from a host's environment: its trimmed text, else its default, else undefined. Hosts
 * hand an empty string for a variable set to nothing; that is unset too.
 * @param {Record<string, unknown>} env
 * @param {string} name
 * @returns {string | undefined}
 */
export function setting(env, name) {
  const value = env[name];
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return /** @type {Record<string, string>} */ (DEFAULTS)[name];
}
