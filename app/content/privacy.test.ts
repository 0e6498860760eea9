import { describe, expect, it } from "vitest";

import { parseConfig } from "~/lib/config-schema";
import { createConsentStore } from "~/lib/consent";

import { formatDate, listOf, type PrivacyContent, privacyContent, storedKeys } from "./privacy";
import { type ConfiguredServices, configuredServices, siteFacts } from "./site";

const facts = {
  ...siteFacts(parseConfig({ VITE_SITE_NAME: "Robótica Sur", VITE_CONTACT_EMAIL: "datos@robotica.example" })),
  builtOn: "2026-11-23",
};

const none: ConfiguredServices = {
  analytics: false,
  errorReports: false,
  voice: false,
  form: false,
  booking: false,
  humanCheck: false,
  leadForm: false,
  assistantBooking: false,
  assistantHandoff: false,
};
const all: ConfiguredServices = {
  analytics: true,
  errorReports: true,
  voice: true,
  form: true,
  booking: true,
  humanCheck: true,
  leadForm: true,
  assistantBooking: true,
  assistantHandoff: true,
};

/** Each service and the vendors the page must name for it (and only for it). */
const vendorsOf: Record<keyof ConfiguredServices, string[]> = {
  analytics: ["PostHog"],
  errorReports: ["Sentry"],
  voice: ["Vapi", "Daily"],
  form: ["Tally"],
  booking: ["Cal.com"],
  humanCheck: ["Cloudflare Turnstile"],
  // The company's own systems: no other vendor.
  leadForm: [],
  assistantBooking: ["Cal.com"],
  assistantHandoff: [],
};
const everyVendor = [...new Set(Object.values(vendorsOf).flat())];

/** Every string of the page, as a visitor reads it. */
function pageText(content: PrivacyContent): string {
  return JSON.stringify(content);
}

function namedVendors(content: PrivacyContent): string[] {
  const text = pageText(content);
  return everyVendor.filter((vendor) => text.includes(vendor));
}

function sectionIds(content: PrivacyContent) {
  return content.sections.map((section) => section.id);
}

function blocksOf(content: PrivacyContent, id: string) {
  return content.sections.find((section) => section.id === id)?.blocks ?? [];
}

