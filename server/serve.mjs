// @ts-check
import { readFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";

import { cacheControlFor, REVALIDATE, securityHeaders } from "./security-headers.mjs";

/**
 * Serves a built site: precompressed files (brotli, gzip) with long-lived caching
 * for hashed assets, `no-cache` for HTML, the security headers on every response,
 * and the prerendered not-found page with a real 404 status.
 *
 * @param {{ dir: string; port: number; host?: string }} options
 * @returns {Promise<import("node:http").Server>}
 */
export function serve({ dir, port, host = "0.0.0.0" }) {
  const headers = securityHeaders();
  const notFoundPage = join(dir, "404.html");
  if (!existsSync(notFoundPage)) throw new Error(`${notFoundPage} is missing: run npm run build`);
  const notFound = readFileSync(notFoundPage);
  const notFoundEncoded = { br: brotliCompressSync(notFound), gzip: gzipSync(notFound, { level: 9 }) };

  const files = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    files(req, res, () => {
      const accepts = String(req.headers["accept-encoding"] ?? "");
      const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
      const body = encoding ? notFoundEncoded[encoding] : notFound;
      res.writeHead(404, {
        "Content-Type": "text/html;charset=utf-8",
        "Cache-Control": REVALIDATE,
        "Content-Length": body.length,
        Vary: "Accept-Encoding",
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
