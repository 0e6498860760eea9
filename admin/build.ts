import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin } from "vite";

import type { CmsConfig } from "@sveltia/cms";
import { cachedFolder, keyOf, lockedVersions } from "../scripts/build-cache.mjs";

const root = resolve(import.meta.dirname, "..");

/** The editor's address: linked from nowhere, left out of the sitemap. */
export const editorPath = "/admin/";

/**
 * Sveltia loads code highlighting (some 240 languages) and the map field's libraries only when a
 * code or map field is edited; this site's content has neither. Resolved to an empty module, they
 * cost the build no time and the site no files. Image conversion and SVG optimisation, which an
 * upload to the assets library may use, stay.
 */
const UNUSED = /^(@shikijs\/(langs|themes)\/|leaflet\/|terra-draw)/;

const skipUnusedFields: Plugin = {
  name: "admin-skip-unused-fields",
  enforce: "pre",
  resolveId: (id) => (UNUSED.test(id) ? "\0admin-unused" : undefined),
  load: (id) => (id === "\0admin-unused" ? "export default undefined;" : undefined),
};

/**
 * Sveltia's npm build registers its three fonts (the interface's, a monospace one, and the Material
 * Symbols its icons are drawn with) from its own files, which this build serves; but a component's
 * CSS declares the same three again from cdn.jsdelivr.net, which the editor would ask for on every
 * visit. Those declarations go: the editor asks no origin but ours and GitHub's.
 */
const CDN_FONT_FACE = /@font-face \{[^}]*cdn\.jsdelivr\.net[^}]*\}/g;

const fontsFromOurFiles: Plugin = {
  name: "admin-fonts-from-our-files",
  transform(code, id) {
    if (!id.includes("@sveltia/cms/npm/index.js")) return undefined;
    const found = code.match(CDN_FONT_FACE)?.length ?? 0;
    // An upgrade that moves its fonts elsewhere must be looked at, not shipped asking a CDN.
    if (found !== 3) this.error(`Expected Sveltia's 3 CDN @font-face rules, found ${found}`);
    return code.replace(CDN_FONT_FACE, "");
  },
};

/**
 * What the editor's bundle is made of: this folder's files and the packages that go into it or
 * build it. Its configuration is not: each build writes it into the page (`writeConfig`), so the
 * builds with other settings (the tests make three) share one bundle.
 */
export function editorInputs() {
  const folder = join(root, "admin");
  const files = readdirSync(folder)
    .filter((name) => !name.includes(".test."))
    .sort()
    .map((name) => [name, readFileSync(join(folder, name))]);
  return keyOf(...files.flat(), lockedVersions(["@sveltia/cms", "vite"]));
}

/**
 * Builds the editor into `clientDir`: `admin/index.html` and its hashed files in `assets/admin/`
 * (cached for a year with the site's), a Vite build of its own, apart from React Router's, so no
 * page of the site loads a byte of it. Its 3 MB take seconds to build and depend on no setting, so
 * a build with the same inputs copies them from scripts/build-cache.mjs, then writes its
 * configuration (the content schema, the `VITE_CMS_*` settings, the site's name and address) into
 * the page.
 */
export async function buildAdmin({ clientDir, config }: { clientDir: string; config: CmsConfig }) {
  const built = await cachedFolder("admin", editorInputs(), buildEditor);
  cpSync(built, clientDir, { recursive: true });
  writeConfig(join(clientDir, "admin", "index.html"), config);
}

/** The placeholder admin/index.html holds for the configuration: a data block, never run. */
const CONFIG_BLOCK = '<script type="application/json" id="cms-config"></script>';

export function writeConfig(page: string, config: CmsConfig) {
  const html = readFileSync(page, "utf8");
  if (!html.includes(CONFIG_BLOCK)) throw new Error(`${page} has no ${CONFIG_BLOCK} to fill`);
  // `<` escaped, so no value can close the block.
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  writeFileSync(page, html.replace(CONFIG_BLOCK, CONFIG_BLOCK.replace("></", `>${json}</`)));
}

async function buildEditor(outDir: string) {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: "warn",
    plugins: [skipUnusedFields, fontsFromOurFiles],
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: "assets/admin",
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      // As the site's build (vite.config.ts): Sveltia's plugins' share of the time is no news.
      rolldownOptions: { input: join(root, "admin", "index.html"), checks: { bundlerTimings: false } },
    },
  });
}
