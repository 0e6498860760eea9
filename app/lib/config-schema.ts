import { z } from "zod";

import { AGENT_MODEL_RULE, agentModel } from "../contracts/demo-agents.mjs";
import { CALL_SECONDS_RULE, DEFAULTS, isCallSeconds } from "../contracts/settings.mjs";

// Every setting, one row per variable, checked by vite.config.ts; a failure names the value and the whole rule.
type Issue = { input?: unknown };
const not = (rule: string) => ({ error: (issue: Issue) => `${JSON.stringify(issue.input)} is not ${rule}` });
const matches = (pattern: RegExp, rule: string) => z.string().regex(pattern, not(rule));
const loopback = /^(localhost|127\.0\.0\.1|\[::1\])$/; // http only here: the browser tests' collector
const secureUrl = (rule: string) =>
  z.union([z.url({ protocol: /^https$/ }), z.url({ protocol: /^http$/, hostname: loopback })], not(rule));

const url = secureUrl("an https:// URL (or http:// on localhost)");
const DSN_RULE = "a Sentry DSN: https://<key>@<host>/<project id> (or http:// on localhost)";
const sentryDsn = secureUrl(DSN_RULE).pipe(matches(/^https?:\/\/[^@/\s]+@[^/\s]+\/\d+$/, DSN_RULE));
const PHONE_RULE = "a phone number: + and 8-15 digits, spaces, dots, dashes or brackets (+1 555 010 0199)";
const phone = matches(/^\+([\s().-]*\d){8,15}[\s().-]*$/, PHONE_RULE);
const uuid = z.uuid(not("a UUID as shown in the Vapi dashboard (0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c)"));
const TURNSTILE_KEY_RULE =
  "a Turnstile site key as Cloudflare shows it (0x4AAAAAAA…; or a test key such as 1x00000000000000000000AA)";
const POSTHOG_KEY_RULE = "a PostHog project key (phc_ followed by 20 to 64 letters or digits)";
const seconds = z.string().refine(isCallSeconds, not(CALL_SECONDS_RULE)).transform(Number);
const CAL_LINK_RULE = "a Cal.com link path: letters, digits, . _ - and inner slashes (agentia/demo-30min)";
const httpsUrl = z.url({ protocol: /^https$/, ...not("an https:// URL") });
const flag = z.enum(["true", "false"], not('"true" or "false"')).default("false");

/** Every variable, its rule and its default (app/contracts/settings.mjs, shared with the server). docs/settings.md follows this list. */
const variables = {
  VITE_SITE_NAME: z.string().max(60, not("a name of at most 60 characters")).default(DEFAULTS.VITE_SITE_NAME),
  VITE_SITE_URL: url.default(DEFAULTS.VITE_SITE_URL),
  VITE_CONTACT_EMAIL: z.email(not("an e-mail address")).default(DEFAULTS.VITE_CONTACT_EMAIL),
  VITE_CONTACT_PHONE: phone.default(DEFAULTS.VITE_CONTACT_PHONE),
  VITE_SALES_PHONE: phone.default(DEFAULTS.VITE_SALES_PHONE),
  VITE_WHATSAPP_NUMBER: phone.default(DEFAULTS.VITE_WHATSAPP_NUMBER),
  VITE_LINKEDIN_URL: url.default(DEFAULTS.VITE_LINKEDIN_URL),
  VITE_GITHUB_URL: url.default(DEFAULTS.VITE_GITHUB_URL),
  VITE_TERMS_URL: httpsUrl.optional(),
  VITE_VAPI_PUBLIC_KEY: uuid.optional(),
  VITE_VAPI_ASSISTANT_ID: uuid.optional(),
  VITE_TURNSTILE_SITE_KEY: matches(/^[0-3]x[\w-]{16,64}$/, TURNSTILE_KEY_RULE).optional(),
  VITE_DEMO_MAX_CALL_SECONDS: seconds.default(Number(DEFAULTS.VITE_DEMO_MAX_CALL_SECONDS)),
  VITE_DEMO_AGENT_MODEL: z
    .string()
    .refine((text) => agentModel(text) !== null, not(AGENT_MODEL_RULE))
    .default(DEFAULTS.VITE_DEMO_AGENT_MODEL),
  VITE_TALLY_FORM_ID: matches(/^[A-Za-z0-9]{3,12}$/, "a Tally form id (3-12 letters or digits)").optional(),
  VITE_LEAD_FORM: flag,
  VITE_POSTHOG_KEY: matches(/^phc_[A-Za-z0-9]{20,64}$/, POSTHOG_KEY_RULE).optional(),
  VITE_POSTHOG_HOST: url.default(DEFAULTS.VITE_POSTHOG_HOST),
  VITE_POSTHOG_FEATURE_FLAGS: flag,
  VITE_POSTHOG_SURVEYS: flag,
  VITE_POSTHOG_EXPERIMENTS: flag,
  VITE_POSTHOG_REMOTE_CONFIG: flag,
  VITE_SENTRY_DSN: sentryDsn.optional(),
  VITE_CAL_LINK: matches(/^[\w.-]+(\/[\w.-]+)*$/, CAL_LINK_RULE).optional(),
  VITE_CAL_ORIGIN: httpsUrl.default(DEFAULTS.VITE_CAL_ORIGIN),
  VITE_CMS_REPO: matches(
    /^[\w.-]+\/[\w.-]+$/,
    "a GitHub repository as owner/name (agentia/sitio)",
  ).optional(),
  VITE_CMS_BRANCH: matches(/^[\w.-]+(\/[\w.-]+)*$/, "a branch name (main)").default(DEFAULTS.VITE_CMS_BRANCH),
  VITE_CMS_AUTH_URL: httpsUrl.optional(),
};

