import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "./config-schema";

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
  it("uses PRODUCT.md's defaults when nothing is set", () => {
    const config = parseConfig({});
    expect(config.siteName).toBe("Agentia");
    expect(config.contactEmail).toBe("hola@agentia.example");
    expect(config.aiPhone).toEqual({ display: "+1 (555) 010-0199", e164: "+15550100199" });
    expect(config.salesPhone).toEqual({ display: "+54 9 11 5555-0100", e164: "+5491155550100" });
    expect(config.whatsappNumber.e164).toBe("+5491155550100");
    expect(config.siteUrl).toBe("https://agentia.example");
    expect(config.vapi).toBeUndefined();
    expect(config.tallyFormId).toBeUndefined();
    expect(config.posthog).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ VITE_SITE_NAME: "  ", VITE_TALLY_FORM_ID: "" })).toMatchObject({
      siteName: "Agentia",
      tallyFormId: undefined,
    });
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

  it("names the variable and the expected form of a bad phone number", () => {
    expect(problemsOf({ VITE_CONTACT_PHONE: "12ab" })).toEqual([
      'VITE_CONTACT_PHONE: "12ab" is not a phone number in international form (+1 555 010 0199)',
    ]);
  });

  it.each([
    ["VITE_SALES_PHONE", "011 4000-1234", "international form"],
    ["VITE_WHATSAPP_NUMBER", "+54 9", "international form"],
    ["VITE_CONTACT_EMAIL", "hola@", "an e-mail address"],
    ["VITE_SITE_URL", "agentia.example", "an https:// URL"],
    ["VITE_SITE_URL", "http://agentia.example", "an https:// URL"],
    ["VITE_TALLY_FORM_ID", "https://tally.so/r/abc", "a Tally form id"],
    ["VITE_POSTHOG_KEY", "sk_live_123", "a PostHog project API key"],
    ["VITE_SENTRY_DSN", "https://sentry.io", "a Sentry DSN"],
    ["VITE_POSTHOG_SURVEYS", "yes", "true or false"],
  ])("rejects %s=%j", (name, value, expected) => {
    const [problem] = problemsOf({ [name]: value });
    expect(problem).toContain(`${name}: ${JSON.stringify(value)} is not`);
    expect(problem).toContain(expected);
  });

  it("wants the Vapi key and assistant together", () => {
    expect(problemsOf({ VITE_VAPI_PUBLIC_KEY: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c" })).toEqual([
      "VITE_VAPI_ASSISTANT_ID: is missing; VITE_VAPI_PUBLIC_KEY and VITE_VAPI_ASSISTANT_ID are set together",
    ]);
    expect(problemsOf({ VITE_VAPI_PUBLIC_KEY: "not-a-key", VITE_VAPI_ASSISTANT_ID: "x" })).toHaveLength(2);
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
