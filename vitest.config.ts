import { readFileSync } from "node:fs";
import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";

import { contentPlugin } from "./app/content/check-content.ts";
import { parseConfig } from "./app/lib/config-schema.ts";

/**
 * Tests that render or use hooks run in jsdom; the rest (pure logic, the build's and the server's
 * scripts) run in Node, which starts far faster. A test elsewhere that needs a DOM says so with a
 * `// @vitest-environment jsdom` first line.
 */
const domTests = ["app/**/*.test.tsx", "app/**/hooks/**/*.test.ts"];
const nodeTests = [
  "app/**/*.test.ts",
  "admin/**/*.test.ts",
  "deploy/**/*.test.{ts,mjs}",
  "server/**/*.test.{ts,mjs}",
  "scripts/**/*.test.{ts,mjs}",
  // Unit tests of the browser-test helpers; Playwright runs only *.spec.ts.
  "e2e/**/*.test.{ts,mjs}",
];

/**
 * Test files share their worker's modules and, for DOM tests, its document, with the files run
 * before them: a fresh module graph and jsdom for each file made the unit phase about 90 s, not
 * 72 s. A file that replaces a module (`vi.mock`) needs its imports loaded anew, and one that fakes
 * the clock runs alone too: sharing, one left a later file waiting for a frame that never came.
 * Isolated DOM files run each in a fresh context of a kept process (`vmForks`), not a process of
 * their own: 42 CPU-s, not 78, for those 15 files (each loaded jsdom and React anew). Objects
 * Vitest itself makes then come from another realm (`instanceof Error` is false for them). Node
 * files stay in processes of their own: there it saved 5 CPU-s and broke three tests.
 */
const needsIsolation = (file: string) => /\bvi\.mock\(|\buseFakeTimers\(/.test(readFileSync(file, "utf8"));
function projects(name: string, environment: "jsdom" | "node", files: string[]) {
  const isolated = files.filter(needsIsolation);
  return [
    {
      extends: true as const,
      test: { name, environment, include: files, exclude: isolated, isolate: false },
    },
    {
      extends: true as const,
      test: {
        name: `${name}, isolated`,
        environment,
        include: isolated,
        ...(environment === "jsdom" && { pool: "vmForks" as const }),
      },
    },
  ];
}

export default defineConfig({
  // The owner's content as the pages get it: parsed through its schema, defaults in place.
  plugins: [contentPlugin()],
  // Unit tests run against the default configuration (no keys set).
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_DATE__: JSON.stringify("2026-03-14") },
  resolve: { tsconfigPaths: true },
  test: {
    // Every core (Vitest leaves one free by default): on two cores the run took 165 s, then 120 s.
    maxWorkers: "100%",
    // `npm test` runs these beside the site's builds, which slow the slowest (about 4 s alone) past
    // the default 5 s. The limit stops a test that hangs; it does not time one.
    testTimeout: 20_000,
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      ...projects("dom", "jsdom", globSync(domTests)),
      ...projects("node", "node", globSync(nodeTests, { ignore: domTests })),
    ],
  },
});
