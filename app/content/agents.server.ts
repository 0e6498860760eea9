import { agentSlugOf, type AgentLink } from "./agents";
import { withSiteName } from "./load";
import type { AgentContent } from "./schema";
import { site } from "./site";

type AgentFields = Pick<AgentContent, "name" | "role" | "area" | "order">;

/**
 * The links to the agents of `files` (file name → content), in the owner's order: `order`, then the
 * address, so two agents at one position keep a fixed order.
 */
export function agentLinksOf(files: Record<string, AgentFields>): AgentLink[] {
  return Object.entries(files)
    .map(([file, agent]) => {
      const { name, role, area, order } = withSiteName<AgentFields>(agent, site.name);
      return { slug: agentSlugOf(file), name, role, area, order };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

const files = import.meta.glob<AgentContent>("./data/agents/*.json", { eager: true, import: "default" });

/**
 * Every agent, for the links to its page. Read by loaders when a page is prerendered: the list
 * reaches the browser in that page's HTML, never in a script the landing shares (docs/architecture.md,
 * "Copy").
 */
export const agentLinks = (): AgentLink[] => agentLinksOf(files);

/** The agent of `area` (a `Soluciones por área` title), when one answers for it. */
export const agentOfArea = (area: string | undefined): AgentLink | undefined =>
  area === undefined ? undefined : agentLinks().find((agent) => agent.area === area);

/**
 * The whole agent of `/demo-cat/<slug>/`, `{marca}` replaced, or undefined. Read by the agent
 * route's loader when the page is prerendered, so the browser gets that agent's copy within its
 * page alone, never in a script.
 */
export function agentContent(slug: string): AgentContent | undefined {
  const entry = Object.entries(files).find(([file]) => agentSlugOf(file) === slug);
  return entry && withSiteName<AgentContent>(entry[1], site.name);
}
