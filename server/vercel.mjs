// @ts-check
/**
 * Vercel's Node.js functions, for every endpoint: scripts/postbuild.mjs copies an endpoint's
 * `vercel.mjs` and what it imports into `.vercel/output/functions/…func`, which Vercel deploys as
 * it is, with no bundling and no node_modules.
 */
import { existsSync, readFileSync } from "node:fs";

import { nodeListener } from "./node.mjs";
import { agentCatalogue } from "./shared/demo-agents.mjs";
import { memoryLimits } from "./shared/visitor-limits.mjs";
import { vercelVisitor } from "./shared/visitor.mjs";

/**
 * A function for an endpoint that counts visitors: the host's settings, the visitor's address as
 * Vercel gives it, and the count kept in this instance's memory (docs/site-owner.md).
 * @param {(request: Request, context: {
 *   env: NodeJS.ProcessEnv;
 *   limits: import("./shared/visitor-limits.mjs").VisitorLimits;
 *   agents: import("./shared/demo-agents.mjs").Agents;
 *   clientIp?: string | null;
 * }) => Promise<Response>} handle
 */
export function countedFunction(handle) {
  const limits = memoryLimits();
  return nodeListener(
    (request, { clientIp }) => handle(request, { env: process.env, limits, agents: builtAgents, clientIp }),
    { clientIp: vercelVisitor },
  );
}

const agentsFile = new URL("./demo-agents.json", import.meta.url);
/** The demo agents of the build: scripts/postbuild.mjs writes them into each function, beside this. */
export const builtAgents = agentCatalogue(
  existsSync(agentsFile) ? JSON.parse(readFileSync(agentsFile, "utf8")) : [],
);

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");

/**
 * Vercel's `waitUntil` for the request being answered, reached the way `@vercel/functions` reaches
 * it: the request context Vercel's runtime keeps under a global symbol, read while the request runs.
 * @returns {((promise: Promise<unknown>) => void) | undefined}
 */
export function vercelWaitUntil() {
  const store =
    /** @type {Record<symbol, { get?: () => { waitUntil?: (promise: Promise<unknown>) => void } } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    )[REQUEST_CONTEXT];
  return store?.get?.()?.waitUntil;
}
