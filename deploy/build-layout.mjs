// @ts-check
/** Where a build's files are, as `scripts/postbuild.mjs` writes them and `server/serve.mjs` reads them. */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";

/** Files for the hosts that read them (Netlify, Cloudflare Pages), never pages. */
export const HOST_FILES = ["_headers", "_redirects"];

/**
 * Where the build puts the brotli and gzip copies of `clientDir`'s text files: beside it, not in it,
 * so no host publishes them as pages.
 * @param {string} clientDir
 */
export const precompressedDir = (clientDir) => join(dirname(clientDir), "precompressed");

/** Every file below `dir`, as paths. @param {string} dir @returns {string[]} */
export const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
