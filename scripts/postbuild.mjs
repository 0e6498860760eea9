// @ts-check
/**
 * The last step of `npm run build` (react-router.config.ts's `buildEnd`, after prerendering):
 * `404.html`, `_headers` (a policy that allows exactly the pages' inline scripts and the configured
 * integrations), `_redirects`, `sitemap.xml`, `robots.txt`, Vercel's Build Output when asked, and
 * brotli/gzip copies for `npm start` outside the published folder (docs/architecture.md, "Build output
 * and hosts").
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { AGENT_PATH } from "../app/contracts/agent.mjs";
import { LEAD_API_PATH } from "../app/contracts/lead.mjs";
import { DEMO_API_PATHS } from "../app/contracts/demo-api.mjs";
import { cachedFile, keepFile, keyOf, pruneCache } from "./build-cache.mjs";
import { filesIn, HOST_FILES, precompressedDir } from "../deploy/build-layout.mjs";
import {
  contentSecurityPolicy,
  editorHeaders,
  headerRules,
  headersFile,
  securityHeaders,
  vercelConfig,
} from "../deploy/security-headers.mjs";

/** Inline scripts that run (JSON-LD and other data blocks do not, and need no hash). */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** @param {string} html @returns {string[]} CSP hash sources (`sha256-…`) of the inline scripts */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}`,
  );
}

/**
 * `/404` and `/404.html` must not be the not-found page with status 200. Netlify takes a forced 404
 * rule; Cloudflare Pages rejects that status (it skips those lines with a warning) and instead
 * rewrites to a path no file has, which answers the 404 page with 404. Checked with both hosts'
 * local runtimes (`netlify dev --offline`, `wrangler pages dev`).
 */
export const REDIRECTS = `# Netlify
/404 /404.html 404!
/404.html /404.html 404!
# Cloudflare Pages
/404 /__not-found 200
/404.html /__not-found 200
`;

const projectDir = resolve(import.meta.dirname, "..");

/** The demo agents' file the build writes beside its client folder, in `server/`. */
export const DEMO_AGENTS_FILE = "demo-agents.json";

/**
 * The modules `entry` runs, found by following its relative imports: what its Vercel function
 * needs copied, folders kept so the imports hold. Vercel deploys the output as it is, without
 * bundling and without node_modules, so an endpoint that imports a package stops the build here
 * rather than failing in production. scripts/vercel-build.test.ts runs the copies.
 * @param {string} entry a path from the project's root
 * @param {string} [root] the project's root
 * @returns {string[]} `entry` first
 */
export function modulesOf(entry, root = projectDir) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(join(root, file), "utf8");
    for (const [, specifier = ""] of source.matchAll(/^\s*(?:import|export)\b[^;"]*?\bfrom\s+"([^"]+)"/gm)) {
      // Node's own modules are there; a package is not.
      if (specifier.startsWith("node:")) continue;
      if (!specifier.startsWith("."))
        throw new Error(`${file} imports ${specifier}: Vercel's functions carry no packages`);
      visit(posix.join(posix.dirname(file), specifier));
    }
  };
  visit(entry);
  return [...found];
}

/** Each endpoint's Vercel entry (a request listener over its Fetch handler, server/node.mjs). */
export const VERCEL_ENTRIES = {
  demoApi: "server/demo-api/vercel.mjs",
  agent: "server/agent/vercel.mjs",
  lead: "server/lead/vercel.mjs",
};

/**
 * A Vercel function at `path` (`functions/api/demo/call.func`, …): Node.js, streaming (the chat's
 * answer), the secrets from the project's environment variables, started by `entry`.
 * @param {string} outputDir the `.vercel/output` folder
 * @param {string} path
 * @param {string} entry
 * @param {string} agents the demo agents' file
 */
