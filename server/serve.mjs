// @ts-check
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative, sep } from "node:path";

import { DEMO_API_PATHS } from "../app/contracts/demo-api.mjs";
import { filesIn, HOST_FILES, precompressedDir } from "../deploy/build-layout.mjs";
import { headersFor, parseHeadersFile, REVALIDATE } from "../deploy/security-headers.mjs";
import { AGENT_PATH } from "../app/contracts/agent.mjs";
import { LEAD_API_PATH } from "../app/contracts/lead.mjs";
import { handleAgent } from "./agent/handler.mjs";
import { handleDemoApi } from "./demo-api/handler.mjs";
import { handleLead } from "./lead/handler.mjs";
import { closeIfBodyUnread, nodeListener } from "./node.mjs";
import { agentCatalogue } from "./shared/demo-agents.mjs";
import { nodeVisitor } from "./shared/visitor.mjs";
import { memoryLimits } from "./shared/visitor-limits.mjs";

const ALLOWED_METHODS = ["GET", "HEAD"];

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html;charset=utf-8",
  ".js": "text/javascript;charset=utf-8",
  ".mjs": "text/javascript;charset=utf-8",
  ".css": "text/css;charset=utf-8",
  ".json": "application/json;charset=utf-8",
  ".webmanifest": "application/manifest+json;charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain;charset=utf-8",
  ".xml": "application/xml;charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** @typedef {{ body: Buffer; type: string; etag: string; br?: Buffer; gzip?: Buffer }} Entry */

/**
 * @param {string} file
 * @param {string} compressed the same file's path in the precompressed folder
 * @returns {Entry}
 */
function entryOf(file, compressed) {
  const body = readFileSync(file);
  /** @param {string} suffix */
  const variant = (suffix) =>
    existsSync(compressed + suffix) ? readFileSync(compressed + suffix) : undefined;
  return {
    body,
    type: TYPES[extname(file)] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    br: variant(".br"),
    gzip: variant(".gz"),
  };
}

/**
 * Every file of the site by the address static hosts serve it at: a folder's `index.html` at the
 * folder's address with its trailing slash (`/demo-cat/`), other files at their own path. The
 * not-found page and the hosts' files have no address.
 * @param {string} dir
 * @returns {Map<string, Entry>}
 */
function siteFiles(dir) {
  const compressedDir = precompressedDir(dir);
  /** @type {Map<string, Entry>} */
  const files = new Map();
  for (const file of filesIn(dir)) {
    const path = relative(dir, file).split(sep).join("/");
    if (HOST_FILES.includes(path) || path === "404.html") continue;
    const address = `/${path.replace(/(^|\/)index\.html$/, "$1")}`;
    files.set(address, entryOf(file, join(compressedDir, path)));
  }
  return files;
}

/**
 * The address a host redirects `pathname` to, if any: a folder's address without its slash, and
 * `…/index.html`, go to the folder's address (as Cloudflare Pages does, with 308).
 * @param {Map<string, Entry>} files
 * @param {string} pathname
 */
function canonicalAddress(files, pathname) {
  if (files.has(`${pathname}/`)) return `${pathname}/`;
  const folder = /^(.*\/)index\.html$/.exec(pathname)?.[1];
  return folder && files.has(folder) ? folder : undefined;
}

/**
 * How many proxies of the owner's stand in front of `npm start` (`TRUST_PROXY`): 0, the default,
 * takes the connection's address as the visitor's, whatever `X-Forwarded-For` says.
 * @param {Record<string, unknown>} env
 */
function trustedProxies(env) {
  const value = String(env.TRUST_PROXY ?? "0").trim() || "0";
  if (!/^\d$/.test(value))
    throw new Error(`TRUST_PROXY=${value}: set it to the number of proxies in front (1), or leave it unset`);
  return Number(value);
}

/**
 * Answers requests for a built site like a static host would: each page at its address (a
 * redirect from the forms hosts redirect), precompressed copies (brotli, gzip), the headers of
 * its `_headers` file (security headers everywhere, the voice demo's own policy, immutable caching
 * for hashed assets), `no-cache` for everything else, the not-found page with a real 404 status
 * (also at `/404`), and 405 for any method but GET and HEAD. The demo's endpoint
 * (`/api/demo/call` and `/api/demo/chat`, server/demo-api) and the assistant's Server URL
 * (`/api/agent`, server/agent) and the contact form's (`/api/lead`, server/lead) answer at their
 * paths, as the hosts' functions do, the demo's and the form's counting each visitor's requests in
 * this process's memory. No request stops it: one it cannot
 * read is a 400.
 *
 * @param {string} dir the built client folder (build/client)
 * @param {Record<string, unknown>} [env] the endpoints' secrets and settings, and `TRUST_PROXY`
 * @returns {import("node:http").RequestListener}
 */
