// @ts-check
/**
 * The three production builds the browser tests run against, and their ports.
 *
 * - `default`: no keys at all, exactly what `npm install && npm start` gives a new machine.
 * - `integration`: every integration configured with test values whose hosts the tests stub
 *   (Vapi, Tally, Cal.com) or point at this machine (PostHog and Sentry at a local collector); its
 *   server runs the assistant's Server URL against a local Cal.com and webhook.
 * - `guarded`: the voice demo behind the guard (Turnstile, the site's endpoint): no Vapi key in
 *   the page; its server's secrets and upstreams (a local siteverify and Vapi) are host settings.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const ports = {
  default: base,
  integration: base + 1,
  collector: base + 2,
  guarded: base + 3,
  upstream: base + 4,
};

export const collectorOrigin = `http://127.0.0.1:${ports.collector}`;

/**
 * e2e/demo-upstream.mjs: siteverify and Vapi's API as the guarded server reaches them, and Cal.com
 * and the webhook as the integration server's `/api/agent` does.
 */
export const upstreamOrigin = `http://127.0.0.1:${ports.upstream}`;

/** Values baked into the integration build; tests import them to know what to expect. */
export const integrationEnv = {
  VITE_VAPI_PUBLIC_KEY: "00000000-0000-4000-8000-0000000000aa",
  VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000bb",
  VITE_TALLY_FORM_ID: "e2eForm",
  VITE_POSTHOG_KEY: "phc_e2etestkey0000000000000000",
  VITE_POSTHOG_HOST: collectorOrigin,
  VITE_SENTRY_DSN: `http://e2ekey@127.0.0.1:${ports.collector}/1`,
  // On Cal.com's cloud (VITE_CAL_ORIGIN unset): the tests stub https://app.cal.com.
  VITE_CAL_LINK: "agentia/demo-30min",
  // The editor signs in to this repository on GitHub; the default build offers its test repository.
  VITE_CMS_REPO: "agentia/sitio",
};

/**
 * The integration server's host settings for the assistant's Server URL (`/api/agent`): its secret,
 * and Cal.com and the owner's webhook at e2e/agent-upstream.mjs.
 */
export const integrationServerEnv = {
  VAPI_SERVER_SECRET: "e2e-vapi-server-secret-never-in-a-build",
  CAL_API_KEY: "cal_live_e2e0000000000",
  CAL_EVENT_TYPE_ID: "4242",
  CAL_API_URL: `${upstreamOrigin}/cal`,
  LEAD_WEBHOOK_URL: `${upstreamOrigin}/webhook`,
  // A Standard Webhooks secret: `whsec_` and base64 (docs/settings.md).
  LEAD_WEBHOOK_SECRET: "whsec_ZTJlLWludGVncmF0aW9uLXdlYmhvb2stc2VjcmV0LTAwMDA=",
};

/**
 * Values baked into the guarded build: Cloudflare's always-passing test site key, and the site's
 * own contact form (no Tally), which asks Turnstile too.
 */
export const guardedEnv = {
  VITE_TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000cc",
  VITE_LEAD_FORM: "true",
};

/**
 * The guarded server's environment: the host's secrets (never in the build) and the owner's
 * optional upstream addresses, pointed at e2e/demo-upstream.mjs.
 */
export const guardedServerEnv = {
  VAPI_PRIVATE_KEY: "e2e00000-0000-4000-8000-00000000dead",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAe2eSecretThatNeverShips",
  VAPI_API_URL: upstreamOrigin,
  TURNSTILE_VERIFY_URL: `${upstreamOrigin}/siteverify`,
  // The pages the tests open are at this address, not the site's public one.
  DEMO_ALLOWED_ORIGINS: `http://127.0.0.1:${ports.guarded}`,
  // As behind the owner's proxy: each test is its own visitor (e2e/fixtures.ts), so the limit
  // per address counts one test's requests.
  TRUST_PROXY: "1",
  // The contact form's leads go to the same local webhook as the assistant's (e2e/agent-upstream.mjs).
  LEAD_WEBHOOK_URL: `${upstreamOrigin}/webhook`,
  LEAD_WEBHOOK_SECRET: "whsec_ZTJlLWd1YXJkZWQtd2ViaG9vay1zZWNyZXQtMDAwMDAwMDAw",
};

/** @type {Record<"default" | "integration" | "guarded", { dir: string; env: Record<string, string> }>} */
export const builds = {
  default: { dir: "build", env: {} },
  integration: { dir: "build-integration", env: integrationEnv },
  guarded: { dir: "build-guarded", env: guardedEnv },
};