function writeFunction(outputDir, path, entry, agents) {
  const functionDir = join(outputDir, "functions", `${path.slice(1)}.func`);
  for (const module of modulesOf(entry)) {
    mkdirSync(dirname(join(functionDir, module)), { recursive: true });
    copyFileSync(join(projectDir, module), join(functionDir, module));
  }
  const settings = {
    runtime: "nodejs22.x",
    handler: entry,
    launcherType: "Nodejs",
    shouldAddHelpers: false,
    supportsResponseStreaming: true,
  };
  writeFileSync(join(functionDir, ".vc-config.json"), `${JSON.stringify(settings, null, 2)}\n`);
  writeFileSync(join(functionDir, "server", DEMO_AGENTS_FILE), agents);
}

/**
 * Vercel's Build Output API v3: the site's files under `static/` and its routes (headers,
 * 404) in `config.json`; with the guard on, the demo's endpoint as functions; with Vapi, the
 * assistant's Server URL; with the site's own contact form, its endpoint. The other hosts' files
 * stay out: Vercel would serve them as pages.
 * @param {string} clientDir
 * @param {string} outputDir the `.vercel/output` folder
 * @param {import("../deploy/security-headers.mjs").HeaderRule[]} rules
 * @param {{ demoApi?: boolean; agent?: boolean; lead?: boolean; agents?: string }} [options] `agents`:
 *   the demo agents' file, which each function reads beside `server/vercel.mjs`
 */
export function writeVercelOutput(
  clientDir,
  outputDir,
  rules,
  { demoApi = false, agent = false, lead = false, agents = "[]\n" } = {},
) {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  cpSync(clientDir, join(outputDir, "static"), {
    recursive: true,
    filter: (source) => !HOST_FILES.some((name) => source === join(clientDir, name)),
  });
  /** @type {[string, string][]} */
  const functions = [
    ...(demoApi
      ? Object.values(DEMO_API_PATHS).map(
          (path) => /** @type {[string, string]} */ ([path, VERCEL_ENTRIES.demoApi]),
        )
      : []),
    ...(agent ? /** @type {[string, string][]} */ ([[AGENT_PATH, VERCEL_ENTRIES.agent]]) : []),
    ...(lead ? /** @type {[string, string][]} */ ([[LEAD_API_PATH, VERCEL_ENTRIES.lead]]) : []),
  ];
  for (const [path, entry] of functions) writeFunction(outputDir, path, entry, agents);
  writeFileSync(
    join(outputDir, "config.json"),
    `${JSON.stringify(
      vercelConfig(
        rules,
        functions.map(([path]) => path),
      ),
      null,
      2,
    )}\n`,
  );
}

/**
 * Brotli and gzip copies of the text files, for server/serve.mjs, in their own folder. Brotli at
 * its highest quality takes seconds, and most files come out of every build alike (the editor, the
 * libraries, whatever the settings do not reach): each copy is kept by its file's content
 * (scripts/build-cache.mjs).
 * @param {string} clientDir
 */
