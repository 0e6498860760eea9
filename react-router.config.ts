import { join } from "node:path";
import type { Config } from "@react-router/dev/config";

import type { SiteConfig } from "./app/lib/config-schema.ts";
import { prerenderedPaths, sitePaths } from "./app/routes.ts";
import { finishBuild } from "./scripts/postbuild.mjs";

export default {
  ssr: false,
  // Alternative builds (for example the browser tests' integration build) go to their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...prerenderedPaths],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  buildEnd({ reactRouterConfig, viteConfig }) {
    // The configuration vite.config.ts validated and handed to the app.
    const site = JSON.parse(String(viteConfig.define?.__SITE_CONFIG__)) as SiteConfig;
    finishBuild({
      clientDir: join(reactRouterConfig.buildDirectory, "client"),
      siteUrl: site.siteUrl,
      paths: sitePaths,
      integrations: {
        vapi: site.vapi !== undefined,
        tally: site.tallyFormId !== undefined,
        posthogHost: site.posthog?.host,
        sentryDsn: site.sentryDsn,
      },
    });
  },
} satisfies Config;
