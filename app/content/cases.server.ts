import { caseSlugOf, type CaseStudy } from "./cases";
import { withSiteName } from "./load";
import type { CaseContent } from "./schema";
import { site } from "./site";

const files = import.meta.glob<CaseContent>("./data/cases/*.json", { eager: true, import: "default" });

/**
 * The whole case at `/casos/<slug>/`, or undefined. Read by the case route's loader when the page
 * is prerendered, so the browser gets it within that page alone, never the other cases.
 */
export function caseStudy(slug: string): CaseStudy | undefined {
  const entry = Object.entries(files).find(([file]) => caseSlugOf(file) === slug);
  return entry && { ...withSiteName<CaseContent>(entry[1], site.name), slug };
}
