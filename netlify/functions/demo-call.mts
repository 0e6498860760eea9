/**
 * Netlify Functions: the demo's endpoint (server/demo-api/handler.mjs) at /api/demo/call. Netlify
 * bundles this file itself when it deploys (no build step of ours); the secrets and the build's
 * variables come from the site's environment variables. Netlify's edge counts each visitor's
 * requests across every instance (`rateLimit`: the site's limit, over one minute); each instance
 * also counts the site's 10-minute window in its own memory (docs/site-owner.md).
 */
import { handleDemoApi } from "../../server/demo-api/handler.mjs";
import { visitorCounted } from "../visitor-counted.mjs";

export default visitorCounted(handleDemoApi);

// Netlify reads this statically, so it is written out (a test holds it to DEMO_API_PATHS and VISITOR_LIMITS).
export const config = {
  path: "/api/demo/call",
  rateLimit: { windowLimit: 3, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
