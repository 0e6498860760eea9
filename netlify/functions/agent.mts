/**
 * Netlify Functions: the CAT assistant's Server URL (server/agent/handler.mjs) at /api/agent. Netlify
 * bundles this file itself when it deploys (no build step of ours); the secrets and the build's
 * variables come from the site's environment variables, and `waitUntil` keeps the function alive
 * while the call's summary goes to the webhook after the answer.
 */
import { handleAgent } from "../../server/agent/handler.mjs";
import { builtAgents } from "../../server/built-demo-agents.mjs";

export default (request: Request, context: { waitUntil?: (promise: Promise<unknown>) => void }) =>
  handleAgent(request, {
    env: process.env,
    agents: builtAgents,
    waitUntil: (work) => context.waitUntil?.(work),
  });

// Netlify reads this statically, so it is written out (a test holds it to AGENT_PATH).
export const config = { path: "/api/agent" };