const envSchema = z.object(variables).superRefine((env, ctx) => {
  const [key, id, siteKey] = [
    env.VITE_VAPI_PUBLIC_KEY,
    env.VITE_VAPI_ASSISTANT_ID,
    env.VITE_TURNSTILE_SITE_KEY,
  ];
  // The guard exists so that no Vapi key ships in the page: both at once would ship it anyway.
  if (key && siteKey) {
    ctx.addIssue(
      "VITE_VAPI_PUBLIC_KEY, VITE_TURNSTILE_SITE_KEY: set one or the other; with the guard " +
        "(VITE_TURNSTILE_SITE_KEY) the page ships no Vapi key, so remove VITE_VAPI_PUBLIC_KEY",
    );
    return;
  }
  if (siteKey && !id) {
    ctx.addIssue("VITE_VAPI_ASSISTANT_ID: is missing; the guard (VITE_TURNSTILE_SITE_KEY) starts its calls");
    return;
  }
  // The key and the assistant only make sense together: one alone is a typo, not a choice.
  const missing =
    key && !id ? "VITE_VAPI_ASSISTANT_ID" : id && !key && !siteKey ? "VITE_VAPI_PUBLIC_KEY" : undefined;
  if (missing) ctx.addIssue(`${missing}: is missing; the Vapi key and assistant id are set together`);
});

/**
 * How the page reaches Vapi's CAT assistant: with the public key in the page, or through the
 * site's endpoint once Cloudflare Turnstile tells a person from a program (the guard; the host
 * holds the private key).
 */
export type VapiAccess = { assistantId: string } & ({ publicKey: string } | { turnstileSiteKey: string });

function vapiAccess(env: z.output<typeof envSchema>): VapiAccess | undefined {
  const { VITE_VAPI_PUBLIC_KEY: publicKey, VITE_VAPI_ASSISTANT_ID: assistantId } = env;
  const siteKey = env.VITE_TURNSTILE_SITE_KEY;
  if (!assistantId) return undefined;
  if (publicKey) return { assistantId, publicKey };
  return siteKey ? { assistantId, turnstileSiteKey: siteKey } : undefined;
}

/** `display` as the site owner wrote it, for visitors; `e164` (`+` and digits) for `tel:` links. */
export type PhoneNumber = { display: string; e164: string };
const phoneNumber = (display: string): PhoneNumber => ({ display, e164: `+${display.replace(/\D/g, "")}` });
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

export type SiteConfig = ReturnType<typeof toConfig>;

/**
 * The host's settings for the assistant's tools (server/agent): secrets, so only whether each is
 * set reaches the build, for the privacy page to say what the assistant does with a visitor's data.
 */
