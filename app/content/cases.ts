import { withSiteName } from "./load";
import type { CaseCard, CaseContent } from "./schema";
import { site } from "./site";

export type { CaseCard };
export type CaseIcon = CaseCard["icon"];

/** A whole case, for its page (cases.server.ts reads it). */
export type CaseStudy = CaseContent & { slug: string };

/** The file `data/cases/<slug>.json` is the case at `/casos/<slug>/`. */
export const caseSlugOf = (file: string) => file.replace(/^.*\/|\.json$/g, "");

/**
 * Every case's card, in the owner's order. Only each file's `card` is imported: the rest of a case
 * is its own page's (cases.server.ts), and stays out of the landing's JavaScript.
 */
export const caseCards = Object.entries(
  import.meta.glob<CaseCard>("./data/cases/*.json", { eager: true, import: "card" }),
)
  .map(([file, card]) => ({ ...withSiteName<CaseCard>(card, site.name), slug: caseSlugOf(file) }))
  .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
