import { readdirSync, readFileSync } from "node:fs";

import { actionCopy } from "../app/content/demo-cat";
import { withSiteName } from "../app/content/load";
import { type AgentContent, agentSchema } from "../app/content/schema";
import { site } from "../app/content/site";
import { simulatedResult } from "../app/contracts/demo-agents.mjs";

const folder = new URL("../app/content/data/agents/", import.meta.url);

/**
 * Every demo agent, read from its content file as the build reads it (defaults in place, `{marca}`
 * replaced): an agent added in the editor is tested without a line of test code.
 */
export const demoAgents = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({
    slug: file.slice(0, -".json".length),
    content: withSiteName<AgentContent>(
      agentSchema.parse(JSON.parse(readFileSync(new URL(file, folder), "utf8"))),
      site.name,
    ),
  }));

/** What the card of one of the agent's tools says once done in the preview: its example result, worded by its label. */
export function doneText(content: AgentContent, name: string): string {
  const tool = content.tools.find((each) => each.name === name);
  if (!tool) throw new Error(`The script uses ${name}, which is not a tool of the agent.`);
  const { label } = tool;
  const value = label.result && simulatedResult(tool, {})[label.result.field];
  return label.result && value ? label.result.text.replace(actionCopy.resultPlaceholder, value) : label.done;
}

/** The tools the agent's script uses, in order: one card each in the preview call. */
export const scriptTools = (content: AgentContent) =>
  content.script.flatMap((turn) => (turn.role === "assistant" && turn.tool ? [turn.tool] : []));
