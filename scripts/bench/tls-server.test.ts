// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";

import { serveOverHttp2 } from "./tls-server.mjs";

const root = mkdtempSync(join(tmpdir(), "bench-site-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.js"/>
<script>window.early = true;</script><style>${"p{color:red}".repeat(60)}</style></head>
<body><p>Hola</p><script type="module" async="">import("/assets/entry.js");</script></body></html>`;

/** GET over HTTP/2, brotli accepted as a browser does; the body decompressed. */
function get(origin: string, path: string) {
  const session = connect(origin, { rejectUnauthorized: false });
  const stream = session.request({ ":path": path, "accept-encoding": "br" });
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<string>((resolve) =>
    stream.on("end", () => {
      session.close();
      resolve(brotliDecompressSync(Buffer.concat(chunks)).toString());
    }),
  );
}

it("serves a build's floor: its pages without a script or a preloaded module", async () => {
  const dir = join(root, "client");
  mkdirSync(join(dir, "assets"), { recursive: true });
  for (const [name, text] of Object.entries({ "index.html": page, "404.html": page, _headers: "" })) {
    writeFileSync(join(dir, name), text);
  }
  writeFileSync(join(dir, "assets", "entry.js"), "export {};");
  const before = readdirSync(tmpdir()).filter((name) => name.startsWith("bench-floor-"));

  const floor = await serveOverHttp2({ dir, port: 0, scriptless: true });
  const html = await get(floor.origin, "/");
  floor.close();

  expect(html).toContain("<p>Hola</p>");
  expect(html).toContain("<style>");
  expect(html).not.toMatch(/<script|modulepreload/);
  // The copy is gone with the server.
  expect(readdirSync(tmpdir()).filter((name) => name.startsWith("bench-floor-"))).toEqual(before);
  expect(existsSync(join(dir, "index.html"))).toBe(true);
});
