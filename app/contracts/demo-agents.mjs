// @ts-check
/**
 * The demo agents (docs/product.md#an-agent-for-every-area) as the page and the server both use
 * them: a call or a chat with an agent is the CAT assistant with the agent's overrides (its first
 * sentence, its instructions, its tools), built here from its content file, by the page without
 * the guard and by the endpoint with it, so the two never ask Vapi for different calls. Its tools
 * act on nothing: `/api/agent` answers each from its example result. Plain JavaScript, so every
 * host's functions import it as it is.
 */
import { argumentText, textParameters } from "./agent.mjs";

/**
 * What a call needs of an agent, the part of its content file (`app/content/data/agents/<slug>.json`)
 * the build hands the endpoints (`demo-agents.json` beside the build's client folder).
 * @typedef {{
 *   slug: string;
 *   firstMessage: string;
 *   instructions: string;
 *   tools: AgentTool[];
 * }} DemoAgent
 * @typedef {{
 *   name: string;
 *   description: string;
 *   parameters: { name: string; description: string; example: string; required: boolean }[];
 *   result: { field: string; value: string }[];
 * }} AgentTool
 */

/** CAT's own assistant's name where an agent's slug would go (the demo's events, its choice): no agent takes it. */
export const CAT_AGENT_SLUG = "cat";

/** The overrides' mark of an agent's call: `/api/agent` reads it back from Vapi's signed message. */
export const AGENT_METADATA_KEY = "agente";

/** `VITE_DEMO_AGENT_MODEL`'s rule: the model the agents think with (its default in settings.mjs). */
export const AGENT_MODEL_RULE = "a Vapi model as provider/model (openai/gpt-4o-mini)";

/**
 * A model as Vapi's overrides name it, from `provider/model`; null when it is not one.
 * @param {string} text
 */
export function agentModel(text) {
  const match = /^([a-z0-9-]+)\/([\w.:-]+)$/i.exec(text.trim());
  return match ? { provider: match[1] ?? "", model: match[2] ?? "" } : null;
}

/**
 * A content file's agent as calls need it.
 * @param {string} slug
 * @param {{
 *   firstMessage: string;
 *   instructions: string;
 *   tools: (Omit<AgentTool, "parameters"> & { parameters?: AgentTool["parameters"] })[];
 * }} content
 * @returns {DemoAgent}
 */
export const demoAgent = (slug, { firstMessage, instructions, tools }) => ({
  slug,
  firstMessage,
  instructions,
  // A file as the editor writes it leaves an empty list of parameters out.
  tools: tools.map(({ name, description, parameters = [], result }) => ({
    name,
    description,
    parameters,
    result,
  })),
});

/**
 * A tool as the model reads it (an OpenAI function): its parameters as JSON Schema.
 * @param {AgentTool} tool
 */
export const agentToolDefinition = ({ name, description, parameters }) => ({
  name,
  description,
  parameters: textParameters(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.description])),
    parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  ),
});

/**
 * The agent's part of a call's `assistantOverrides`: its first sentence, its model with its
 * instructions and its tools (with no server of their own, Vapi sends them to the assistant's
 * Server URL, `/api/agent`, with its credential), and the mark `/api/agent` reads.
 * @param {DemoAgent} agent
 * @param {{ provider: string; model: string }} model
 */
export function agentOverrides(agent, model) {
  return {
    firstMessage: agent.firstMessage,
    model: {
      ...model,
      messages: [{ role: "system", content: agent.instructions }],
      tools: agent.tools.map((tool) => ({ type: "function", function: agentToolDefinition(tool) })),
    },
    metadata: { [AGENT_METADATA_KEY]: agent.slug },
  };
}

const PLACEHOLDER = /\{([a-z][a-z0-9_]{0,39})\}/g;
const MAX_VALUE = 120;

/**
 * The tool's example result, each `{parameter}` replaced by the caller's value (trimmed, one line),
 * or the parameter's example where the caller gave none.
 * @param {AgentTool} tool
 * @param {Record<string, unknown>} args
 * @returns {Record<string, string>}
 */
export function simulatedResult(tool, args) {
  /** @param {string} name */
  const valueOf = (name) =>
    argumentText(args, name, MAX_VALUE) ||
    tool.parameters.find((parameter) => parameter.name === name)?.example ||
    "";
  return Object.fromEntries(
    tool.result.map(({ field, value }) => [
      field,
      value.replace(PLACEHOLDER, (whole, name) =>
        tool.parameters.some((parameter) => parameter.name === name) ? valueOf(name) : whole,
      ),
    ]),
  );
}
