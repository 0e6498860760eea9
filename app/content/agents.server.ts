import { withSiteName } from "./load";
import type { AgentContent } from "./schema";
import { site } from "./site";

const files = import.meta.glob<AgentContent>("./data/agents/*.json", { eager: true, import: "default" });

/** The file `data/agents/<slug>.json` is the agent at `/demo-cat/<slug>/`. */
const agentSlugOf = (file: string) => file.replace(/^.*\/|\.json$/g, "");

/**
 * The whole agent of `/demo-cat/<slug>/`, `{marca}` replaced, or undefined. Read by the agent
 * route's loader when the page is prerendered, so the browser gets that agent's copy within its
 * page alone, never in a script.
 */
export function agentContent(slug: string): AgentContent | undefined {
  const entry = Object.entries(files).find(([file]) => agentSlugOf(file) === slug);
  return entry && withSiteName<AgentContent>(entry[1], site.name);
}
