// @ts-check
/**
 * The last step of `npm run build` (called from react-router.config.ts's `buildEnd`,
 * after prerendering):
 * - moves the prerendered not-found page to `404.html` (what static hosts and
 *   server/serve.mjs send with status 404) and drops the SPA fallback;
 * - removes `modulepreload` links: the pages are prerendered, so first paint needs no
 *   JavaScript, and early script downloads would compete with the CSS and the font;
 * - writes `_headers` with a Content-Security-Policy that allows exactly the inline
 *   scripts of the prerendered pages (by sha256) and the configured integrations;
 * - writes `sitemap.xml` and `robots.txt` from the route list;
 * - precompresses text files with brotli and gzip.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { contentSecurityPolicy, headersFile, securityHeaders } from "../server/security-headers.mjs";

/** @param {string} dir @returns {string[]} */
function filesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

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
 * @param {{
 *   clientDir: string;
 *   siteUrl: string;
 *   paths: readonly string[];
 *   integrations: Omit<import("../server/security-headers.mjs").PolicySources, "scriptHashes">;
 * }} options
 */
export function finishBuild({ clientDir, siteUrl, paths, integrations }) {
  const prerendered404 = join(clientDir, "404", "index.html");
  if (!existsSync(prerendered404))
    throw new Error(`${prerendered404} is missing: is /404 still prerendered?`);
  renameSync(prerendered404, join(clientDir, "404.html"));
  rmSync(join(clientDir, "404"), { recursive: true });
  // Every route is prerendered and unknown paths get 404.html: the SPA fallback would only hide real 404s.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

  const pages = filesIn(clientDir).filter((file) => file.endsWith(".html"));
  const hashes = new Set();
  for (const page of pages) {
    const html = readFileSync(page, "utf8").replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(page, html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  // One policy for the whole site (the union of the pages' hashes): static hosts apply
  // `/*` headers to every path, including the 404 page served at any address.
  const csp = contentSecurityPolicy({ scriptHashes: [...hashes].sort(), ...integrations });
  writeFileSync(join(clientDir, "_headers"), headersFile(securityHeaders(csp)));

  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  writeFileSync(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );

  const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  for (const file of filesIn(clientDir).filter((path) => compressible.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
