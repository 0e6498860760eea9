import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";

import { checkContent, ContentError, contentPlugin } from "./app/content/check-content.ts";
import packageJson from "./package.json" with { type: "json" };
import { ConfigError, parseConfig, type SiteConfig } from "./app/lib/config-schema.ts";
import { chunkGraphFile, firstLoadChunks } from "./scripts/first-load-chunks.mjs";

function siteConfig(mode: string): SiteConfig {
  try {
    // CAL_ and LEAD_: whether the assistant's tools are set on the host (only that reaches the build).
    return parseConfig({ ...loadEnv(mode, process.cwd(), ["VITE_", "CAL_", "LEAD_"]) });
  } catch (error) {
    if (error instanceof ConfigError) {
      // A readable list instead of a stack trace: the site owner edits .env, not code.
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The owner's content files: a bad one, or labels that miss a tool the preview uses, stops the
 * build with the file, the field and the rule.
 */
function checkSiteContent() {
  try {
    checkContent(process.cwd());
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Today in Buenos Aires as YYYY-MM-DD: the privacy page states the build it describes. */
const buildDate = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format();

export default defineConfig(({ mode }) => {
  checkSiteContent();
  return {
    // Validated here, once; the browser receives the finished object, not the validator.
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig(mode)),
      __BUILD_DATE__: JSON.stringify(buildDate()),
      // The string alone: importing package.json in the page shipped all of it.
      __RELEASE__: JSON.stringify(`${packageJson.name}@${packageJson.version}`),
    },
    plugins: [contentPlugin(), tailwindcss(), reactRouter(), chunkGraphFile()],
    // Rolldown warns when plugins take most of a build: here they always do (React Router renders
    // every page in a plugin), and on a slow machine the note would print on every build.
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: firstLoadChunks } } } },
      // The server build only prerenders, then is deleted: its chunks reach no visitor, so Rolldown's
      // note on a module both imported and loaded lazily (home and caso) is noise there.
      ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
    },
    resolve: { tsconfigPaths: true },
  };
});
