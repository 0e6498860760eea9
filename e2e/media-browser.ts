import type { BrowserType } from "@playwright/test";

import { browserExecutable, chromiumArgs } from "../scripts/browser.mjs";

/**
 * A second browser launched without one of the fake-media flags, for what the shared browser
 * cannot show: without `--use-fake-ui-for-media-stream` headless Chromium refuses the microphone
 * until the test grants it (`context.grantPermissions`), as a visitor answers the prompt; without
 * `--use-fake-device-for-media-stream` there is no microphone at all. Its console is watched like
 * the fixture does.
 */
export async function browserWithout(
  playwright: { chromium: BrowserType },
  baseURL: string | undefined,
  flag: string,
) {
  const browser = await playwright.chromium.launch({
    executablePath: browserExecutable(),
    args: chromiumArgs.filter((arg) => arg !== flag),
  });
  const context = await browser.newContext({ baseURL, locale: "es-AR" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors, close: () => browser.close() };
}
