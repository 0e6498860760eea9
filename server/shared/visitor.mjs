// @ts-check
/**
 * The visitor's address as each host knows it, one function per host, for every endpoint that
 * counts visitors there (server/shared/visitor-limits.mjs) and for siteverify's `remoteip`. Each
 * reads only what its host writes itself: a header the visitor could write counts for nothing.
 */

/**
 * `npm start`: the connection's own address, or, behind `trustProxy` proxies of the owner's, the
 * address the outermost of them saw: counted from the right of `X-Forwarded-For`, because each
 * proxy appends what it saw and anything to the left of that is whatever the client wrote.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustProxy how many proxies of the owner's stand in front (`TRUST_PROXY`)
 * @returns {string | undefined}
 */
export function nodeVisitor(req, trustProxy = 0) {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustProxy > 0 && forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - trustProxy)];
  return req.socket.remoteAddress;
}

/**
 * Vercel's Node.js functions: `X-Real-IP`, which Vercel sets itself whatever the visitor sent.
 * @param {import("node:http").IncomingMessage} req
 */
export function vercelVisitor(req) {
  const real = req.headers["x-real-ip"];
  return typeof real === "string" ? real : undefined;
}

/**
 * Cloudflare Pages Functions: `CF-Connecting-IP`, which Cloudflare sets itself.
 * @param {Request} request
 */
export const cloudflareVisitor = (request) => request.headers.get("CF-Connecting-IP");

/**
 * Netlify Functions: the address Netlify hands the function in its context.
 * @param {{ ip?: string }} context
 */
export const netlifyVisitor = (context) => context.ip;
