// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";

import { headersFor, parseHeadersFile, REVALIDATE } from "./security-headers.mjs";

const ALLOWED_METHODS = ["GET", "HEAD"];

/**
 * Answers requests for a built site like a static host would: precompressed files
 * (brotli, gzip), the headers of its `_headers` file (security headers everywhere,
 * immutable caching for hashed assets), `no-cache` for everything else, the
 * prerendered not-found page with a real 404 status, and 405 for any method but GET and HEAD.
 *
 * @param {string} dir the built client folder (build/client)
 * @returns {import("node:http").RequestListener}
 */
export function siteHandler(dir) {
  for (const file of ["404.html", "_headers"]) {
    if (!existsSync(join(dir, file))) throw new Error(`${join(dir, file)} is missing: run npm run build`);
  }
  const rules = parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));
  const notFound = readFileSync(join(dir, "404.html"));
  const notFoundEncoded = { br: brotliCompressSync(notFound), gzip: gzipSync(notFound, { level: 9 }) };

  const files = sirv(dir, { gzip: true, brotli: true, etag: true, extensions: ["html"] });

  return (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    res.setHeader("Cache-Control", REVALIDATE);
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      // A static site has nothing to post to: say so instead of answering with the page.
      res.writeHead(405, { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain;charset=utf-8" });
      res.end("Método no permitido: este sitio solo responde a GET y HEAD.\n");
      return;
    }
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
  };
}

/**
 * Serves a built site over HTTP (see siteHandler).
 * @param {{ dir: string; port: number; host?: string }} options
 * @returns {Promise<import("node:http").Server>}
 */
export function serve({ dir, port, host = "0.0.0.0" }) {
  const server = createServer(siteHandler(dir));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
