// @ts-check
/**
 * The demo agents of the build, for the hosts that bundle the endpoints after the build has run:
 * Cloudflare Pages and Netlify inline the file scripts/postbuild.mjs wrote. `npm start` and
 * Vercel's functions read their build's copy instead (server/serve.mjs, server/vercel.mjs).
 */
import { agentCatalogue } from "./shared/demo-agents.mjs";
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- written by the build: a checkout never built has none.
// @ts-ignore
import built from "../build/server/demo-agents.json";

export const builtAgents = agentCatalogue(built);
