/**
 * Cloudflare Pages Functions: the demo's endpoint (server/demo-api/handler.mjs) at /api/demo/*.
 * Pages bundles this file itself when it deploys (no build step of ours); the secrets and the
 * build's variables are the project's environment, handed over as `env`.
 */
import { handleDemoApi } from "../../../server/demo-api/handler.mjs";

type PagesContext = { request: Request; env: Record<string, unknown> };

export const onRequest = ({ request, env }: PagesContext) =>
  handleDemoApi(request, { env, clientIp: request.headers.get("CF-Connecting-IP") });
