import { describe, expect, it } from "vitest";

import { ConfigError, parseCmsSettings, parseConfig } from "./config-schema";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseConfig", () => {
  // docs/product.md: reserved example values (#settled-points), a 300 s limit (#what-sells-the-demo),
  // PostHog's extras off (#privacy).
  it("uses the settled defaults when nothing is set: example values, no optional service", () => {
    const config = parseConfig({});
    expect(config.siteName).toBe("Agentia");
    expect(config.contactEmail).toBe("hola@agentia.example");
    expect(config.aiPhone).toEqual({ display: "+1 (555) 010-0199", e164: "+15550100199" });
    expect(config.salesPhone).toEqual({ display: "+54 9 11 5555-0100", e164: "+5491155550100" });
    expect(config.whatsappNumber.e164).toBe("+5491155550100");
    expect(config.siteUrl).toBe("https://agentia.example");
    expect(config.social).toEqual({ linkedin: "https://www.linkedin.com/", github: "https://github.com/" });
    expect(config.vapi).toBeUndefined();
    expect(config.tallyFormId).toBeUndefined();
    expect(config.posthog).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
    expect(config.demoMaxCallSeconds).toBe(300);
    expect(config.booking).toBeUndefined();
    expect(parseConfig({ VITE_POSTHOG_KEY: "phc_abcdefghijklmnopqrstuvwxyz0123456789" }).posthog).toEqual({
      key: "phc_abcdefghijklmnopqrstuvwxyz0123456789",
      host: "https://us.i.posthog.com",
      featureFlags: false,
      surveys: false,
      experiments: false,
      remoteConfig: false,
    });
  });

  it("treats empty and blank values as unset, and trims the others", () => {
    expect(
      parseConfig({
        VITE_SITE_NAME: "  ",
        VITE_TALLY_FORM_ID: "",
        VITE_CONTACT_EMAIL: " ventas@robotica.example ",
      }),
    ).toMatchObject({ siteName: "Agentia", tallyFormId: undefined, contactEmail: "ventas@robotica.example" });
  });

  it("reads every valid value", () => {
    const config = parseConfig({
      VITE_SITE_NAME: "Robótica Sur",
      VITE_SITE_URL: "https://robotica.example/",
      VITE_CONTACT_EMAIL: "ventas@robotica.example",
      VITE_CONTACT_PHONE: "+1 415 555 0133",
      VITE_SALES_PHONE: "+54 11 4000-1234",
      VITE_WHATSAPP_NUMBER: "+54 9 351 555-0000",
      VITE_VAPI_PUBLIC_KEY: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c",
      VITE_VAPI_ASSISTANT_ID: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
      VITE_DEMO_MAX_CALL_SECONDS: "1800",
      VITE_TALLY_FORM_ID: "wA1bCd",
      VITE_POSTHOG_KEY: "phc_abcdefghijklmnopqrstuvwxyz0123456789",
      VITE_POSTHOG_HOST: "https://eu.i.posthog.com/",
      VITE_POSTHOG_FEATURE_FLAGS: "true",
      VITE_SENTRY_DSN: "https://abc123@o1.ingest.sentry.io/42",
    });
    expect(config).toMatchObject({
      siteName: "Robótica Sur",
      siteUrl: "https://robotica.example",
      aiPhone: { e164: "+14155550133" },
      vapi: { publicKey: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c" },
      demoMaxCallSeconds: 1800,
      tallyFormId: "wA1bCd",
      posthog: {
        host: "https://eu.i.posthog.com",
        featureFlags: true,
        surveys: false,
        experiments: false,
        remoteConfig: false,
      },
      sentryDsn: "https://abc123@o1.ingest.sentry.io/42",
    });
  });

  const URL_RULE = "an https:// URL (or http:// on localhost)";
  const PHONE_RULE = "a phone number: + and 8-15 digits, spaces, dots, dashes or brackets (+1 555 010 0199)";
  const DSN_RULE = "a Sentry DSN: https://<key>@<host>/<project id> (or http:// on localhost)";
  const CAL_LINK_RULE = "a Cal.com link path: letters, digits, . _ - and inner slashes (agentia/demo-30min)";
  const HTTPS_RULE = "an https:// URL";
  const UUID_RULE = "a UUID as shown in the Vapi dashboard (0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c)";
  const SECONDS_RULE = "a whole number of seconds from 30 to 1800";

  it.each([
    ["VITE_SITE_NAME", "x".repeat(61), "a name of at most 60 characters"],
    ["VITE_SITE_URL", "agentia.example", URL_RULE],
    ["VITE_SITE_URL", "http://agentia.example", URL_RULE],
    ["VITE_POSTHOG_HOST", "ftp://eu.i.posthog.com", URL_RULE],
    ["VITE_CONTACT_EMAIL", "hola@", "an e-mail address"],
    ["VITE_CONTACT_PHONE", "12ab", PHONE_RULE],
    ["VITE_SALES_PHONE", "011 4000-1234", PHONE_RULE],
    ["VITE_WHATSAPP_NUMBER", "+54 9", PHONE_RULE],
    ["VITE_CONTACT_PHONE", "+1 555 010 0199 0000 0", PHONE_RULE],
    ["VITE_TALLY_FORM_ID", "https://tally.so/r/abc", "a Tally form id (3-12 letters or digits)"],
    [
      "VITE_POSTHOG_KEY",
      "sk_live_123",
      "a PostHog project key (phc_ followed by 20 to 64 letters or digits)",
    ],
    ["VITE_POSTHOG_KEY", "phc_abc", "a PostHog project key (phc_ followed by 20 to 64 letters or digits)"],
    ["VITE_SENTRY_DSN", "https://sentry.io", DSN_RULE],
    ["VITE_SENTRY_DSN", "http://k@sentry.example/1", DSN_RULE],
    ["VITE_POSTHOG_SURVEYS", "yes", '"true" or "false"'],
    ["VITE_DEMO_MAX_CALL_SECONDS", "29", SECONDS_RULE],
    ["VITE_DEMO_MAX_CALL_SECONDS", "1801", SECONDS_RULE],
    ["VITE_DEMO_MAX_CALL_SECONDS", "90.5", SECONDS_RULE],
    ["VITE_DEMO_MAX_CALL_SECONDS", "5 min", SECONDS_RULE],
    ["VITE_CAL_LINK", "/agentia/demo-30min", CAL_LINK_RULE],
    ["VITE_CAL_LINK", "https://cal.com/agentia/demo", CAL_LINK_RULE],
    ["VITE_CAL_LINK", "agentia/demo 30", CAL_LINK_RULE],
    ["VITE_CAL_LINK", "agentia//demo", CAL_LINK_RULE],
    ["VITE_CAL_ORIGIN", "http://cal.agentia.example", HTTPS_RULE],
    ["VITE_CAL_ORIGIN", "cal.agentia.example", HTTPS_RULE],
    ["VITE_TERMS_URL", "http://agentia.example/terminos", "an https:// URL"],
    ["VITE_TERMS_URL", "/terminos", "an https:// URL"],
    ["VITE_TERMS_URL", "javascript:alert(1)", "an https:// URL"],
  ])("rejects %s=%j, naming the variable, the value and the whole rule", (name, value, rule) => {
    expect(problemsOf({ [name]: value })).toEqual([`${name}: ${JSON.stringify(value)} is not ${rule}`]);
  });

  it("books with Cal.com only when a link is set, on Cal's cloud unless an origin is given", () => {
    expect(parseConfig({ VITE_CAL_ORIGIN: "https://cal.agentia.example" }).booking).toBeUndefined();
    expect(parseConfig({ VITE_CAL_LINK: "agentia/demo-30min" }).booking).toEqual({
      link: "agentia/demo-30min",
      origin: "https://app.cal.com",
    });
    expect(
      parseConfig({
        VITE_CAL_LINK: "team/agentia/demo_30.min",
        VITE_CAL_ORIGIN: "https://cal.agentia.example/",
      }).booking,
    ).toEqual({ link: "team/agentia/demo_30.min", origin: "https://cal.agentia.example" });
  });

  it("links the terms only when their https:// address is set", () => {
    expect(parseConfig({}).termsUrl).toBeUndefined();
    expect(parseConfig({ VITE_TERMS_URL: " " }).termsUrl).toBeUndefined();
    expect(parseConfig({ VITE_TERMS_URL: "https://agentia.example/terminos" }).termsUrl).toBe(
      "https://agentia.example/terminos",
    );
  });

  it("accepts http:// only for this machine (the browser tests' collector)", () => {
    const config = parseConfig({
      VITE_POSTHOG_KEY: "phc_abcdefghijklmnopqrstuvwxyz0123456789",
      VITE_POSTHOG_HOST: "http://127.0.0.1:3102",
      VITE_SENTRY_DSN: "http://e2ekey@localhost:3102/1",
    });
    expect(config.posthog?.host).toBe("http://127.0.0.1:3102");
    expect(config.sentryDsn).toBe("http://e2ekey@localhost:3102/1");
  });

  it("wants the Vapi key and assistant together", () => {
    expect(problemsOf({ VITE_VAPI_PUBLIC_KEY: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c" })).toEqual([
      "VITE_VAPI_ASSISTANT_ID: is missing; the Vapi key and assistant id are set together",
    ]);
    expect(problemsOf({ VITE_VAPI_ASSISTANT_ID: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" })).toEqual([
      "VITE_VAPI_PUBLIC_KEY: is missing; the Vapi key and assistant id are set together",
    ]);
    expect(problemsOf({ VITE_VAPI_PUBLIC_KEY: "not-a-key", VITE_VAPI_ASSISTANT_ID: "x" })).toEqual([
      `VITE_VAPI_PUBLIC_KEY: "not-a-key" is not ${UUID_RULE}`,
      `VITE_VAPI_ASSISTANT_ID: "x" is not ${UUID_RULE}`,
    ]);
  });

  // docs/product.md#only-real-visitors-spend-the-minutes: the guard ships no Vapi key.
  describe("the guard (Turnstile and the site's endpoint)", () => {
    const assistant = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
    const SITE_KEY_RULE =
      "a Turnstile site key as Cloudflare shows it (0x4AAAAAAA…; or a test key such as 1x00000000000000000000AA)";

    it.each([
      "0x4AAAAAAADnPIDROrmt1Wwj",
      // Cloudflare's test keys: passes, blocks, forces an interactive challenge, invisible pass.
      "1x00000000000000000000AA",
      "2x00000000000000000000AB",
      "3x00000000000000000000FF",
      "1x00000000000000000000BB",
    ])("is on with the site key %s and the assistant, and no Vapi key reaches the page", (siteKey) => {
      const config = parseConfig({ VITE_TURNSTILE_SITE_KEY: siteKey, VITE_VAPI_ASSISTANT_ID: assistant });
      expect(config.vapi).toEqual({ assistantId: assistant, turnstileSiteKey: siteKey });
      expect(JSON.stringify(config)).not.toMatch(/publicKey/);
    });

    it("stops a build that sets a public key too, naming both variables", () => {
      expect(
        problemsOf({
          VITE_VAPI_PUBLIC_KEY: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c",
          VITE_TURNSTILE_SITE_KEY: "0x4AAAAAAADnPIDROrmt1Wwj",
          VITE_VAPI_ASSISTANT_ID: assistant,
        }),
      ).toEqual([
        "VITE_VAPI_PUBLIC_KEY, VITE_TURNSTILE_SITE_KEY: set one or the other; with the guard " +
          "(VITE_TURNSTILE_SITE_KEY) the page ships no Vapi key, so remove VITE_VAPI_PUBLIC_KEY",
      ]);
    });

    it("wants the assistant with the site key", () => {
      expect(problemsOf({ VITE_TURNSTILE_SITE_KEY: "0x4AAAAAAADnPIDROrmt1Wwj" })).toEqual([
        "VITE_VAPI_ASSISTANT_ID: is missing; the guard (VITE_TURNSTILE_SITE_KEY) starts its calls",
      ]);
    });

    it.each([
      // A reCAPTCHA key, a truncated key, a secret key's look, a URL.
      "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
      "0x4AAAA",
      "0x4AAAAAAADnPIDROrmt1Wwj 0x4",
      "https://challenges.cloudflare.com",
    ])("rejects the site key %j, naming the variable and the rule", (value) => {
      expect(problemsOf({ VITE_TURNSTILE_SITE_KEY: value, VITE_VAPI_ASSISTANT_ID: assistant })).toEqual([
        `VITE_TURNSTILE_SITE_KEY: ${JSON.stringify(value)} is not ${SITE_KEY_RULE}`,
      ]);
    });
  });

  it("lists every problem at once", () => {
    const error = (() => {
      try {
        parseConfig({ VITE_CONTACT_PHONE: "abc", VITE_CONTACT_EMAIL: "nope" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toContain("VITE_CONTACT_PHONE");
    expect(error?.message).toContain("VITE_CONTACT_EMAIL");
  });
});

describe("parseCmsSettings: the editor at /admin/", () => {
  it("is unset without a repository: the editor offers its test repository", () => {
    expect(parseCmsSettings({})).toBeUndefined();
  });

  it("reads the repository, the branch (main unless set) and the authenticator's address", () => {
    expect(parseCmsSettings({ VITE_CMS_REPO: "agentia/sitio" })).toEqual({
      repo: "agentia/sitio",
      branch: "main",
    });
    expect(
      parseCmsSettings({
        VITE_CMS_REPO: "agentia/sitio",
        VITE_CMS_BRANCH: "publicado",
        VITE_CMS_AUTH_URL: "https://auth.agentia.example/",
      }),
    ).toEqual({ repo: "agentia/sitio", branch: "publicado", authUrl: "https://auth.agentia.example" });
  });

  it("names a repository that is not owner/name, and keeps the editor out of the pages' settings", () => {
    expect(problemsOf({ VITE_CMS_REPO: "https://github.com/agentia/sitio" })).toEqual([
      'VITE_CMS_REPO: "https://github.com/agentia/sitio" is not a GitHub repository as owner/name (agentia/sitio)',
    ]);
    expect(JSON.stringify(parseConfig({ VITE_CMS_REPO: "agentia/sitio" }))).not.toContain("agentia/sitio");
  });
});
