// @ts-check
/**
 * Whether a build can be reused, and a build when it cannot: `npm start`, the browser tests'
 * runner and the bench share this, so none rebuilds what another has just built, and none serves a
 * build made from older sources or other settings. `npm run build` by hand empties the build folder,
 * stamp included, so such a build is rebuilt once.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnv } from "vite";

const root = resolve(import.meta.dirname, "..");

/**
 * What no build reads: tests and their set-up, the browser tests' folder, CI and the docs. Any other
 * file of the repository is an input, so a new script the build imports needs no list updated.
 */
const NOT_BUILT = /^(e2e|docs|\.ci)\/|\.test\.[cm]?[jt]sx?$|^(vitest|playwright)\.(config|setup)\.ts$|\.md$/;

/**
 * The build's inputs: the repository's files as `git ls-files` lists them, new files not yet added
 * included and ignored ones (build output, node_modules: the lockfile stands for it) left out.
 * Undefined outside a git checkout, where nothing tells a source from an output.
 * @param {string} [project] the project's folder
 * @returns {string[] | undefined} paths from the project's folder, sorted
 */
export function buildInputs(project = root) {
  const git = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: project,
    encoding: "utf8",
  });
  if (git.status !== 0) return undefined;
  const paths = new Set(git.stdout.split("\0").filter((path) => path && !NOT_BUILT.test(path)));
  return [...paths].sort();
}

/**
 * What the stamp takes of one listed path: a regular file's content, through a link too. Anything
 * else is taken by its kind and, for a link, by where it points, as git records a link: the
 * files of a linked folder are listed on their own when they are the repository's, and walking
 * into it could loop or reach far outside. A tracked file deleted from the work tree is still
 * listed until the deletion is committed.
 * @param {string} file
 * @returns {[kind: string, content: string | Buffer]}
 */
function inputOf(file) {
  const own = lstatSync(file, { throwIfNoEntry: false });
  if (!own) return ["deleted", ""];
  const link = own.isSymbolicLink() ? readlinkSync(file) : "";
  const stats = own.isSymbolicLink() ? statSync(file, { throwIfNoEntry: false }) : own;
  if (stats?.isFile()) return ["file", readFileSync(file)];
  return [!stats ? "dangling link" : stats.isDirectory() ? "folder" : "other", link];
}

/**
 * What a build is made of: its settings as the build reads them (the `VITE_*` variables of `env`
 * over those of the `.env` files) and a digest of its inputs' contents, so a file deleted, renamed
 * or restored from git counts as a change, and a file merely touched does not. Throws when an
 * input cannot be read (a permission, a link that loops).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [project] the project's folder
 */
export function buildStamp(env, project = root) {
  const settings = { ...loadEnv("production", project, "VITE_") };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith("VITE_") && value !== undefined) settings[name] = value;
  }
  const inputs = buildInputs(project);
  const digest = createHash("sha256");
  for (const path of inputs ?? []) {
    const [kind, content] = inputOf(join(project, path));
    digest.update(`${path}\0${kind}\0`).update(content).update("\0");
  }
  return {
    settings: Object.fromEntries(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))),
    inputs: inputs ? digest.digest("hex") : null,
  };
}

/** @param {string} buildDir */
const stampOf = (buildDir) => resolve(root, buildDir, "build-settings.json");

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * True when `buildDir` was built from these inputs with these settings; false, with one line
 * saying why, when the inputs cannot be read.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 */
export function isFresh(buildDir, env) {
  const stamp = stampOf(buildDir);
  if (!existsSync(stamp) || !existsSync(resolve(root, buildDir, "client", "404.html"))) return false;
  try {
    const current = buildStamp(env);
    return current.inputs !== null && readFileSync(stamp, "utf8") === JSON.stringify(current);
  } catch (error) {
    console.warn(`Could not compare the build with the sources (${messageOf(error)}): building again.`);
    return false;
  }
}

/**
 * Runs `npm run build` into `buildDir` with `env`, then stamps it with what it was built from
 * (taken before it starts: a file changed meanwhile makes the next check rebuild); when the
 * inputs cannot be read, builds all the same and stamps nothing. Exits on failure.
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options]
 */
export function build(buildDir, env, { quiet = false } = {}) {
  /** @type {ReturnType<typeof buildStamp> | undefined} */
  let stamp;
  try {
    stamp = buildStamp(env);
  } catch (error) {
    console.warn(
      `Could not read the sources (${messageOf(error)}): the build gets no stamp, so the next start builds again.`,
    );
  }
  if (stamp?.inputs === null) console.warn("Not a git checkout: every start rebuilds the site.");
  const result = spawnSync("npm", ["run", "build", ...(quiet ? ["--silent"] : [])], {
    cwd: root,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (stamp) writeFileSync(stampOf(buildDir), JSON.stringify(stamp));
}
