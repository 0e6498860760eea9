/**
 * Cloudflare Pages Functions: the demo's endpoint (server/demo-api/handler.mjs) at /api/demo/*.
 * Pages bundles this file itself when it deploys (no build step of ours); the secrets and the
 * build's variables are the project's environment, handed over as `env`. Pages has no
 * rate-limiting binding (Workers do), so each isolate counts its visitors in its own memory
 * (docs/site-owner.md says what to add in Cloudflare's dashboard).
 */
import { builtAgents } from "../../../server/built-demo-agents.mjs";
import { handleDemoApi } from "../../../server/demo-api/handler.mjs";
import { memoryLimits } from "../../../server/shared/visitor-limits.mjs";
import { cloudflareVisitor } from "../../../server/shared/visitor.mjs";

type PagesContext = { request: Request; env: Record<string, unknown> };

const limits = memoryLimits();

export const onRequest = ({ request, env }: PagesContext) =>
  handleDemoApi(request, { env, limits, agents: builtAgents, clientIp: cloudflareVisitor(request) });
