// @vitest-environment node
import { chromium } from "@playwright/test";
import { describe, expect, it, vi } from "vitest";

import { browserExecutable, chromiumArgs, disabledFeatures, NO_BROWSER, testBrowser } from "./browser.mjs";

const PLAYWRIGHTS = "/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";

/** A machine with these files; `install` adds Playwright's Chromium when the download works. */
function machine(files: string[], { downloadWorks }: { downloadWorks: boolean }) {
  const present = new Set(files);
  const install = vi.fn(() => {
    if (downloadWorks) present.add(PLAYWRIGHTS);
    return downloadWorks;
  });
  return { exists: (path: string) => present.has(path), install, playwrightChromium: PLAYWRIGHTS };
}

describe("browserExecutable", () => {
  it("prefers CHROME_PATH, then Debian's Chromium, else leaves it to Playwright", () => {
    const exists = (path: string) => ["/opt/chrome", "/usr/bin/chromium"].includes(path);
    expect(browserExecutable({ env: { CHROME_PATH: "/opt/chrome" }, exists })).toBe("/opt/chrome");
    expect(browserExecutable({ env: {}, exists })).toBe("/usr/bin/chromium");
    expect(browserExecutable({ env: { CHROME_PATH: "/missing" }, exists })).toBe("/usr/bin/chromium");
    expect(browserExecutable({ env: {}, exists: () => false })).toBeUndefined();
  });
});

describe("testBrowser", () => {
  it("uses CHROME_PATH without downloading anything", () => {
    const checks = machine(["/opt/chrome"], { downloadWorks: true });
    expect(testBrowser({ ...checks, env: { CHROME_PATH: "/opt/chrome" } })).toEqual({
      executable: "/opt/chrome",
    });
    expect(checks.install).not.toHaveBeenCalled();
  });

  it("uses Debian's Chromium without downloading anything", () => {
    const checks = machine(["/usr/bin/chromium"], { downloadWorks: true });
    expect(testBrowser({ ...checks, env: {} })).toEqual({ executable: "/usr/bin/chromium" });
    expect(checks.install).not.toHaveBeenCalled();
  });

  it("uses Playwright's Chromium when it is already there", () => {
    const checks = machine([PLAYWRIGHTS], { downloadWorks: true });
    expect(testBrowser({ ...checks, env: {} })).toEqual({ executable: PLAYWRIGHTS });
    expect(checks.install).not.toHaveBeenCalled();
  });

  it("with no browser at all, downloads Playwright's Chromium once and uses it", () => {
    const checks = machine([], { downloadWorks: true });
    expect(testBrowser({ ...checks, env: {} })).toEqual({ executable: PLAYWRIGHTS });
    expect(checks.install).toHaveBeenCalledTimes(1);
  });

  it("when the download fails, stops with the two ways to get one", () => {
    const checks = machine([], { downloadWorks: false });
    expect(testBrowser({ ...checks, env: { CHROME_PATH: "/missing" } })).toEqual({ error: NO_BROWSER });
    expect(checks.install).toHaveBeenCalledTimes(1);
    expect(NO_BROWSER).toContain("apt-get install -y chromium");
    expect(NO_BROWSER).toContain("CHROME_PATH=/path/to/chrome npm test");
  });

  it("a download that reports success but leaves no browser is a failure too", () => {
    const checks = { ...machine([], { downloadWorks: false }), install: vi.fn(() => true) };
    expect(testBrowser({ ...checks, env: {} })).toEqual({ error: NO_BROWSER });
  });
});

describe("chromiumArgs", () => {
  it("keeps every feature Playwright turns off, since Chromium reads only the last list", async () => {
    const browser = await chromium.launch({ executablePath: browserExecutable(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto("chrome://version");
      const commandLine = await page.locator("#command_line").innerText();
      const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
        match[1]!.split(","),
      );
      // Playwright's comes first, ours last.
      expect(lists.length).toBeGreaterThanOrEqual(2);
      expect(lists.at(-1)).toEqual(disabledFeatures);
      expect(disabledFeatures).toEqual(expect.arrayContaining(lists[0]!));
      // And no omnibox popup page of Chromium's own beside the page under test.
      const { targetInfos } = await (await browser.newBrowserCDPSession()).send("Target.getTargets");
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(
        expect.stringContaining("omnibox-popup"),
      );
    } finally {
      await browser.close();
    }
  }, 30_000);
});
