/**
 * The landing's sections as addresses: their ids, in page order (the nav lists them in that
 * order). The landing's nav and in-page links, and other pages' links to `/#contacto`, point here.
 */
export const sectionIds = {
  about: "about",
  services: "services",
  process: "process",
  aiRevolution: "ai-revolution",
  cases: "cases",
  industries: "soluciones",
  contact: "contacto",
} as const;
