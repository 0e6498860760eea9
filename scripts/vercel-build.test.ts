// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

import { filesIn, precompressedDir } from "../deploy/build-layout.mjs";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  securityHeaders,
} from "../deploy/security-headers.mjs";
import { precompress, writeVercelOutput } from "./postbuild.mjs";

// A built site in miniature: what the build's last step has written into build/client.
const root = mkdtempSync(join(tmpdir(), "agentia-vercel-"));
const clientDir = join(root, "build", "client");
const output = join(root, ".vercel", "output");
const staticDir = join(output, "static");
const rules = headerRules(
  securityHeaders(contentSecurityPolicy({ scriptHashes: [], vapi: true, tally: false })),
  {
    "/demo-cat/": { "Content-Security-Policy": "script-src blob:" },
  },
);

beforeAll(() => {
  mkdirSync(join(clientDir, "demo-cat"), { recursive: true });
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), `<h1>Inicio</h1>${" ".repeat(600)}`);
  writeFileSync(join(clientDir, "404.html"), "<h1>Página no encontrada</h1>");
  writeFileSync(join(clientDir, "demo-cat", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(clientDir, "assets", "root-abc.js"), `export {};${" ".repeat(600)}`);
  writeFileSync(join(clientDir, "_headers"), headersFile(rules));
  writeFileSync(join(clientDir, "_redirects"), "/404 /__not-found 200\n");
  writeVercelOutput(clientDir, output, rules);
  precompress(clientDir);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("writes the Build Output API v3 config for the same rules as _headers", () => {
  const config = JSON.parse(readFileSync(join(output, "config.json"), "utf8"));
  expect(config.version).toBe(3);
  expect(config.routes.at(-1)).toEqual({ src: "^/.*$", dest: "/404.html", status: 404 });
  const demo = config.routes.find((route: { src?: string }) => route.src === "^/demo-cat/?$");
  expect(demo.headers["Content-Security-Policy"]).toBe("script-src blob:");
  expect(demo.headers["X-Frame-Options"]).toBe("DENY");
});

it("answers /404 and /404.html with the not-found page and status 404, before the file would", () => {
  const { routes } = JSON.parse(readFileSync(join(output, "config.json"), "utf8")) as {
    routes: { src?: string; dest?: string; status?: number; handle?: string }[];
  };
  const filesystem = routes.findIndex((route) => route.handle === "filesystem");
  for (const path of ["/404", "/404.html"]) {
    const index = routes.findIndex((route) => route.status && new RegExp(route.src ?? "").test(path));
    // After the filesystem, /404.html would already be served, with 200, as the file it is.
    expect(index).toBeGreaterThan(-1);
    expect(index).toBeLessThan(filesystem);
    expect(routes[index]).toMatchObject({ dest: "/404.html", status: 404 });
  }
});

it("publishes the site's files, not the other hosts' files nor precompressed copies", () => {
  const files = filesIn(staticDir).map((file) => relative(staticDir, file));
  expect(files.sort()).toEqual(["404.html", "assets/root-abc.js", "demo-cat/index.html", "index.html"]);
});

it("precompresses text files for npm start beside the published folder, never in it", () => {
  const copies = filesIn(precompressedDir(clientDir)).map((file) =>
    relative(precompressedDir(clientDir), file),
  );
  // Files under 512 bytes gain nothing from compression.
  expect(copies.sort()).toEqual([
    "assets/root-abc.js.br",
    "assets/root-abc.js.gz",
    "index.html.br",
    "index.html.gz",
  ]);
  expect(filesIn(clientDir).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  expect(existsSync(join(precompressedDir(clientDir), "..", "client", "index.html"))).toBe(true);
});
