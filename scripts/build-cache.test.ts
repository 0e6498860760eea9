import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";

import { editorInputs, writeConfig } from "../admin/build.ts";
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

  it("is one bundle whatever the settings: each build writes its own into the page", () => {
    expect(editorInputs()).toBe(editorInputs());
    const dir = mkdtempSync(join(tmpdir(), "agentia-admin-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const page = join(dir, "index.html");
    writeFileSync(page, readFileSync("admin/index.html", "utf8"));
    const settings = config({ VITE_CMS_REPO: "agentia/sitio" });
    writeConfig(page, { ...settings, site_url: "https://agentia.example/</script>" });
    const html = readFileSync(page, "utf8");
    const block = /<script type="application\/json" id="cms-config">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(block).not.toContain("<");
    expect(JSON.parse(block)).toEqual({ ...settings, site_url: "https://agentia.example/</script>" });
  });
});
