import { describe, expect, it } from "vitest";

import { parseConfig } from "~/lib/config-schema";

import { site, siteFacts, slugify } from "./site";

describe("site facts", () => {
  it("derives every link from the default configuration", () => {
    expect(site.name).toBe("Agentia");
    expect(site.slug).toBe("agentia");
    expect(site.email).toEqual({ display: "hola@agentia.example", href: "mailto:hola@agentia.example" });
    expect(site.aiPhone).toEqual({ display: "+1 (555) 010-0199", href: "tel:+15550100199" });
    expect(site.salesPhone).toEqual({ display: "+54 9 11 5555-0100", href: "tel:+5491155550100" });
    expect(site.whatsapp).toEqual({ display: "+54 9 11 5555-0100", href: "https://wa.me/5491155550100" });
    expect(site).toMatchObject({ analyticsEnabled: false, tallyFormId: undefined, vapi: undefined });
  });

  it("tells components which services are configured", () => {
    const vapi = {
      publicKey: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c",
      assistantId: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
    };
    const facts = siteFacts(
      parseConfig({
        VITE_POSTHOG_KEY: "phc_abcdefghijklmnopqrstuvwxyz0123456789",
        VITE_TALLY_FORM_ID: "wA1bCd",
        VITE_VAPI_PUBLIC_KEY: vapi.publicKey,
        VITE_VAPI_ASSISTANT_ID: vapi.assistantId,
      }),
    );
    expect(facts).toMatchObject({ analyticsEnabled: true, tallyFormId: "wA1bCd", vapi });
  });

  it("links the privacy page, and the terms only when their address is set", () => {
    expect(site.legal).toEqual({
      privacy: { label: "Política de privacidad", href: "/privacidad/" },
      terms: undefined,
    });
    expect(
      siteFacts(parseConfig({ VITE_TERMS_URL: "https://agentia.example/terminos" })).legal.terms,
    ).toEqual({
      label: "Términos y condiciones",
      href: "https://agentia.example/terminos",
    });
  });

  it("follows the configuration: one value, every link", () => {
    const facts = siteFacts(
      parseConfig({
        VITE_SITE_NAME: "Robótica Sur",
        VITE_CONTACT_EMAIL: "ventas@robotica.example",
        VITE_CONTACT_PHONE: "+1 (415) 555-0133",
        VITE_WHATSAPP_NUMBER: "+54 9 351 555-0000",
      }),
    );
    expect(facts.slug).toBe("robotica_sur");
    expect(facts.email.href).toBe("mailto:ventas@robotica.example");
    expect(facts.aiPhone).toEqual({ display: "+1 (415) 555-0133", href: "tel:+14155550133" });
    expect(facts.whatsapp.href).toBe("https://wa.me/5493515550000");
  });

  it.each([
    ["Agentia", "agentia"],
    ["Señal IA", "senal_ia"],
    ["  Ágil & Co. ", "agil_co"],
  ])("slugify(%j) is %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
