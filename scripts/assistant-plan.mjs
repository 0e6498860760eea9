// @ts-check
/**
 * What `npm run assistant` puts in Vapi, from the registry of tools (server/agent/registry.mjs):
 * the CAT assistant's tools as Vapi function tools, answered at the site's Server URL; each demo
 * agent's tools, which travel in the overrides of that agent's calls and reach the same Server URL
 * with the assistant's credential; and which of CAT's tools have no card label of the owner's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { agentToolDefinition, demoAgent } from "../app/contracts/demo-agents.mjs";
import { definitionOf } from "../server/agent/tools/tool.mjs";
import { unlabelledTools } from "../server/agent/registry.mjs";

/** Vapi's own limit for a tool's answer; the endpoint answers within 15 s. */
export const TOOL_TIMEOUT_SECONDS = 20;

const CONTENT = join("app", "content", "data");

/**
 * The demo agents of the content folder, as their calls use them (the build checked the files).
 * @param {string} root the project's folder
 */
export function readAgentFiles(root) {
  const folder = join(root, CONTENT, "agents");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) =>
      demoAgent(name.slice(0, -".json".length), JSON.parse(readFileSync(join(folder, name), "utf8"))),
    );
}

/**
 * The tools the owner's labels do not name (`data/demo-cat.json`'s `actions`).
 * @param {import("../server/agent/registry.mjs").Registry} tools
 * @param {string} root the project's folder
 */
export function unlabelled(tools, root) {
  const demo = JSON.parse(readFileSync(join(root, CONTENT, "demo-cat.json"), "utf8"));
  const actions = Array.isArray(demo.actions) ? demo.actions : [];
  return unlabelledTools(
    tools,
    actions.map((/** @type {{ tool: string }} */ action) => action.tool),
  );
}

/**
 * The plan: CAT's tools as Vapi function tools (with the credential, once there is one) and each
 * agent's tool definitions.
 * @param {{
 *   tools: import("../server/agent/registry.mjs").Registry;
 *   agents: import("../app/contracts/demo-agents.mjs").DemoAgent[];
 *   serverUrl: string;
 *   credentialId?: string;
 * }} plan
 * @returns {{
 *   tools: import("@vapi-ai/server-sdk").Vapi.CreateToolsRequest.Function[];
 *   agents: Record<string, ReturnType<typeof agentToolDefinition>[]>;
 * }}
 */
export function assistantPlan({ tools, agents, serverUrl, credentialId }) {
  return {
    tools: Object.values(tools).map((tool) => ({
      type: "function",
      function: definitionOf(tool),
      server: {
        url: serverUrl,
        timeoutSeconds: TOOL_TIMEOUT_SECONDS,
        ...(credentialId ? { credentialId } : {}),
      },
    })),
    agents: Object.fromEntries(agents.map((agent) => [agent.slug, agent.tools.map(agentToolDefinition)])),
  };
}
