import { dirname, join, resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";

import { buildAdmin, editorPath } from "./admin/build.ts";
import { contentAgents } from "./app/content/check-content.ts";
import { withSiteName } from "./app/content/load.ts";
import { cmsConfig } from "./admin/cms-config.ts";
import { parseCmsSettings, type SiteConfig } from "./app/lib/config-schema.ts";
import { agentPath, pagePaths } from "./app/lib/paths.ts";
import { agentSlugs, prerenderedPaths, sitePaths } from "./app/routes.ts";
import { finishBuild } from "./scripts/postbuild.mjs";
import { writeBrandImages } from "./scripts/social-images.mjs";

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
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // The configuration vite.config.ts validated and handed to the app.
    const site = JSON.parse(String(viteConfig.define?.__SITE_CONFIG__)) as SiteConfig;
    const buildDirectory = resolve(reactRouterConfig.buildDirectory);
    const clientDir = join(buildDirectory, "client");
    // The editor's settings, validated with the site's (vite.config.ts), stay out of the pages.
    const cms = parseCmsSettings(loadEnv(viteConfig.mode, process.cwd(), "VITE_"));
    await writeBrandImages({
      clientDir,
      paths: sitePaths,
      siteName: site.siteName,
      siteUrl: site.siteUrl,
    });
    await buildAdmin({
      clientDir,
      config: cmsConfig({ siteName: site.siteName, siteUrl: site.siteUrl, cms }),
    });
    finishBuild({
      clientDir,
      siteUrl: site.siteUrl,
      paths: sitePaths,
      // CAT's voice demo and each demo agent's: the same calls.
      voiceDemoPaths: [pagePaths.voiceDemo, ...agentSlugs.map(agentPath)],
      landingPath: pagePaths.home,
      editorPath,
      demoAgents: withSiteName(contentAgents(process.cwd()), site.siteName),
      integrations: {
        vapi: site.vapi !== undefined,
        tally: site.tallyFormId !== undefined,
        posthogHost: site.posthog?.host,
        sentryDsn: site.sentryDsn,
        calOrigin: site.booking?.origin,
        // The guard: the page reaches Vapi through the site's endpoint (Vercel runs it as functions).
        guard: site.vapi !== undefined && "turnstileSiteKey" in site.vapi,
        // The landing's own contact form, which asks Turnstile too when the guard is on.
        leadForm: site.leadForm && site.tallyFormId === undefined,
      },
      // Vercel sets VERCEL=1 and deploys `.vercel/output` beside the build folder (the project root).
      vercelOutputDir:
        process.env.VERCEL === "1" ? join(dirname(buildDirectory), ".vercel", "output") : undefined,
    });
  },
} satisfies Config;