describe("privacyContent", () => {
  it("with no service: names no vendor, no cookies, only the microphone choice, the voice stays in the browser", () => {
    const content = privacyContent(none, facts);
    expect(namedVendors(content)).toEqual([]);
    expect(sectionIds(content)).toEqual(["responsable", "datos", "navegador", "derechos"]);
    expect(pageText(content)).toContain("este sitio no envía datos tuyos a ningún otro servicio");
    expect(pageText(content)).toContain("tu voz y lo que escribís no salen de tu navegador");
    expect(storedKeys(content)).toEqual(["demo-microphone"]);
    expect(pageText(content)).toContain("Este sitio no usa cookies.");
    expect(pageText(content)).not.toContain("consent-choice");
  });

  it("lists the microphone chosen in the voice demo, kept in the browser and never sent, whatever is configured", () => {
    for (const services of [none, all]) {
      const content = privacyContent(services, facts);
      expect(storedKeys(content)).toContain("demo-microphone");
      const text = JSON.stringify(blocksOf(content, "navegador"));
      expect(text).toContain("Solo si elegís un micrófono en la demo de voz");
      expect(text).toContain("nunca se envía a ningún lado");
      expect(pageText(content)).toContain(
        "«Probar micrófono», en la demo de voz, escucha tu micrófono solo en tu navegador",
      );
    }
  });

  it("with Vapi: what is written with 'Prefiero escribir' goes to Vapi too", () => {
    const voice = blocksOf(privacyContent({ ...none, voice: true }, facts), "datos").find(
      (block) => block.kind === "services",
    );
    const entry = voice?.kind === "services" ? voice.items[0] : undefined;
    expect(entry?.receives).toContain("Si elegís «Prefiero escribir», Vapi recibe lo que escribís");
    expect(entry?.when).toContain("una conversación por escrito que abrís con «Prefiero escribir»");
  });

  it("with every service: names every vendor, what it receives, why and when, and the preferences", () => {
    const content = privacyContent(all, facts);
    expect(namedVendors(content)).toEqual(everyVendor);
    const services = blocksOf(content, "datos").find((block) => block.kind === "services");
    expect(services?.kind === "services" && services.items.map((item) => item.vendor)).toEqual([
      "PostHog",
      "Sentry",
      "Vapi y Daily",
      "Cloudflare Turnstile",
      "Tally",
      "Cal.com",
      "Cal.com",
    ]);
    for (const item of services?.kind === "services" ? services.items : []) {
      expect(item.receives.length * item.purpose.length * item.when.length).toBeGreaterThan(0);
    }
    expect(pageText(content)).not.toContain("no salen de tu navegador");
    expect(sectionIds(content)).toEqual(["responsable", "datos", "navegador", "derechos", "preferencias"]);
    expect(blocksOf(content, "preferencias")).toContainEqual({ kind: "preferences" });
  });

  it.each(Object.keys(vendorsOf) as (keyof ConfiguredServices)[])(
    "with %s alone: names only its vendors",
    (service) => {
      const content = privacyContent({ ...none, [service]: true }, facts);
      expect(namedVendors(content)).toEqual(vendorsOf[service]);
      expect(sectionIds(content).includes("preferencias")).toBe(service === "analytics");
      expect(pageText(content).includes("consent-choice")).toBe(service === "analytics");
      expect(pageText(content).includes("tu voz y lo que escribís no salen de tu navegador")).toBe(
        service !== "voice",
      );
    },
  );

  it("PostHog: anonymous until consent, then a cookie; the browser keeps the answer in consent-choice", () => {
    const content = privacyContent({ ...none, analytics: true }, facts);
    expect(pageText(content)).toContain("la medición es anónima: no se guarda nada en tu navegador");
    expect(pageText(content)).toContain("Si aceptás, PostHog guarda una cookie");
    expect(storedKeys(content)).toEqual(["consent-choice", "ph_…", "demo-microphone"]);
  });

  it("lists the one key the consent banner's answer is kept under", () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    createConsentStore(storage, {}).choose("granted");
    expect([...kept.keys()]).toHaveLength(1);
    // The page lists the consent's key only when analytics is configured: the only case it is asked.
    expect(storedKeys(privacyContent({ ...none, analytics: true }, facts))).toContain([...kept.keys()][0]);
  });

  it("Sentry: errors with the personal data removed", () => {
    expect(pageText(privacyContent({ ...none, errorReports: true }, facts))).toContain(
      "la página quita los datos personales",
    );
  });

  it("names who is responsible, where, and how to write to them", () => {
    const [first, second] = blocksOf(privacyContent(none, facts), "responsable");
    expect(first).toEqual({
      kind: "text",
      text: "Robótica Sur, con sede en Buenos Aires, Argentina, es responsable de los datos que se tratan en este sitio.",
    });
    expect(second).toMatchObject({
      kind: "link",
      link: { label: "datos@robotica.example", href: "mailto:datos@robotica.example" },
    });
  });

  it("states the rights of Ley 25.326, how to exercise them by e-mail, and the AAIP", () => {
    const rights = blocksOf(privacyContent(none, facts), "derechos");
    const text = JSON.stringify(rights);
    for (const words of ["Ley 25.326", "acceder", "rectificación", "supresión", "AAIP"]) {
      expect(text).toContain(words);
    }
    expect(rights).toContainEqual(
      expect.objectContaining({
        kind: "link",
        link: {
          label: "datos@robotica.example",
          href: "mailto:datos@robotica.example?subject=Mis%20datos%20personales",
        },
      }),
    );
    expect(rights).toContainEqual(
      expect.objectContaining({
        link: expect.objectContaining({ href: "https://www.argentina.gob.ar/aaip" }),
      }),
    );
  });

  it("is dated with the build and titled with the site's name", () => {
    const content = privacyContent(none, facts);
    expect(content.updated).toEqual({
      label: "Actualizada el",
      date: "23 de noviembre de 2026",
      isoDate: "2026-11-23",
    });
    expect(content.meta.title).toBe("Política de privacidad · Robótica Sur");
  });

  it("with the guard: Turnstile, what it processes to tell people from programs, and that it loads on intent", () => {
    const content = privacyContent({ ...none, voice: true, humanCheck: true }, facts);
    const services = blocksOf(content, "datos").find((block) => block.kind === "services");
    const entry =
      services?.kind === "services"
        ? services.items.find((item) => item.service === "humanCheck")
        : undefined;
    expect(entry?.vendor).toBe("Cloudflare Turnstile");
    expect(entry?.receives).toContain("tu dirección IP");
    expect(entry?.receives).toContain("distingue a las personas de los programas automáticos");
    expect(entry?.when).toContain("«Iniciar Llamada» o «Prefiero escribir»");
    // The site itself stores nothing for it: only the microphone choice, as without it.
    expect(storedKeys(content)).toEqual(["demo-microphone"]);
  });

  it("mentions the embedded services' own storage only for those configured", () => {
    const text = (services: Partial<ConfiguredServices>) =>
      JSON.stringify(blocksOf(privacyContent({ ...none, ...services }, facts), "navegador"));
    expect(text({ form: true })).toContain("Tally funciona con su propio código");
    expect(text({ voice: true })).toContain("Vapi y Daily funcionan con su propio código");
    expect(text({ form: true, booking: true, voice: true })).toContain(
      "Vapi, Daily, Tally y Cal.com funcionan con su propio código",
    );
    expect(text({ voice: true, humanCheck: true })).toContain(
      "Vapi, Daily y Cloudflare Turnstile funcionan con su propio código",
    );
    expect(text({ analytics: true, errorReports: true })).not.toContain("su propio código");
  });
});

