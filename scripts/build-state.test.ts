import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { changedSources, newestChange } from "./build-state.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A source folder whose files and folders all date from `second` (seconds since the epoch). */
function sources(files: Record<string, number>) {
  const root = mkdtempSync(join(tmpdir(), "build-state-"));
  dirs.push(root);
  mkdirSync(join(root, "lib"));
  for (const [name, second] of Object.entries(files)) {
    writeFileSync(join(root, name), "");
    utimesSync(join(root, name), second, second);
  }
  utimesSync(join(root, "lib"), 1000, 1000);
  utimesSync(root, 1000, 1000);
  return root;
}

describe("newestChange", () => {
  it("is the latest change of a source file, however deep", () => {
    const root = sources({ "lib/scrub.ts": 2000, "page.tsx": 1500 });
    expect(newestChange(root)).toBe(2_000_000);
  });

  it("leaves test files out: editing a test does not make the build stale", () => {
    const root = sources({ "lib/scrub.ts": 2000, "lib/scrub.test.ts": 3000, "page.test.tsx": 4000 });
    expect(newestChange(root)).toBe(2_000_000);
  });
});

describe("changedSources", () => {
  it("counts a dependency changed in the lockfile alone: the build is stale", () => {
    const root = sources({ "package.json": 1000, "package-lock.json": 3000 });
    expect(changedSources(2_000_000, root)).toEqual(["package-lock.json"]);
    expect(changedSources(3_000_000, root)).toEqual([]);
  });
});
