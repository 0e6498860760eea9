// @ts-check
/**
 * After `react-router build`: moves the prerendered not-found page to `404.html`
 * (what static hosts and server/serve.mjs send with status 404), writes `_headers`
 * for static hosts, and precompresses text files with brotli and gzip.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { IMMUTABLE, securityHeaders } from "../server/security-headers.mjs";

const root = resolve(import.meta.dirname, "..");
const clientDir = join(root, process.env.BUILD_DIR ?? "build", "client");

const prerendered404 = join(clientDir, "404", "index.html");
if (!existsSync(prerendered404)) throw new Error(`${prerendered404} is missing: is /404 still prerendered?`);
renameSync(prerendered404, join(clientDir, "404.html"));
rmSync(join(clientDir, "404"), { recursive: true });
// Every route is prerendered and unknown paths get 404.html: the SPA fallback would only hide real 404s.
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

const headerLines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
writeFileSync(
  join(clientDir, "_headers"),
  ["/*", ...headerLines, "", "/assets/*", `  Cache-Control: ${IMMUTABLE}`, ""].join("\n"),
);

const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** @param {string} dir @returns {string[]} */
function filesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

for (const file of filesIn(clientDir).filter((path) => compressible.test(path))) {
  const content = readFileSync(file);
  if (content.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
