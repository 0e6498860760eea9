// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

import { parseHeadersFile } from "../server/security-headers.mjs";
import { inlineScriptHashes } from "./postbuild.mjs";

// Inside the project (prerendering resolves packages from the build), and in its own
// folder so `.vercel/` lands beside this build, not beside anyone else's.
const root = resolve(import.meta.dirname, "..");
const scratch = join(root, `build-vercel-test-${process.pid}`);
const output = join(scratch, ".vercel", "output");
const staticDir = join(output, "static");

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

type Route = {
  src?: string;
  handle?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
};
let config: { version: number; routes: Route[] };

beforeAll(() => {
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, VERCEL: "1", BUILD_DIR: join(scratch, "build") },
    timeout: 240_000,
  });
  expect(result.status, result.stderr).toBe(0);
  config = JSON.parse(readFileSync(join(output, "config.json"), "utf8"));
}, 240_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("VERCEL=1 writes the Build Output API v3 config with the headers of _headers", () => {
  expect(config.version).toBe(3);
  const rules = parseHeadersFile(readFileSync(join(scratch, "build", "client", "_headers"), "utf8"));
  const headerRoutes = config.routes.filter((route) => route.headers);
  expect(headerRoutes.map((route) => route.headers)).toEqual(rules.map((rule) => rule.headers));

  const csp = headerRoutes[0]?.headers?.["Content-Security-Policy"] ?? "";
  const pages = filesIn(staticDir).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThanOrEqual(3);
  for (const page of pages) {
    for (const hash of inlineScriptHashes(readFileSync(page, "utf8"))) expect(csp).toContain(`'${hash}'`);
  }
});

it("puts the pages where the filesystem step finds them, and the 404 page it routes to", () => {
  const files = filesIn(staticDir).map((file) => relative(staticDir, file));
  expect(files).toEqual(
    expect.arrayContaining(["index.html", join("demo-cat", "index.html"), "404.html", "robots.txt"]),
  );
  expect(files.some((file) => /^assets\/.+\.js$/.test(file))).toBe(true);
  const notFound = config.routes.at(-1);
  expect(notFound).toMatchObject({ status: 404, dest: "/404.html" });
  expect(readFileSync(join(staticDir, "404.html"), "utf8")).toContain("Página no encontrada");
  // Not for Vercel: the Netlify/Cloudflare headers file and the precompressed copies.
  expect(files.filter((file) => file === "_headers" || /\.(br|gz)$/.test(file))).toEqual([]);
  expect(existsSync(join(scratch, "build", "client", "index.html.br"))).toBe(true);
});
