// @ts-check
/**
 * What a tool of the assistant is (docs/architecture.md, "The assistant's tools"): one entry, keyed
 * by its name, holding its definition for Vapi (when to use it, its parameters as JSON Schema), the
 * Spanish sentences it answers with, the fields of its result the page may show, and the function
 * that runs it. The registry (server/agent/registry.mjs) lists the entries; the endpoint dispatches
 * through it, `npm run assistant` puts the definitions in Vapi, and the pages name tools by its type.
 */

import { argumentText } from "../../../app/contracts/agent.mjs";
import { field, isObject } from "../../shared/json.mjs";

/**
 * @typedef {{ result: Record<string, unknown> } | { error: string }} ToolOutcome A result the
 *   assistant reads, or a sentence it can say to the visitor: never an exception.
 * @typedef {{
 *   settings: import("../../shared/settings.mjs").HostSettings;
 *   conversationId: string | null;
 *   toolCallId: string;
 *   send: typeof fetch;
 *   signal: AbortSignal;
 * }} ToolContext `conversationId`: Vapi's call (or chat), for a booking's metadata and the lead.
 *   `signal`: Vapi's answer is due; every upstream call stops with it.
 * @typedef {import("../../../app/contracts/agent.mjs").ToolParameters} ToolParameters
 */

/**
 * @template {string} [Name=string]
 * @template {Record<string, unknown>} [Speech=Record<string, unknown>]
 * @template {readonly string[]} [Result=readonly string[]]
 * @typedef {{
 *   name: Name;
 *   description: string;
 *   parameters: ToolParameters;
 *   speech: Speech;
 *   result: Result;
 *   oncePerConversation?: { alreadyDone: (settings: ToolContext["settings"]) => string };
 *   run: (args: Record<string, unknown>, context: ToolContext) => Promise<ToolOutcome>;
 * }} Tool `description`: when the model should use it and what to ask first. `speech`: the
 *   sentences it answers with. `result`: the fields of its result (the page's cards may show one).
 *   `oncePerConversation`: it acts in the world (a booking, a lead), so the endpoint runs it once
 *   per conversation (`onceAnswer`), and a message's calls of it take turns; `alreadyDone` is what
 *   a second call hears.
 */

/**
 * A tool, its name, sentences and result fields kept as their own types: the registry's keys are
 * the names the pages may use.
 * @template {string} Name
 * @template {Record<string, unknown>} Speech
 * @template {readonly string[]} Result
 * @param {Tool<Name, Speech, Result>} tool
 * @returns {Tool<Name, Speech, Result>}
 */
export const defineTool = (tool) => tool;

/**
 * A tool as Vapi's function definition: its name, when to use it, its parameters.
 * @param {Tool} tool
 */
export const definitionOf = ({ name, description, parameters }) => ({ name, description, parameters });

/**
 * What a once-per-conversation tool answers without running, from the conversation's history: the
 * result this very tool call already got (Vapi sending it again), or `alreadyDone` when another
 * call of it succeeded (its result holds one of the tool's fields). Null to run it: the first
 * call, or one after a refusal (a bad e-mail stops nothing).
 * @param {Tool} tool @param {unknown[]} history Vapi's `artifact.messages`, and the results of
 *   this message's earlier tool calls @param {string} toolCallId
 * @param {ToolContext["settings"]} settings
 * @returns {ToolOutcome | null}
 */
export function onceAnswer(tool, history, toolCallId, settings) {
  if (!tool.oncePerConversation) return null;
  let other = false;
  for (const entry of history) {
    if (field(entry, "role") !== "tool_call_result" || field(entry, "name") !== tool.name) continue;
    const raw = field(entry, "result");
    /** @type {unknown} */
    let result = raw;
    try {
      result = typeof raw === "string" ? JSON.parse(raw) : raw;
    } catch {
      continue;
    }
    if (!isObject(result) || !tool.result.some((name) => name in result)) continue;
    if (field(entry, "toolCallId") === toolCallId) return { result };
    other = true;
  }
  return other ? { error: tool.oncePerConversation.alreadyDone(settings) } : null;
}

/**
 * A tool's argument as text: trimmed, one line, at most 500 characters; undefined when absent or
 * empty.
 * @param {Record<string, unknown>} args @param {string} name
 */
export const text = (args, name) => argumentText(args, name, 500) || undefined;
