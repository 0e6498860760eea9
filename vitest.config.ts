import { defineConfig } from "vitest/config";

import { parseConfig } from "./app/lib/config-schema.ts";

export default defineConfig({
  // Unit tests run against the default configuration (no keys set).
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_DATE__: JSON.stringify("2026-03-14") },
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "admin/**/*.test.ts",
      "deploy/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      "scripts/**/*.test.{ts,mjs}",
      // Unit tests of the browser-test helpers; Playwright runs only *.spec.ts.
      "e2e/**/*.test.{ts,mjs}",
    ],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
