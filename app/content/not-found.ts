import data from "./data/not-found.json" with { type: "json" };
import { withSiteName } from "./load";
import type { PageContent } from "./schema";
import { site } from "./site";

/** The owner edits the title and the description (`data/not-found.json`), which is also the page's text. */
const page = withSiteName<PageContent>(data, site.name);

export const notFoundMeta = page.meta;

export const notFound = {
  code: "404",
  heading: "¡Ups! Página no encontrada",
  body: page.meta.description,
  homeLink: "Volver al inicio",
} as const;