describe("what the site and its assistant send the company", () => {
  it("the site's own form: what the visitor writes reaches the company, through no other vendor", () => {
    const text = pageText(privacyContent({ ...none, leadForm: true }, facts));
    expect(text).toContain(
      "Si nos escribís con el formulario de contacto, lo que escribís (tu nombre, tu empresa, tu e-mail o WhatsApp y lo que querés automatizar) llega a los sistemas de Robótica Sur",
    );
    expect(pageText(privacyContent(none, facts))).not.toContain("formulario de contacto");
  });

  it("the assistant: books through Cal.com, hands the lead, the summary and the transcript to the company", () => {
    const content = privacyContent(
      { ...none, voice: true, assistantBooking: true, assistantHandoff: true },
      facts,
    );
    const services = blocksOf(content, "datos").find((block) => block.kind === "services");
    const booking =
      services?.kind === "services"
        ? services.items.find((item) => item.service === "assistantBooking")
        : undefined;
    expect(booking).toMatchObject({ vendor: "Cal.com", role: "Reuniones que agenda el asistente" });
    expect(booking?.receives).toContain("Tu nombre, tu correo, el horario que elegiste");
    expect(pageText(content)).toContain(
      "Si le das tus datos al asistente de la demo, se los envía a Robótica Sur para que te contacte: tu nombre, tu empresa, tu e-mail o tu teléfono y lo que necesitás. Al terminar cada llamada, Robótica Sur recibe también su resumen y su transcripción.",
    );
  });
});

it("with the guard and the site's own form: Turnstile checks the form too", () => {
  const entry = (services: Partial<ConfiguredServices>) => {
    const block = blocksOf(privacyContent({ ...none, ...services }, facts), "datos").find(
      (each) => each.kind === "services",
    );
    return block?.kind === "services" ? block.items.find((item) => item.service === "humanCheck") : undefined;
  };
  expect(entry({ voice: true, humanCheck: true, leadForm: true })?.when).toContain(
    "También en el formulario de contacto",
  );
  expect(entry({ voice: true, humanCheck: true })?.when).not.toContain("formulario");
});

describe("configuredServices", () => {
  it("follows the configuration; booking stays off until Cal.com's settings exist", () => {
    expect(configuredServices(parseConfig({}))).toEqual(none);
    expect(
      configuredServices(
        parseConfig({
          VITE_POSTHOG_KEY: "phc_abcdefghijklmnopqrstuvwxyz0123456789",
          VITE_SENTRY_DSN: "https://abc123@o1.ingest.sentry.io/42",
          VITE_VAPI_PUBLIC_KEY: "0b8e0b3c-1d2e-4f5a-9b6c-7d8e9f0a1b2c",
          VITE_VAPI_ASSISTANT_ID: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
          VITE_TALLY_FORM_ID: "wA1bCd",
        }),
      ),
    ).toEqual({
      ...all,
      booking: false,
      humanCheck: false,
      leadForm: false,
      assistantBooking: false,
      assistantHandoff: false,
    });
  });

  it("lists Turnstile with the guard, which sends the voice to Vapi too", () => {
    expect(
      configuredServices(
        parseConfig({
          VITE_TURNSTILE_SITE_KEY: "0x4AAAAAAADnPIDROrmt1Wwj",
          VITE_VAPI_ASSISTANT_ID: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
        }),
      ),
    ).toEqual({ ...none, voice: true, humanCheck: true });
  });

  it("says what the assistant's tools do when the host has their settings, never their values", () => {
    const assistant = {
      VITE_TURNSTILE_SITE_KEY: "0x4AAAAAAADnPIDROrmt1Wwj",
      VITE_VAPI_ASSISTANT_ID: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
    };
    const host = {
      CAL_API_KEY: "cal_live_secret",
      CAL_EVENT_TYPE_ID: "123",
      LEAD_WEBHOOK_URL: "https://hook.example/secret",
    };
    const settings = parseConfig({ ...assistant, ...host });
    expect(configuredServices(settings)).toMatchObject({ assistantBooking: true, assistantHandoff: true });
    expect(JSON.stringify(settings)).not.toMatch(/cal_live_secret|hook\.example/);
    // Without the voice demo there is no assistant to act.
    expect(configuredServices(parseConfig(host))).toMatchObject({
      assistantBooking: false,
      assistantHandoff: false,
    });
    expect(configuredServices(parseConfig({ ...assistant, CAL_API_KEY: "k" }))).toMatchObject({
      assistantBooking: false,
    });
  });

  it("offers the site's own form without Tally, and Tally's when both are set", () => {
    expect(configuredServices(parseConfig({ VITE_LEAD_FORM: "true" })).leadForm).toBe(true);
    expect(
      configuredServices(parseConfig({ VITE_LEAD_FORM: "true", VITE_TALLY_FORM_ID: "wA1bCd" })),
    ).toMatchObject({ leadForm: false, form: true });
  });
});

describe("formatting", () => {
  it.each([
    ["2026-01-05", "5 de enero de 2026"],
    ["2027-12-31", "31 de diciembre de 2027"],
  ])("formatDate(%j) is %j", (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it.each([
    [["Tally"], "Tally"],
    [["Tally", "Cal.com"], "Tally y Cal.com"],
    [["Vapi", "Tally", "Cal.com"], "Vapi, Tally y Cal.com"],
  ])("listOf(%j) is %j", (names, text) => {
    expect(listOf(names)).toBe(text);
  });
});