const AGENT_TOOL_SETTINGS = { booking: ["CAL_API_KEY", "CAL_EVENT_TYPE_ID"], handoff: ["LEAD_WEBHOOK_URL"] };

function assistantTools(env: Env, voice: boolean) {
  const set = (names: string[]) =>
    voice && names.every((name) => typeof env[name] === "string" && env[name].trim() !== "");
  return { booking: set(AGENT_TOOL_SETTINGS.booking), handoff: set(AGENT_TOOL_SETTINGS.handoff) };
}

function toConfig(env: z.output<typeof envSchema>, host: Env) {
  const key = env.VITE_POSTHOG_KEY;
  const cal = env.VITE_CAL_LINK;
  return {
    siteName: env.VITE_SITE_NAME,
    siteUrl: withoutTrailingSlash(env.VITE_SITE_URL),
    contactEmail: env.VITE_CONTACT_EMAIL,
    aiPhone: phoneNumber(env.VITE_CONTACT_PHONE),
    salesPhone: phoneNumber(env.VITE_SALES_PHONE),
    whatsappNumber: phoneNumber(env.VITE_WHATSAPP_NUMBER),
    social: { linkedin: env.VITE_LINKEDIN_URL, github: env.VITE_GITHUB_URL },
    termsUrl: env.VITE_TERMS_URL, // absent: the footer shows no terms link
    vapi: vapiAccess(env), // absent: the preview driver
    /** What the assistant's tools do on the host: book through Cal.com, hand the lead to the owner. */
    assistantTools: assistantTools(host, vapiAccess(env) !== undefined),
    demoMaxCallSeconds: env.VITE_DEMO_MAX_CALL_SECONDS,
    /** The model a demo agent's call thinks with (its overrides, app/contracts/demo-agents.mjs). */
    demoAgentModel: agentModel(env.VITE_DEMO_AGENT_MODEL) as { provider: string; model: string }, // checked above
    tallyFormId: env.VITE_TALLY_FORM_ID,
    /** The site's own contact form (`POST /api/lead`, the host's webhook); Tally's wins when both are set. */
    leadForm: env.VITE_LEAD_FORM === "true",
    posthog: key
      ? {
          key,
          host: withoutTrailingSlash(env.VITE_POSTHOG_HOST),
          featureFlags: env.VITE_POSTHOG_FEATURE_FLAGS === "true",
          surveys: env.VITE_POSTHOG_SURVEYS === "true",
          experiments: env.VITE_POSTHOG_EXPERIMENTS === "true",
          remoteConfig: env.VITE_POSTHOG_REMOTE_CONFIG === "true",
        }
      : undefined,
    sentryDsn: env.VITE_SENTRY_DSN,
    /** Absent: 'Reservar demo' goes to #contacto. */
    booking: cal ? { link: cal, origin: withoutTrailingSlash(env.VITE_CAL_ORIGIN) } : undefined,
  };
}

/** The editor at /admin/ (docs/site-owner.md): apart from SiteConfig, which every page carries. */
export type CmsSettings = { repo: string; branch: string; authUrl?: string };

function toCmsSettings(env: z.output<typeof envSchema>): CmsSettings | undefined {
  const { VITE_CMS_REPO: repo, VITE_CMS_BRANCH: branch, VITE_CMS_AUTH_URL: authUrl } = env;
  return repo ? { repo, branch, ...(authUrl ? { authUrl: withoutTrailingSlash(authUrl) } : {}) } : undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n  ${problems.join("\n  ")}\nSee .env.example for every variable.`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | boolean | undefined>;

function validate(env: Env) {
  // Values are trimmed; an empty one (`VITE_X=` in .env) counts as unset, so its default applies.
  const value = (name: string) => (typeof env[name] === "string" && env[name].trim()) || undefined;
  const result = envSchema.safeParse(Object.fromEntries(Object.keys(variables).map((n) => [n, value(n)])));
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => [...issue.path, issue.message].join(": ")));
}

/** Builds the site configuration, or throws a `ConfigError` listing every bad variable. */
export function parseConfig(env: Env): SiteConfig {
  return toConfig(validate(env), env);
}

/** The editor's settings (undefined: no repository, the editor offers its test repository). */
export function parseCmsSettings(env: Env): CmsSettings | undefined {
  return toCmsSettings(validate(env));
}
