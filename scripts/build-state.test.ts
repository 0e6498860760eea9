import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { buildInputs, buildStamp } from "./build-state.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A git repository holding `files`, committed, as a fresh clone has them. */
function repository(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "build-state-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "--quiet");
  git("add", ".");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--quiet", "-m", "sources");
  return root;
}

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const project = {
  ".gitignore": "build/\nnode_modules/\n",
  "package-lock.json": "{}",
  "app/routes/home.tsx": "export default 1;",
  "app/lib/scrub.test.ts": "test",
  "scripts/social-images.mjs": "export const CARD = 1;",
  "e2e/landing.spec.ts": "test",
  "docs/architecture.md": "# Architecture",
  "README.md": "# Site",
  "vitest.config.ts": "export default {};",
};

describe("the build's inputs", () => {
  it("are the repository's files but tests and docs, whatever folder they are in", () => {
    const root = repository(project);
    write(root, "build/client/index.html", "<p>built</p>");
    expect(buildInputs(root)).toEqual([
      ".gitignore",
      "app/routes/home.tsx",
      "package-lock.json",
      "scripts/social-images.mjs",
    ]);
  });

  it("count a change to scripts/social-images.mjs: the build is stale", () => {
    const root = repository(project);
    const before = buildStamp({}, root);
    write(root, "scripts/social-images.mjs", "export const CARD = 2;");
    expect(buildStamp({}, root).inputs).not.toBe(before.inputs);
  });

  it("count a new file not yet added, and a file deleted", () => {
    const root = repository(project);
    const before = buildStamp({}, root).inputs;
    write(root, "app/lib/new-loader.ts", "export {};");
    const added = buildStamp({}, root).inputs;
    expect(added).not.toBe(before);
    unlinkSync(join(root, "app/routes/home.tsx"));
    expect(buildStamp({}, root).inputs).not.toBe(added);
  });

  it("leave out tests, docs and build output: changing them, or touching a source, rebuilds nothing", () => {
    const root = repository(project);
    const before = buildStamp({}, root);
    write(root, "app/lib/scrub.test.ts", "test, changed");
    write(root, "e2e/landing.spec.ts", "test, changed");
    write(root, "docs/architecture.md", "# Changed");
    write(root, "build/client/index.html", "<p>rebuilt</p>");
    utimesSync(join(root, "app/routes/home.tsx"), new Date(), new Date());
    expect(buildStamp({}, root)).toEqual(before);
  });

  it("are unknown outside a git checkout", () => {
    const root = mkdtempSync(join(tmpdir(), "build-state-"));
    dirs.push(root);
    expect(buildStamp({}, root).inputs).toBeNull();
  });
});

describe("links among the build's inputs", () => {
  /**
   * The project with `docs-link`, a link to its docs folder, committed, and `vendor-link`, a link
   * to a folder outside it, not yet added.
   */
  function withLinks() {
    const root = repository(project);
    const outside = mkdtempSync(join(tmpdir(), "build-state-outside-"));
    dirs.push(outside);
    write(outside, "lib.js", "export const lib = 1;");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
    symlinkSync("docs", join(root, "docs-link"));
    git("add", "docs-link");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--quiet", "-m", "link");
    symlinkSync(outside, join(root, "vendor-link"));
    return { root, outside };
  }

  it("are listed by name, and a file changed in a linked folder changes nothing", () => {
    const { root, outside } = withLinks();
    expect(buildInputs(root)).toEqual(expect.arrayContaining(["docs-link", "vendor-link"]));
    const before = buildStamp({}, root);
    write(root, "docs/architecture.md", "# Changed");
    write(outside, "lib.js", "export const lib = 2;");
    expect(buildStamp({}, root)).toEqual(before);
  });

  it("count where a link points: the same link to another folder is a change", () => {
    const { root } = withLinks();
    const before = buildStamp({}, root).inputs;
    unlinkSync(join(root, "docs-link"));
    symlinkSync("app", join(root, "docs-link"));
    const committed = buildStamp({}, root).inputs;
    expect(committed).not.toBe(before);
    unlinkSync(join(root, "vendor-link"));
    symlinkSync("scripts", join(root, "vendor-link"));
    expect(buildStamp({}, root).inputs).not.toBe(committed);
  });

  it("count the content a link to a file reaches, and take a dangling link by name", () => {
    const { root, outside } = withLinks();
    symlinkSync(join(outside, "lib.js"), join(root, "lib-link.js"));
    symlinkSync("nowhere", join(root, "dangling-link"));
    const before = buildStamp({}, root).inputs;
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    write(outside, "lib.js", "export const lib = 2;");
    expect(buildStamp({}, root).inputs).not.toBe(before);
  });

  it("make the stamp fail, not guess, on a link that loops", () => {
    const { root } = withLinks();
    symlinkSync("loop-link", join(root, "loop-link"));
    expect(() => buildStamp({}, root)).toThrow(/ELOOP.*loop-link/);
  });
});

describe("the build's settings", () => {
  it("are the VITE_ variables of the environment over those of the .env files", () => {
    const root = repository(project);
    write(root, ".env", "VITE_SITE_NAME=Desde archivo\nVITE_CMS_BRANCH=editor\nOTHER=ignored\n");
    const { settings } = buildStamp({ VITE_SITE_NAME: "Agentia", PATH: "/bin" }, root);
    expect(settings).toEqual({ VITE_CMS_BRANCH: "editor", VITE_SITE_NAME: "Agentia" });
  });
});