export function precompress(clientDir) {
  const outputDir = precompressedDir(clientDir);
  rmSync(outputDir, { recursive: true, force: true });
  const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  for (const file of filesIn(clientDir).filter((path) => compressible.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    const path = relative(clientDir, file);
    // The editor's 3 MB, for its one user, at the highest quality would add seconds to every build.
    const editor = path.startsWith(join("assets", "admin"));
    const target = join(outputDir, path);
    mkdirSync(dirname(target), { recursive: true });
    const brotli = { [constants.BROTLI_PARAM_QUALITY]: editor ? 5 : 11 };
    const gzip = { level: editor ? 6 : 9 };
    const compressed = (/** @type {string} */ kind, /** @type {() => Buffer} */ compress) => {
      const key = keyOf(content, kind, brotli, gzip, process.versions.brotli, process.versions.zlib);
      return cachedFile(kind, key) ?? keepFile(kind, key, compress());
    };
    writeFileSync(
      `${target}.br`,
      compressed("br", () => brotliCompressSync(content, { params: brotli })),
    );
    writeFileSync(
      `${target}.gz`,
      compressed("gz", () => gzipSync(content, gzip)),
    );
  }
}

/**
 * @param {{
 *   clientDir: string;
 *   siteUrl: string;
 *   paths: readonly string[];
 *   voiceDemoPaths: readonly string[];
 *   landingPath: string;
 *   editorPath: string;
 *   demoAgents?: import("../app/contracts/demo-agents.mjs").DemoAgent[];
 *   integrations: Omit<
 *     import("../deploy/security-headers.mjs").PolicySources,
 *     "scriptHashes" | "callMachine" | "turnstile"
 *   > & { leadForm?: boolean };
 *   vercelOutputDir?: string;
 * }} options
 */
export function finishBuild({
  clientDir,
  siteUrl,
  paths,
  voiceDemoPaths,
  landingPath,
  editorPath,
  demoAgents = [],
  integrations,
  vercelOutputDir,
}) {
  const prerendered404 = join(clientDir, "404", "index.html");
  if (!existsSync(prerendered404))
    throw new Error(`${prerendered404} is missing: is /404 still prerendered?`);
  renameSync(prerendered404, join(clientDir, "404.html"));
  rmSync(join(clientDir, "404"), { recursive: true });
  // Every route is prerendered and unknown paths get 404.html: the SPA fallback would only hide real 404s.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

  // The editor's page has a policy of its own: the site's allows nothing of it.
  const editorPage = join(clientDir, editorPath, "index.html");
  const pages = filesIn(clientDir).filter((file) => file.endsWith(".html") && file !== editorPage);
  const hashes = new Set();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(readFileSync(page, "utf8"))) hashes.add(hash);
  }
  // One policy for the whole site (the union of the pages' hashes): static hosts apply
  // `/*` headers to every path, including the 404 page served at any address. The voice demo's
  // pages (CAT's and each demo agent's) replace it with one that also lets Daily's call machine
  // run, when Vapi is configured, and Turnstile's script and frame with the guard; the landing,
  // with the guard and the site's own contact form, Turnstile's.
  const { leadForm = false, ...sources } = integrations;
  const policy = { scriptHashes: [...hashes].sort(), ...sources };
  const headers = securityHeaders(contentSecurityPolicy(policy));
  const guard = sources.guard ?? false;
  const voiceDemoPolicy = contentSecurityPolicy({ ...policy, callMachine: true, turnstile: guard });
  const pageHeaders = {
    // Every demo page, CAT's and each agent's, is the same call.
    ...(sources.vapi
      ? Object.fromEntries(
          voiceDemoPaths.map((path) => [path, { "Content-Security-Policy": voiceDemoPolicy }]),
        )
      : {}),
    ...(leadForm && guard
      ? {
          [landingPath]: { "Content-Security-Policy": contentSecurityPolicy({ ...policy, turnstile: true }) },
        }
      : {}),
    ...(existsSync(editorPage) ? { [editorPath]: editorHeaders() } : {}),
  };
  const rules = headerRules(headers, pageHeaders);
  writeFileSync(join(clientDir, "_headers"), headersFile(rules));
  writeFileSync(join(clientDir, "_redirects"), REDIRECTS);

  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  writeFileSync(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  // The demo agents as the pages were built with them, for the endpoints (never in the client
  // folder: a host would publish it). Cloudflare and Netlify bundle it into their functions.
  const agents = `${JSON.stringify(demoAgents)}\n`;
  mkdirSync(join(dirname(clientDir), "server"), { recursive: true });
  writeFileSync(join(dirname(clientDir), "server", DEMO_AGENTS_FILE), agents);
  // With the guard, Vercel's output carries the demo's endpoint as functions; with Vapi, the
  // assistant's Server URL (it answers 503 until the host has VAPI_SERVER_SECRET); with the site's
  // own form, its endpoint.
  if (vercelOutputDir)
    writeVercelOutput(clientDir, vercelOutputDir, rules, {
      demoApi: guard,
      agent: sources.vapi,
      lead: leadForm,
      agents,
    });
  precompress(clientDir);
  pruneCache();
}
