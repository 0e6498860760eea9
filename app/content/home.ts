import { bookDemoLabel } from "./booking";
import data from "./data/home.json" with { type: "json" };
import { spanishList, withSiteName } from "./load";
import type { HomeContent } from "./schema";
import { sectionIds } from "./sections";
import { site } from "./site";

/*
 * The landing page's copy, in page order: what the owner edits comes from `data/home.json` (its
 * rules: `schema.ts`), the interface's own words are written here. Components import their copy
 * from here; their props carry state, slots and callbacks, never copy. Icons are string keys that
 * each component maps to an icon.
 */

const home = withSiteName<HomeContent>(data, site.name);

export const homeMeta = home.meta;

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

/** The subtitle reads `before + verb + after`; screen readers get `sentence` once. */
const subtitle = {
  ...home.hero.subtitle,
  sentence: [home.hero.subtitle.before, spanishList(home.hero.subtitle.verbs), home.hero.subtitle.after].join(
    " ",
  ),
};

export const hero = { ...home.hero, subtitle };

export const reframe = home.reframe;

export type FeatureIcon = HomeContent["why"]["cards"][number]["icon"];

export const why = home.why;

export type Service = HomeContent["services"]["items"][number];

export type ServiceIcon = Service["icon"];

export type ServiceDetails = Service["details"];

export const services = {
  ...home.services,
  openDetails: "Ver detalles",
  comingSoonBadge: "Próximamente",
  comingSoonContact: "Avisame cuando esté",
};

/** The steps are numbered in their order; the last one draws no connector to a next. */
export const process = {
  ...home.process,
  steps: home.process.steps.map((step, index, steps) => ({
    ...step,
    number: index + 1,
    last: index === steps.length - 1,
  })),
};

export const aiRevolution = home.aiRevolution;

/** The cases section's copy; its cards, one per case file, come from `cases.ts`. */
export const cases = { ...home.cases, openCase: "Ver el caso" };

export type IndustryIcon = HomeContent["industries"]["items"][number]["icon"];

/** Each area's card links its demo agent, when one answers for it (`agents.ts`). */
export const industries = { ...home.industries, listen: "Escuchalo en acción" };

export const finalCta = { ...home.finalCta, bookDemo: bookDemoLabel };

export const serviceModal = {
  featuresTitle: "Características clave",
  caseStudiesTitle: "Casos de éxito",
  noCaseStudies: "Todavía no hay casos publicados: sé de los primeros.",
  talkNow: "Hablar ahora",
  moreInfo: "Más información",
  caseStudyImageAlt:
    "Ilustración de la plataforma para estudiantes de medicina: un panel con progreso de estudio y un tutor de IA",
} as const;

export const footer = {
  tagline: home.footer.tagline,
  navLabel: "Enlaces legales y redes",
  legal: site.legal.terms ? [site.legal.privacy, site.legal.terms] : [site.legal.privacy],
  linkedin: "LinkedIn",
  github: "GitHub",
  newTab: "(se abre en una pestaña nueva)",
  location: `${site.location.city}, ${site.location.country}`,
  /** `{year}` is replaced by the current year at render time. */
  copyright: `© {year} ${site.name}. Todos los derechos reservados.`,
} as const;
