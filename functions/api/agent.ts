/**
 * Cloudflare Pages Functions: the CAT assistant's Server URL (server/agent/handler.mjs) at /api/agent.
 * Pages bundles this file itself when it deploys (no build step of ours); the secrets and the build's
 * variables are the project's environment, handed over as `env`, and `waitUntil` keeps the isolate
 * alive while the call's summary goes to the webhook after the answer.
 */
import { handleAgent } from "../../server/agent/handler.mjs";
import { builtAgents } from "../../server/built-demo-agents.mjs";

type PagesContext = {
  request: Request;
  env: Record<string, unknown>;
  waitUntil: (promise: Promise<unknown>) => void;
};

export const onRequest = (context: PagesContext) =>
  handleAgent(context.request, {
    env: context.env,
    agents: builtAgents,
    waitUntil: (work) => context.waitUntil(work),
  });
