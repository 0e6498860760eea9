import { defineConfig, devices } from "@playwright/test";

import { testLaunchOptions } from "./scripts/browser.mjs";
import {
  builds,
  collectorOrigin,
  guardedServerEnv,
  integrationServerEnv,
  ports,
  upstreamOrigin,
} from "./e2e/builds.mjs";
import { parseConfig } from "./app/lib/config-schema.ts";

// Specs import copy from app/content/, which reads the build-time configuration object;
// this config file runs in every worker before the specs, so the defaults are put in place here.
Object.assign(globalThis, {
  __SITE_CONFIG__: parseConfig({}),
  __BUILD_DATE__: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(),
});

/**
 * Specs named `*.integration.spec.ts` run against the integration build (every vendor
 * configured with test values), `*.guarded.spec.ts` against the guarded build (the voice demo
 * behind Turnstile and the site's endpoint); all others against the default build (no keys).
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: testLaunchOptions(),
};

export default defineConfig({
  testDir: "e2e",
  // *.test.ts beside the specs are Vitest unit tests of the helpers.
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    locale: "es-AR",
    // A failed test keeps its trace (actions, console, network). DOM snapshots at every action,
    // and the screencast, took 40% of the run's CPU (landing.spec: 288 s busy with them, 188 s
    // without); `npm run test:e2e -- --trace retain-on-failure <spec>` records them for one rerun.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: (["default", "integration", "guarded"] as const).map((name) => ({
    name,
    ...(name === "default"
      ? { testIgnore: /\.(integration|guarded)\.spec\.ts$/ }
      : { testMatch: new RegExp(`\\.${name}\\.spec\\.ts$`) }),
    use: { ...chromium, baseURL: `http://127.0.0.1:${ports[name]}` },
  })),
  // The production builds, served exactly as `npm start` serves them; scripts/e2e.mjs has built
  // them (or kept them, when fresh or asked to), so the servers never build.
  webServer: [
    ...(["default", "integration", "guarded"] as const).map((name) => ({
      command: "node scripts/start.mjs --no-build",
      env: {
        PORT: String(ports[name]),
        BUILD_DIR: builds[name].dir,
        ...builds[name].env,
        // The endpoints' secrets are the host's, given to the server, never to the build.
        ...(name === "guarded" ? guardedServerEnv : {}),
        ...(name === "integration" ? integrationServerEnv : {}),
      },
      url: `http://127.0.0.1:${ports[name]}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
    })),
    // Siteverify and Vapi's API as the guarded server reaches them, Cal.com and the webhook as the
    // integration server's /api/agent does (e2e/demo-upstream.mjs), and the local PostHog + Sentry
    // the integration build reports to (e2e/collector.mjs).
    ...[
      { script: "e2e/demo-upstream.mjs", origin: upstreamOrigin },
      { script: "e2e/collector.mjs", origin: collectorOrigin },
    ].map(({ script, origin }) => ({
      command: `node ${script}`,
      env: { E2E_PORT: String(ports.default) },
      url: `${origin}/__health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
    })),
  ],
});
