// @ts-check
/**
 * Whether a build can be reused, and a build when it cannot: `npm start`, the browser tests'
 * runner and the bench share this, so none rebuilds what another has just built, and none serves a
 * build made from older sources or other settings. `npm run build` by hand empties the build folder,
 * stamp included, so such a build is rebuilt once.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** What a build is made of besides the `VITE_*` variables of its environment. */
const sources = [
  "app",
  "admin",
  "public",
  "deploy",
  "scripts/postbuild.mjs",
  "scripts/first-load-chunks.mjs",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];

/** Unit tests sit beside the code in `app/` and `deploy/` but are not part of a build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The latest modification below `path`, test files left out: editing a test must not rebuild.
 * @param {string} path
 * @returns {number}
 */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((name) => !TEST_FILE.test(name))
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/**
 * The settings a build takes from its environment.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
const viteSettings = (env) =>
  Object.fromEntries(
    Object.entries(env)
      .flatMap(([name, value]) => (name.startsWith("VITE_") && value !== undefined ? [[name, value]] : []))
      .sort(([a = ""], [b = ""]) => a.localeCompare(b)),
  );

/** @param {string} buildDir */
const stampOf = (buildDir) => resolve(root, buildDir, "build-settings.json");

/**
 * The sources changed after `time`.
 * @param {number} time ms since the epoch
 * @param {string} [project] the project's folder
 */
export const changedSources = (time, project = root) =>
  sources.filter((source) => newestChange(join(project, source)) > time);

/**
 * True when `buildDir` was built with these settings and no source changed since.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 */
export function isFresh(buildDir, env) {
  const stamp = stampOf(buildDir);
  if (!existsSync(stamp) || !existsSync(resolve(root, buildDir, "client", "404.html"))) return false;
  if (readFileSync(stamp, "utf8") !== JSON.stringify(viteSettings(env))) return false;
  return changedSources(statSync(stamp).mtimeMs).length === 0;
}

/**
 * Runs `npm run build` into `buildDir` with `env`, then stamps it with those settings. Exits on
 * failure.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options]
 */
export function build(buildDir, env, { quiet = false } = {}) {
  const result = spawnSync("npm", ["run", "build", ...(quiet ? ["--silent"] : [])], {
    cwd: root,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampOf(buildDir), JSON.stringify(viteSettings(env)));
}
