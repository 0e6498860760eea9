// @ts-check
/**
 * Serves a built site over HTTP/2 with TLS, as every real host does: one connection, many
 * streams. The certificate is made for the run (openssl) and thrown away; the browser is told to
 * accept it (`--ignore-certificate-errors`). The answers are `npm start`'s (server/serve.mjs).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { siteHandler } from "../../server/serve.mjs";

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
 * @param {{ dir: string; port: number }} options the built client folder and the port
 * @returns {Promise<{ origin: string; close: () => void }>}
 */
export function serveOverHttp2({ dir, port }) {
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true });
  const handler = siteHandler(dir);
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
      resolve({ origin: `https://127.0.0.1:${port}`, close: () => server.close() }),
    );
  });
}
