import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { editorInputs } from "../admin/build.ts";
import { cmsConfig } from "../admin/cms-config.ts";
import { parseCmsSettings } from "../app/lib/config-schema.ts";
import {
  cacheDir,
  cachedFile,
  cachedFolder,
  keepFile,
  keyOf,
  lockedVersions,
  pruneCache,
} from "./build-cache.mjs";

// Each test keeps its entries under a kind of its own, removed afterwards.
const kinds: string[] = [];
const kind = () => {
  kinds.push(`test-${process.pid}-${kinds.length}`);
  return kinds.at(-1)!;
};
afterEach(() =>
  kinds.splice(0).forEach((name) => rmSync(join(cacheDir, name), { recursive: true, force: true })),
);

describe("the build cache", () => {
  it("keeps a file by the key of its inputs", () => {
    const images = kind();
    const key = keyOf({ title: "Agentia" }, Buffer.from("<svg/>"));
    expect(cachedFile(images, key)).toBeUndefined();
    keepFile(images, key, Buffer.from("png"));
    expect(cachedFile(images, key)?.toString()).toBe("png");
    expect(cachedFile(images, keyOf({ title: "Otra marca" }, Buffer.from("<svg/>")))).toBeUndefined();
  });

  it("makes a folder once, then hands the same one to every build with those inputs", async () => {
    const editors = kind();
    const make = vi.fn(async (folder: string) => writeFileSync(join(folder, "index.html"), "<p>editor</p>"));
    const first = await cachedFolder(editors, keyOf("inputs"), make);
    const second = await cachedFolder(editors, keyOf("inputs"), make);
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(readFileSync(join(first, "index.html"), "utf8")).toBe("<p>editor</p>");
  });

  it("removes what no build has used for a week, and keeps what one just used", () => {
    const images = kind();
    keepFile(images, "old", Buffer.from("a"));
    keepFile(images, "used", Buffer.from("b"));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(join(cacheDir, images, "old"), eightDaysAgo, eightDaysAgo);
    utimesSync(join(cacheDir, images, "used"), eightDaysAgo, eightDaysAgo);
    cachedFile(images, "used");
    pruneCache();
    expect(existsSync(join(cacheDir, images, "old"))).toBe(false);
    expect(existsSync(join(cacheDir, images, "used"))).toBe(true);
  });

  it("knows a package by what the lockfile installs for it and its dependencies", () => {
    const versions = lockedVersions(["@sveltia/cms"]);
    expect(Object.keys(versions)).toContain("node_modules/@sveltia/cms");
    expect(Object.keys(versions)).toContain("node_modules/svgo");
    expect(Object.keys(versions)).not.toContain("node_modules/react");
  });
});

describe("the editor's bundle", () => {
  const config = (env: Record<string, string>) =>
    cmsConfig({ siteName: "Agentia", siteUrl: "https://agentia.example", cms: parseCmsSettings(env) });

  it("is built again when its settings change, and copied when they do not", () => {
    const key = editorInputs(config({}));
    expect(editorInputs(config({}))).toBe(key);
    expect(editorInputs(config({ VITE_CMS_REPO: "agentia/sitio" }))).not.toBe(key);
  });
});
