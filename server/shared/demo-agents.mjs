// @ts-check
/**
 * The demo agents an endpoint knows: the build writes them beside its pages (`server/demo-agents.json`,
 * from their content files), and each host hands them to the handlers: `npm start` reads its build's
 * file, Vercel's functions the copy beside them, Cloudflare and Netlify bundle it. An endpoint
 * starts an agent's call and answers its tools from this, never from what the request says.
 */
import { isObject } from "./json.mjs";

/** @typedef {ReadonlyMap<string, import("../../app/contracts/demo-agents.mjs").DemoAgent>} Agents */

/**
 * The agents by slug, from the build's file; none from what is not that file's list.
 * @param {unknown} built the file's parsed JSON
 * @returns {Agents}
 */
export function agentCatalogue(built) {
  const agents = Array.isArray(built)
    ? built.filter(
        (agent) =>
          isObject(agent) &&
          typeof agent.slug === "string" &&
          typeof agent.firstMessage === "string" &&
          typeof agent.instructions === "string" &&
          Array.isArray(agent.tools),
      )
    : [];
  return new Map(agents.map((agent) => [agent.slug, agent]));
}
