/**
 * Netlify Functions: the site's own contact form (server/lead/handler.mjs) at /api/lead. Netlify
 * bundles this file itself when it deploys; the secrets and the build's variables come from the
 * site's environment variables. Netlify's edge counts each visitor's requests across every
 * instance (`rateLimit`, over one minute); each instance also counts the 10-minute window.
 */
import { handleLead } from "../../server/lead/handler.mjs";
import { visitorCounted } from "../visitor-counted.mjs";

export default visitorCounted(handleLead);

// Netlify reads this statically, so it is written out (a test holds it to LEAD_API_PATH and VISITOR_LIMITS).
export const config = {
  path: "/api/lead",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
