import { defineConfig, devices } from "@playwright/test";

import { browserExecutable, chromiumArgs } from "./e2e/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
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
    baseURL,
    locale: "es-AR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: browserExecutable(), args: chromiumArgs },
      },
    },
  ],
  // The production build, served exactly as `npm start` serves it (it rebuilds when stale).
  webServer: {
    command: "node scripts/start.mjs",
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
