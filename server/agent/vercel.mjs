// @ts-check
/**
 * Vercel's Node.js function for the CAT assistant's Server URL. scripts/postbuild.mjs copies this
 * module and what it imports into `.vercel/output/functions/api/agent.func` when the build has Vapi:
 * Vercel deploys that output as it is, with no bundling and no node_modules, so Vercel's `waitUntil`
 * is reached the way `@vercel/functions` reaches it: the request context Vercel's runtime keeps
 * under a global symbol, read while the request runs.
 */
import { nodeListener } from "../node.mjs";
import { handleAgent } from "./handler.mjs";

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");

/** @returns {((promise: Promise<unknown>) => void) | undefined} */
function vercelWaitUntil() {
  const store =
    /** @type {Record<symbol, { get?: () => { waitUntil?: (promise: Promise<unknown>) => void } } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    )[REQUEST_CONTEXT];
  return store?.get?.()?.waitUntil;
}

export default nodeListener((request) => {
  const keepAlive = vercelWaitUntil();
  return handleAgent(request, {
    env: process.env,
    waitUntil: (work) => {
      const logged = work.catch((error) => console.error(`agent: after the answer: ${error}`));
      keepAlive?.(logged);
    },
  });
});