export function siteHandler(dir, env = process.env) {
  for (const file of ["404.html", "_headers"]) {
    if (!existsSync(join(dir, file))) throw new Error(`${join(dir, file)} is missing: run npm run build`);
  }
  const rules = parseHeadersFile(readFileSync(join(dir, "_headers"), "utf8"));
  const files = siteFiles(dir);
  const notFound = entryOf(join(dir, "404.html"), join(precompressedDir(dir), "404.html"));
  const proxies = trustedProxies(env);
  const limits = memoryLimits();
  // The demo agents this build's pages were made with (scripts/postbuild.mjs writes them beside them).
  const agentsFile = join(dir, "..", "server", "demo-agents.json");
  const agents = agentCatalogue(existsSync(agentsFile) ? JSON.parse(readFileSync(agentsFile, "utf8")) : []);
  const demoApi = nodeListener(
    (request, { clientIp }) => handleDemoApi(request, { env, limits, agents, clientIp }),
    {
      clientIp: (req) => nodeVisitor(req, proxies),
    },
  );
  const agent = nodeListener((request, { waitUntil }) => handleAgent(request, { env, agents, waitUntil }));
  const lead = nodeListener((request, { clientIp }) => handleLead(request, { env, limits, clientIp }), {
    clientIp: (req) => nodeVisitor(req, proxies),
  });
  /** @type {Map<string, ReturnType<typeof nodeListener>>} */
  const endpoints = new Map([
    ...Object.values(DEMO_API_PATHS).map((path) => /** @type {const} */ ([path, demoApi])),
    [AGENT_PATH, agent],
    [LEAD_API_PATH, lead],
  ]);

  /** @type {import("node:http").RequestListener} */
  const answer = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const { pathname } = url;
    res.setHeader("Cache-Control", REVALIDATE);
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    const endpoint = endpoints.get(pathname);
    if (endpoint) {
      void endpoint(req, res);
      return;
    }
    closeIfBodyUnread(req, res);
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      // A static site has nothing to post to: say so instead of answering with the page.
      res.writeHead(405, { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain;charset=utf-8" });
      res.end("Método no permitido: este sitio solo responde a GET y HEAD.\n");
      return;
    }
    const redirect = canonicalAddress(files, pathname);
    if (redirect) {
      res.writeHead(308, { Location: redirect + url.search });
      res.end();
      return;
    }
    const file = files.get(pathname);
    const entry = file ?? notFound;
    if (file && req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, { ETag: entry.etag });
      res.end();
      return;
    }
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding =
      entry.br && /\bbr\b/.test(accepts) ? "br" : entry.gzip && /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    const body = (encoding && entry[encoding]) || entry.body;
    res.writeHead(file ? 200 : 404, {
      "Content-Type": entry.type,
      "Content-Length": body.length,
      ...(file ? { ETag: entry.etag } : {}),
      ...(entry.br || entry.gzip ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  // Without TRUST_PROXY, a proxy of the owner's in front makes every visitor its one address. Said
  // once: such a proxy adds the header to every request.
  let proxyWarned = String(env.TRUST_PROXY ?? "").trim() !== "";
  return (req, res) => {
    if (!proxyWarned && req.headers["x-forwarded-for"] !== undefined) {
      proxyWarned = true;
      console.warn(
        "server: a request came with X-Forwarded-For and TRUST_PROXY is unset: if a proxy of yours stands in front, every visitor counts as its one address and shares its limits; set TRUST_PROXY=1 (the number of proxies)",
      );
    }
    try {
      answer(req, res);
    } catch (error) {
      // An address no URL can hold (`GET //`): the client's mistake, not a reason to stop.
      console.error(`server: ${req.method} ${JSON.stringify(req.url)} refused: ${error}`);
      if (res.headersSent) res.destroy();
      else {
        closeIfBodyUnread(req, res);
        res.writeHead(400, { "Content-Type": "text/plain;charset=utf-8" }).end("Solicitud no válida.\n");
      }
    }
  };
}

/**
 * Serves a built site over HTTP (see siteHandler).
 * @param {{ dir: string; port: number; host?: string; env?: Record<string, unknown> }} options
 * @returns {Promise<import("node:http").Server>}
 */
export async function serve({ dir, port, host = "0.0.0.0", env }) {
  const server = createServer(siteHandler(dir, env));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
