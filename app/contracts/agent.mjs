// @ts-check
/**
 * The assistant's Server URL on the site, as the pages, the server and `npm run assistant` know it:
 * `npm run assistant` gives Vapi `VITE_SITE_URL` + this. The tools themselves are entries of
 * server/agent/registry.mjs. Plain JavaScript, so every host's functions import it as it is.
 */
export const AGENT_PATH = "/api/agent";
