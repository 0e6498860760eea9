// @ts-check
/**
 * `npm start`: builds when the build is missing or older than the sources,
 * then serves it on PORT (default 3000).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

import { serve } from "../server/serve.mjs";

const root = resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(root, buildDir, "client");
const stamp = join(clientDir, "404.html");
const port = Number(process.env.PORT ?? 3000);

const sources = [
  "app",
  "public",
  "server",
  "scripts/postbuild.mjs",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];

/** @param {string} path @returns {number} */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

function isStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > built);
}

if (isStale()) {
  console.log("Building the site (the build is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await serve({ dir: clientDir, port });
console.log(`Serving ${buildDir}/client on http://localhost:${port}`);
