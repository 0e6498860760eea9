// @ts-check
/**
 * The assistant's Server URL on the site, as the pages, the server and `npm run assistant` know it:
 * `npm run assistant` gives Vapi `VITE_SITE_URL` + this. The tools themselves are entries of
 * server/agent/registry.mjs; what CAT's tools and the demo agents' share is here: their parameters
 * as Vapi reads them, and their arguments as they read them. Plain JavaScript, so every host's
 * functions import it as it is.
 */
export const AGENT_PATH = "/api/agent";

/**
 * @typedef {{
 *   type: "object";
 *   properties: Record<string, { type: "string"; description: string }>;
 *   required: string[];
 * }} ToolParameters
 */

/**
 * A tool's parameters as JSON Schema: each a text the model fills, described for it.
 * @param {Record<string, string>} described each parameter's description, by name
 * @param {string[]} [required] the ones the model must ask for first
 * @returns {ToolParameters}
 */
export const textParameters = (described, required = []) => ({
  type: "object",
  properties: Object.fromEntries(
    Object.entries(described).map(([name, description]) => [name, { type: "string", description }]),
  ),
  required,
});

/**
 * A tool call's argument as text: one line, trimmed, at most `max` characters; "" when absent.
 * @param {Record<string, unknown>} args @param {string} name @param {number} max
 */
export function argumentText(args, name, max) {
  const value = args[name];
  if (typeof value !== "string" && typeof value !== "number") return "";
  return String(value).replace(/\s+/g, " ").trim().slice(0, max);
}
