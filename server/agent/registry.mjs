// @ts-check
/**
 * The assistant's tools by name (docs/architecture.md, "The assistant's tools"): the CAT
 * assistant's three, each one entry of server/agent/tools/, and a demo agent's, made from its
 * content file, which act on nothing. `/api/agent` dispatches a conversation's tool calls through
 * the registry of its assistant; `npm run assistant` puts CAT's definitions in Vapi; the pages name
 * CAT's tools by `CatToolName`, so a misspelt name fails the typecheck.
 */
import {
  AGENT_METADATA_KEY,
  agentToolDefinition,
  simulatedResult,
} from "../../app/contracts/demo-agents.mjs";
import { field } from "../shared/json.mjs";
import { agendarReunion } from "./tools/agendar-reunion.mjs";
import { consultarAgenda } from "./tools/consultar-agenda.mjs";
import { registrarLead } from "./tools/registrar-lead.mjs";
import { defineTool } from "./tools/tool.mjs";

/** @typedef {import("./tools/tool.mjs").Tool} Tool */
/** @typedef {Readonly<Record<string, Tool>>} Registry */

/** The CAT assistant's tools: adding one is an entry here (and its card's label in the content). */
export const catTools = {
  [consultarAgenda.name]: consultarAgenda,
  [agendarReunion.name]: agendarReunion,
  [registrarLead.name]: registrarLead,
};

/** A tool of the CAT assistant, by name: what the preview's and the chat's scripts may use. */
/** @typedef {keyof typeof catTools} CatToolName */
/** The fields of a CAT tool's result. @template {CatToolName} T @typedef {(typeof catTools)[T]["result"][number]} ResultField */

/**
 * A demo agent's tools (app/contracts/demo-agents.mjs): each answers its example result, with the
 * caller's values, and acts on nothing.
 * @param {import("../../app/contracts/demo-agents.mjs").DemoAgent} agent
 * @returns {Registry}
 */
export function agentTools(agent) {
  return Object.fromEntries(
    agent.tools.map((tool) => [
      tool.name,
      defineTool({
        ...agentToolDefinition(tool),
        speech: {},
        result: tool.result.map(({ field: name }) => name),
        run: async (args) => ({ result: simulatedResult(tool, args) }),
      }),
    ]),
  );
}

/**
 * The registry of the conversation a message is about: the agent's when its call (or chat) was
 * started with an agent's overrides (their mark, in Vapi's signed message), CAT's otherwise. An
 * agent the build does not know gets no tools at all: only CAT books and records leads.
 * @param {Record<string, unknown>} message Vapi's server message
 * @param {{ tools: Registry; agents: ReadonlyMap<string, import("../../app/contracts/demo-agents.mjs").DemoAgent> }} known
 * @returns {Registry}
 */
export function registryOf(message, { tools, agents }) {
  const mark = (/** @type {string} */ of) =>
    field(message, of, "assistantOverrides", "metadata", AGENT_METADATA_KEY);
  const slug = mark("call") ?? mark("chat");
  if (typeof slug !== "string") return tools;
  const agent = agents.get(slug);
  if (!agent) console.error(`agent: a conversation of the agent "${slug}", which this build does not have`);
  return agent ? agentTools(agent) : {};
}

/**
 * The registry's tools whose cards have no label of the owner's (`data/demo-cat.json`'s
 * `actions`): such a card reads 'Trabajando en tu pedido…', then 'Listo.'.
 * @param {Registry} tools
 * @param {Iterable<string>} labelled the tools the labels name
 */
export function unlabelledTools(tools, labelled) {
  const named = new Set(labelled);
  return Object.keys(tools).filter((name) => !named.has(name));
}
