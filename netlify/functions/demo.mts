/**
 * Netlify Functions: the demo's endpoint (server/demo-api/handler.mjs) at its two paths. Netlify
 * bundles this file itself when it deploys (no build step of ours); the secrets and the build's
 * variables come from the site's environment variables.
 */
import { handleDemoApi } from "../../server/demo-api/handler.mjs";

export default (request: Request, context: { ip?: string }) =>
  handleDemoApi(request, { env: process.env, clientIp: context.ip });

// Netlify reads this statically, so the paths are written out (a test holds them to DEMO_API_PATHS).
export const config = { path: ["/api/demo/call", "/api/demo/chat"] };
