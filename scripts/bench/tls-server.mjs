// @ts-check
/**
 * Serves a built site over HTTP/2 with TLS, as every real host does: one connection, many
 * streams. The certificate is made for the run (openssl) and thrown away; the browser is told to
 * accept it (`--ignore-certificate-errors`). The answers are `npm start`'s (server/serve.mjs).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { filesIn } from "../../deploy/build-layout.mjs";
import { siteHandler } from "../../server/serve.mjs";
import { precompress } from "../postbuild.mjs";

/** A self-signed certificate for 127.0.0.1, valid for a day. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const request = "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1";
    const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
    const files = ["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")];
    const result = spawnSync("openssl", [...request.split(" "), ...subject, ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every script of a page: inline or not, and React Router's `modulepreload` links. Cut from a copy
 * the bench measures, never from what visitors get.
 */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * A copy of a built site whose pages have no script at all, precompressed as the build does, in a
 * temporary folder: the floor the bench reads each timing against. The assets stay as they are.
 * @param {string} dir the built client folder
 * @returns {string} the copy's client folder
 */
function scriptlessCopy(dir) {
  const copy = join(mkdtempSync(join(tmpdir(), "bench-floor-")), "client");
  cpSync(dir, copy, { recursive: true });
  for (const page of filesIn(copy).filter((file) => file.endsWith(".html"))) {
    writeFileSync(page, readFileSync(page, "utf8").replace(SCRIPTS, ""));
  }
  precompress(copy);
  return copy;
}

/**
 * @param {{ dir: string; port: number; scriptless?: boolean }} options the built client folder,
 *   the port, and whether to serve the site's floor instead (its pages without their scripts)
 * @returns {Promise<{ origin: string; close: () => void }>}
 */
export function serveOverHttp2({ dir, port, scriptless = false }) {
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });
  const served = scriptless ? scriptlessCopy(dir) : dir;
  const handler = siteHandler(served);
  // The compatibility API hands the handler request/response objects shaped like node:http's.
  server.on("request", (request, response) =>
    handler(
      /** @type {import("node:http").IncomingMessage} */ (/** @type {unknown} */ (request)),
      /** @type {import("node:http").ServerResponse} */ (/** @type {unknown} */ (response)),
    ),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        origin: `https://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
        close: () => {
          server.close();
          if (scriptless) rmSync(dirname(served), { recursive: true, force: true });
        },
      }),
    );
  });
}
