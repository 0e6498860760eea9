// @ts-check
/**
 * A Netlify function for an endpoint that counts each visitor: the secrets and the build's
 * variables from the site's environment, the visitor's address from Netlify's context, and the
 * 10-minute window counted in this instance's own memory (docs/site-owner.md).
 */
import { builtAgents } from "../server/built-demo-agents.mjs";
import { memoryLimits } from "../server/shared/visitor-limits.mjs";
import { netlifyVisitor } from "../server/shared/visitor.mjs";

/**
 * @param {(request: Request, context: {
 *   env: NodeJS.ProcessEnv;
 *   limits: import("../server/shared/visitor-limits.mjs").VisitorLimits;
 *   agents: import("../server/shared/demo-agents.mjs").Agents;
 *   clientIp?: string;
 * }) => Promise<Response>} handle
 */
export function visitorCounted(handle) {
  const limits = memoryLimits();
  /** @param {Request} request @param {{ ip?: string }} context */
  return (request, context) =>
    handle(request, { env: process.env, limits, agents: builtAgents, clientIp: netlifyVisitor(context) });
}
