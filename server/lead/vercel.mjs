// @ts-check
/**
 * Vercel's Node.js function for the site's own contact form (server/lead/handler.mjs).
 * scripts/postbuild.mjs copies this module and what it imports into
 * `.vercel/output/functions/api/lead.func` when the build has the form. Each instance counts its
 * own visitors (docs/site-owner.md).
 */
import { nodeListener } from "../node.mjs";
import { memoryLimits } from "../shared/visitor-limits.mjs";
import { handleLead } from "./handler.mjs";

/** Vercel sets it itself, whatever the visitor sent. @param {import("node:http").IncomingMessage} req */
const visitorAddress = (req) => {
  const real = req.headers["x-real-ip"];
  return typeof real === "string" ? real : undefined;
};

const limits = memoryLimits();

export default nodeListener(
  (request, { clientIp }) => handleLead(request, { env: process.env, limits, clientIp }),
  { clientIp: visitorAddress },
);
