import { readdirSync, readFileSync } from "node:fs";
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
 * Node tests share their worker's modules with the files run before them: a fresh module graph
 * per file took the unit phase from 94 s to 121 s. A file that replaces a module (`vi.mock`) needs
 * its imports loaded anew, so it runs isolated. DOM tests all stay isolated: a listener one file
 * leaves on the document (the early-click script's) would take the next file's clicks.
 */
const mocking = [...new Set(nodeTests.map((glob) => glob.split("/")[0]!))].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => readFileSync(file, "utf8").includes("vi.mock(")),
);

export default defineConfig({
  // The owner's content as the pages get it: parsed through its schema, defaults in place.
  plugins: [contentPlugin()],
  // Unit tests run against the default configuration (no keys set).
  define: { __SITE_CONFIG__: JSON.stringify(parseConfig({})), __BUILD_DATE__: JSON.stringify("2026-03-14") },
  resolve: { tsconfigPaths: true },
  test: {
    // Every core (Vitest leaves one free by default): on two cores the run took 165 s, then 120 s.
    maxWorkers: "100%",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: "dom", environment: "jsdom", include: domTests } },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: nodeTests,
          exclude: [...domTests, ...mocking],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "node, isolated", environment: "node", include: mocking, exclude: domTests },
      },
    ],
  },
});
