import { z } from "zod";

/**
 * The rules for every setting of the site. `config.ts` applies them to the
 * `VITE_*` variables of the build; `vite.config.ts` applies them first, so a bad
 * value stops the build with a message that names the variable.
 */

const PHONE_EXAMPLE = "+1 555 010 0199";

/** International phone number as people write it: `+`, then 8-15 digits with spaces, dots, dashes or brackets. */
function isInternationalPhone(value: string): boolean {
  if (!/^\+[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname));
  } catch {
    return false;
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Check = { test: (value: string) => boolean; expected: string };

const checks = {
  text: { test: (v) => v.trim().length > 0 && v.length <= 60, expected: "a name of 1 to 60 characters" },
  email: {
    test: (v) => z.email().safeParse(v).success,
    expected: "an e-mail address (hola@agentia.example)",
  },
  phone: {
    test: isInternationalPhone,
    expected: `a phone number in international form (${PHONE_EXAMPLE})`,
  },
  url: { test: isHttpsUrl, expected: "an https:// URL (https://agentia.example)" },
  uuid: { test: (v) => UUID.test(v), expected: "a UUID (as shown in the Vapi dashboard)" },
  tallyFormId: {
    test: (v) => /^[A-Za-z0-9]{3,12}$/.test(v),
    expected: "a Tally form id (3-12 letters or digits, as in tally.so/r/wA1bCd)",
  },
  posthogKey: {
    test: (v) => /^phc_[A-Za-z0-9]{20,64}$/.test(v),
    expected: "a PostHog project API key (phc_ followed by letters and digits)",
  },
  sentryDsn: {
    test: (v) => isHttpsUrl(v) && /^https?:\/\/[^@/\s]+@[^/\s]+\/\d+$/.test(v),
    expected: "a Sentry DSN (https://<key>@<host>/<project id>)",
  },
  flag: { test: (v) => v === "true" || v === "false", expected: "true or false" },
} satisfies Record<string, Check>;

/** Empty strings count as unset, so `VITE_X=` in an .env file means "use the default". */
function setting(check: Check, name: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .superRefine((value, ctx) => {
      if (value !== undefined && !check.test(value)) {
        ctx.addIssue({
          code: "custom",
          message: `${name}: ${JSON.stringify(value)} is not ${check.expected}`,
        });
      }
    });
}

export const defaults = {
  VITE_SITE_NAME: "Agentia",
  VITE_SITE_URL: "https://agentia.example",
  VITE_CONTACT_EMAIL: "hola@agentia.example",
  VITE_CONTACT_PHONE: "+1 (555) 010-0199",
  VITE_SALES_PHONE: "+54 9 11 5555-0100",
  VITE_WHATSAPP_NUMBER: "+54 9 11 5555-0100",
  VITE_LINKEDIN_URL: "https://www.linkedin.com/",
  VITE_GITHUB_URL: "https://github.com/",
  VITE_POSTHOG_HOST: "https://us.i.posthog.com",
} as const;

/** Name, check and meaning of every variable; README's configuration table follows this list. */
const variables = {
  VITE_SITE_NAME: checks.text,
  VITE_SITE_URL: checks.url,
  VITE_CONTACT_EMAIL: checks.email,
  VITE_CONTACT_PHONE: checks.phone,
  VITE_SALES_PHONE: checks.phone,
  VITE_WHATSAPP_NUMBER: checks.phone,
  VITE_LINKEDIN_URL: checks.url,
  VITE_GITHUB_URL: checks.url,
  VITE_VAPI_PUBLIC_KEY: checks.uuid,
  VITE_VAPI_ASSISTANT_ID: checks.uuid,
  VITE_TALLY_FORM_ID: checks.tallyFormId,
  VITE_POSTHOG_KEY: checks.posthogKey,
  VITE_POSTHOG_HOST: checks.url,
  VITE_POSTHOG_FEATURE_FLAGS: checks.flag,
  VITE_POSTHOG_SURVEYS: checks.flag,
  VITE_POSTHOG_EXPERIMENTS: checks.flag,
  VITE_POSTHOG_REMOTE_CONFIG: checks.flag,
  VITE_SENTRY_DSN: checks.sentryDsn,
} satisfies Record<string, Check>;

export type VariableName = keyof typeof variables;

const envSchema = z
  .object(
    Object.fromEntries(Object.entries(variables).map(([name, check]) => [name, setting(check, name)])) as {
      [K in VariableName]: ReturnType<typeof setting>;
    },
  )
  .superRefine((env, ctx) => {
    // The Vapi key and assistant only make sense together; one alone is a typo, not a choice.
    if ((env.VITE_VAPI_PUBLIC_KEY === undefined) !== (env.VITE_VAPI_ASSISTANT_ID === undefined)) {
      const missing =
        env.VITE_VAPI_PUBLIC_KEY === undefined ? "VITE_VAPI_PUBLIC_KEY" : "VITE_VAPI_ASSISTANT_ID";
      ctx.addIssue({
        code: "custom",
        message: `${missing}: is missing; VITE_VAPI_PUBLIC_KEY and VITE_VAPI_ASSISTANT_ID are set together`,
      });
    }
  });

export type PhoneNumber = {
  /** As the site owner wrote it, shown to visitors. */
  display: string;
  /** Digits with a leading `+`, for `tel:` links. */
  e164: string;
};

function phone(display: string): PhoneNumber {
  return { display, e164: `+${display.replace(/\D/g, "")}` };
}

export type SiteConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const value = <K extends keyof typeof defaults>(name: K) => env[name] ?? defaults[name];
  const vapi =
    env.VITE_VAPI_PUBLIC_KEY && env.VITE_VAPI_ASSISTANT_ID
      ? { publicKey: env.VITE_VAPI_PUBLIC_KEY, assistantId: env.VITE_VAPI_ASSISTANT_ID }
      : undefined;
  return {
    siteName: value("VITE_SITE_NAME"),
    siteUrl: value("VITE_SITE_URL").replace(/\/+$/, ""),
    contactEmail: value("VITE_CONTACT_EMAIL"),
    /** The number of the "Hablar con nuestra IA" assistant (US format). */
    aiPhone: phone(value("VITE_CONTACT_PHONE")),
    /** The sales line in Argentina, used by the service modal. */
    salesPhone: phone(value("VITE_SALES_PHONE")),
    whatsappNumber: phone(value("VITE_WHATSAPP_NUMBER")),
    social: { linkedin: value("VITE_LINKEDIN_URL"), github: value("VITE_GITHUB_URL") },
    /** Absent: the voice demo runs its preview driver. */
    vapi,
    tallyFormId: env.VITE_TALLY_FORM_ID,
    posthog: env.VITE_POSTHOG_KEY
      ? {
          key: env.VITE_POSTHOG_KEY,
          host: value("VITE_POSTHOG_HOST").replace(/\/+$/, ""),
          featureFlags: env.VITE_POSTHOG_FEATURE_FLAGS === "true",
          surveys: env.VITE_POSTHOG_SURVEYS === "true",
          experiments: env.VITE_POSTHOG_EXPERIMENTS === "true",
          remoteConfig: env.VITE_POSTHOG_REMOTE_CONFIG === "true",
        }
      : undefined,
    sentryDsn: env.VITE_SENTRY_DSN,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration:\n  ${problems.join("\n  ")}\nSee .env.example for every variable.`);
    this.name = "ConfigError";
  }
}

/** Builds the site configuration, or throws a `ConfigError` listing every bad variable. */
export function parseConfig(env: Record<string, string | boolean | undefined>): SiteConfig {
  const strings = Object.fromEntries(
    Object.keys(variables).map((name) => {
      const raw = env[name];
      return [name, typeof raw === "string" ? raw : undefined];
    }),
  );
  const result = envSchema.safeParse(strings);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message));
  return toConfig(result.data);
}
