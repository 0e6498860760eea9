import { site } from "./site";

/*
 * The landing page's copy, part 1: what the first paint needs (meta, navigation, hero,
 * footer). Sections 2 to 10 are in `home-sections.ts`, whose JavaScript loads after the
 * page. Components receive these objects as props and hold no copy; icons are string
 * keys that each component maps to an icon.
 */

export const homeMeta = {
  title: `${site.name} · Agentes de IA a medida para tu empresa`,
  description: `${site.name} diseña agentes de IA de voz, chat, datos y seguridad que atienden, venden y automatizan 24/7 con resultados medibles. Desde Buenos Aires para Latinoamérica.`,
} as const;

/** The in-page anchors, in page order (PRODUCT.md: the nav lists them in page order). */
export const sectionIds = {
  about: "about",
  services: "services",
  process: "process",
  aiRevolution: "ai-revolution",
  cases: "cases",
  industries: "soluciones",
  contact: "contacto",
} as const;

export type NavItem = { id: string; label: string };

export const navigation: readonly NavItem[] = [
  { id: sectionIds.about, label: `Por qué ${site.name}` },
  { id: sectionIds.services, label: "Servicios" },
  { id: sectionIds.process, label: "Proceso" },
  { id: sectionIds.aiRevolution, label: "Revolución IA" },
  { id: sectionIds.cases, label: "Casos" },
  { id: sectionIds.contact, label: "Contacto" },
];

export const headerCopy = {
  navLabel: "Secciones de la página",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  homeLabel: `${site.name}, inicio`,
} as const;

export const hero = {
  eyebrow: "Agentes de IA a medida · Buenos Aires",
  headline: "Agentes de IA que trabajan por tu empresa 24/7",
  /** The subtitle reads `before + verb + after`; screen readers get `sentence` once. */
  subtitle: {
    before: "Tu agente de IA",
    verbs: ["interactúa", "se conecta", "atiende", "vende", "automatiza"],
    after: "por vos, con resultados que se miden.",
    sentence:
      "Tu agente de IA interactúa, se conecta, atiende, vende y automatiza por vos, con resultados que se miden.",
  },
  cta: "Ver una demo gratis",
  secondaryCta: "Ver servicios",
} as const;

export const footer = {
  tagline: "Agentes de IA a medida para empresas de Argentina y Latinoamérica.",
  navLabel: "Enlaces legales y redes",
  legal: site.legal.terms ? [site.legal.privacy, site.legal.terms] : [site.legal.privacy],
  linkedin: "LinkedIn",
  github: "GitHub",
  newTab: "(se abre en una pestaña nueva)",
  location: `${site.location.city}, ${site.location.country}`,
  /** `{year}` is replaced by the current year at render time. */
  copyright: `© {year} ${site.name}. Todos los derechos reservados.`,
} as const;
