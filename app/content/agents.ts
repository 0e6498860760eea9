import { withSiteName } from "./load";
import type { AgentContent } from "./schema";
import { site } from "./site";

/** What a link to a demo agent shows, in a list ordered by `order`: its page is `/demo-cat/<slug>/`. */
export type AgentLink = Pick<AgentContent, "name" | "role" | "area" | "order"> & { slug: string };

/** The file `data/agents/<slug>.json` is the agent at `/demo-cat/<slug>/`. */
export const agentSlugOf = (file: string) => file.replace(/^.*\/|\.json$/g, "");

/**
 * Each agent's slug by its area (a `Soluciones por área` title), for the landing's cards. Only each
 * file's `area` is imported: JSON is bundled as JavaScript, and the rest of an agent is its own
 * page's. The build accepts one agent per area (check-content.ts).
 */
export const agentSlugByArea: ReadonlyMap<string, string> = new Map(
  Object.entries(import.meta.glob<string>("./data/agents/*.json", { eager: true, import: "area" })).map(
    ([file, area]) => [withSiteName<string>(area, site.name), agentSlugOf(file)],
  ),
);
