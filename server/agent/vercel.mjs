// @ts-check
/**
 * Vercel's Node.js function for the CAT assistant's Server URL (server/vercel.mjs), when the build
 * has Vapi: the end-of-call report goes on after the answer through Vercel's `waitUntil`.
 */
import { nodeListener } from "../node.mjs";
import { builtAgents, vercelWaitUntil } from "../vercel.mjs";
import { handleAgent } from "./handler.mjs";

export default nodeListener((request) => {
  const keepAlive = vercelWaitUntil();
  return handleAgent(request, {
    env: process.env,
    agents: builtAgents,
    waitUntil: (work) => {
      const logged = work.catch((error) => console.error(`agent: after the answer: ${error}`));
      keepAlive?.(logged);
    },
  });
});
