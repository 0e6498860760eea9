// @ts-check
/**
 * Vercel's Node.js function for the demo's endpoint. scripts/postbuild.mjs copies this module and
 * what it imports into `.vercel/output/functions/api/demo/{call,chat}.func` on a guarded build:
 * Vercel deploys that output as it is, with no bundling of its own. Each instance counts its own
 * visitors (docs/site-owner.md).
 */
import { nodeListener } from "../node.mjs";
import { memoryLimits } from "../shared/visitor-limits.mjs";
import { handleDemoApi } from "./handler.mjs";

/** Vercel sets these itself, whatever the visitor sent. @param {import("node:http").IncomingMessage} req */
const visitorAddress = (req) => {
  const real = req.headers["x-real-ip"];
  const forwarded = req.headers["x-forwarded-for"];
  return (
    (typeof real === "string" ? real : undefined) ??
    (typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined)
  );
};

const limits = memoryLimits();

export default nodeListener(
  (request, { clientIp }) => handleDemoApi(request, { env: process.env, limits, clientIp }),
  { clientIp: visitorAddress },
);
