// @ts-check
/**
 * Vercel's Node.js function for the demo's endpoint. scripts/postbuild.mjs copies this module and
 * what it imports into `.vercel/output/functions/api/demo/{call,chat}.func` on a guarded build:
 * Vercel deploys that output as it is, with no bundling of its own.
 */
import { nodeDemoApi } from "./node.mjs";

/** Vercel sets these itself, whatever the visitor sent. @param {import("node:http").IncomingMessage} req */
const visitorAddress = (req) => {
  const real = req.headers["x-real-ip"];
  const forwarded = req.headers["x-forwarded-for"];
  return (
    (typeof real === "string" ? real : undefined) ??
    (typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined)
  );
};

export default nodeDemoApi({ clientIp: visitorAddress });
