import { buildDate, config, type PhoneNumber, type SiteConfig } from "~/lib/config";
import { pagePaths } from "~/lib/paths";

/** Turns a name into the lowercase ASCII slug used in analytics names (`Agentia` → `agentia`). */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

export type PhoneLink = { display: string; href: string };

function telLink(phone: PhoneNumber): PhoneLink {
  return { display: phone.display, href: `tel:${phone.e164}` };
}

/** The services a visitor's data may reach; each is on only when the build configures it. */
export type ConfiguredServices = {
  /** PostHog. */
  analytics: boolean;
  /** Sentry. */
  errorReports: boolean;
  /** Vapi and Daily, on a call of the voice demo. */
  voice: boolean;
  /** Tally, the contact form. */
  form: boolean;
  /** The site's own contact form, sent to the company's systems. */
  leadForm: boolean;
  /** Cal.com, the meeting scheduler. */
  booking: boolean;
  /** Cloudflare Turnstile, the guard's check before a call or a chat of the voice demo. */
  humanCheck: boolean;
  /** Cal.com, through the assistant's tool `agendar_reunion`. */
  assistantBooking: boolean;
  /** The company's own systems, which the assistant hands the lead and the conversation to. */
  assistantHandoff: boolean;
};

/** Which services this build sends visitors' data to: the privacy page lists exactly these. */
export function configuredServices(settings: SiteConfig): ConfiguredServices {
  return {
    analytics: settings.posthog !== undefined,
    errorReports: settings.sentryDsn !== undefined,
    voice: settings.vapi !== undefined,
    form: settings.tallyFormId !== undefined,
    leadForm: settings.tallyFormId === undefined && settings.leadForm,
    booking: settings.booking !== undefined,
    humanCheck: settings.vapi !== undefined && "turnstileSiteKey" in settings.vapi,
    assistantBooking: settings.assistantTools.booking,
    assistantHandoff: settings.assistantTools.handoff,
  };
}

/**
 * The contact section's form: Tally's when configured, else the site's own when the host has the
 * owner's webhook (`VITE_LEAD_FORM`), with a Turnstile check when the guard is on.
 */
export type ContactForm =
  { kind: "tally"; formId: string } | { kind: "own"; turnstileSiteKey?: string } | { kind: "none" };

function contactFormOf(settings: SiteConfig): ContactForm {
  if (settings.tallyFormId) return { kind: "tally", formId: settings.tallyFormId };
  if (!settings.leadForm) return { kind: "none" };
  const siteKey =
    settings.vapi && "turnstileSiteKey" in settings.vapi ? settings.vapi.turnstileSiteKey : undefined;
  return { kind: "own", ...(siteKey ? { turnstileSiteKey: siteKey } : {}) };
}

/**
 * Facts about the company and the configured services, with every link derived from one configured
 * value. The one place components and feature hooks learn configuration from (lint-enforced).
 */
export function siteFacts(settings: SiteConfig) {
  return {
    name: settings.siteName,
    slug: slugify(settings.siteName) || "site",
    url: settings.siteUrl,
    location: { city: "Buenos Aires", country: "Argentina", countryCode: "AR" },
    email: { display: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
    /** "Hablar con nuestra IA": the assistant's US number. */
    aiPhone: telLink(settings.aiPhone),
    /** The sales line in Argentina (service modal). */
    salesPhone: telLink(settings.salesPhone),
    whatsapp: {
      display: settings.whatsappNumber.display,
      href: `https://wa.me/${settings.whatsappNumber.e164.slice(1)}`,
    },
    social: settings.social,
    /** PostHog is configured: the consent banner asks only then. */
    analyticsEnabled: settings.posthog !== undefined,
    /** The contact form's Tally id; absent: e-mail and WhatsApp are offered instead. */
    tallyFormId: settings.tallyFormId,
    /** What the contact section's form card holds: Tally's form, the site's own, or neither. */
    contactForm: contactFormOf(settings),
    /** The voice demo's Vapi key and assistant; absent: it runs the preview driver. */
    vapi: settings.vapi,
    /** The voice demo's length limit in seconds: the page ends a call there. */
    demoMaxCallSeconds: settings.demoMaxCallSeconds,
    /** The model a demo agent's call thinks with (`VITE_DEMO_AGENT_MODEL`, app/contracts/demo-agents.mjs). */
    demoAgentModel: settings.demoAgentModel,
    /** The Cal.com scheduler ('Reservar demo'); absent: the booking links go to #contacto. */
    booking: settings.booking,
    services: configuredServices(settings),
    /** The day of this build (YYYY-MM-DD): the privacy page describes this build. */
    builtOn: buildDate,
    /** The privacy page is ours; the terms are linked only when the owner gives their address. */
    legal: {
      privacy: { label: "Política de privacidad", href: pagePaths.privacy },
      terms: settings.termsUrl ? { label: "Términos y condiciones", href: settings.termsUrl } : undefined,
    },
  };
}

export type SiteFacts = ReturnType<typeof siteFacts>;

export const site: SiteFacts = siteFacts(config);
