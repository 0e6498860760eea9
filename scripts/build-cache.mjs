// @ts-check
/**
 * What a build makes from inputs other than its settings (the editor's bundle, each social image,
 * each compressed copy) is kept under a hash of those inputs in `node_modules/.cache/site-build/`,
 * so the next build (the browser tests make three, `npm start` one more) copies it instead of
 * making it again. `npm ci` empties it, and deleting it is always safe; entries unused for a week go.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
export const cacheDir = join(root, "node_modules", ".cache", "site-build");

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The cache key of some inputs: strings and buffers as they are, anything else as JSON.
 * @param {...unknown} inputs
 */
export function keyOf(...inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    hash.update(typeof input === "string" || Buffer.isBuffer(input) ? input : JSON.stringify(input));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * The versions of `names` and of everything they depend on, as the lockfile records them: what a
 * result made with those packages depends on, and no other package's upgrade.
 * @param {string[]} names
 */
export function lockedVersions(names) {
  /** @type {{ packages: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }> }} */
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
  /** @type {Record<string, string>} */
  const found = {};
  /** @param {string} name @param {string} from the folder whose node_modules npm looks in first */
  const visit = (name, from) => {
    // npm's resolution: the nearest node_modules up from the dependent package's folder.
    let folder = from;
    while (lock.packages[`${folder}node_modules/${name}`] === undefined && folder !== "") {
      folder = folder.replace(/node_modules\/(@[^/]+\/)?[^/]+\/$/, "");
    }
    const path = `${folder}node_modules/${name}`;
    const entry = lock.packages[path];
    if (!entry || path in found) return;
    found[path] = entry.integrity ?? entry.version ?? "";
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      visit(dependency, `${path}/`);
    }
  };
  for (const name of names) visit(name, "");
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** @param {string} path */
const touch = (path) => {
  const now = new Date();
  utimesSync(path, now, now);
};

/**
 * The cached file `kind/key`, or undefined.
 * @param {string} kind
 * @param {string} key
 */
export function cachedFile(kind, key) {
  const path = join(cacheDir, kind, key);
  if (!existsSync(path)) return undefined;
  touch(path);
  return readFileSync(path);
}

/**
 * Keeps `content` as `kind/key` and returns it. Written under a name of its own, then renamed: a
 * build stopped midway, or running beside another, never leaves half a file.
 * @param {string} kind
 * @param {string} key
 * @param {Buffer} content
 */
export function keepFile(kind, key, content) {
  const path = join(cacheDir, kind, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.${process.pid}`, content);
  renameSync(`${path}.${process.pid}`, path);
  return content;
}

/**
 * The cached folder `kind/key`, filled by `make` (given an empty folder) when missing.
 * @param {string} kind
 * @param {string} key
 * @param {(folder: string) => Promise<void>} make
 * @returns {Promise<string>} the folder
 */
export async function cachedFolder(kind, key, make) {
  const path = join(cacheDir, kind, key);
  if (existsSync(path)) {
    touch(path);
    return path;
  }
  const draft = `${path}.${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  mkdirSync(draft, { recursive: true });
  await make(draft);
  // Another build may have kept the same folder meanwhile: the two are alike, and one stays.
  if (existsSync(path)) rmSync(draft, { recursive: true, force: true });
  else renameSync(draft, path);
  return path;
}

/** Removes the entries no build has used for a week: each source change leaves some behind. */
export function pruneCache() {
  if (!existsSync(cacheDir)) return;
  const old = Date.now() - WEEK_MS;
  for (const kind of readdirSync(cacheDir)) {
    for (const entry of readdirSync(join(cacheDir, kind))) {
      const path = join(cacheDir, kind, entry);
      if (statSync(path).mtimeMs < old) rmSync(path, { recursive: true, force: true });
    }
  }
}
