// @ts-check
/**
 * Renders public/favicon.svg to the PNG icons (32 px favicon, 180 px apple-touch-icon).
 * Run by hand after changing the SVG: `node scripts/make-icons.mjs`.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

import { browserExecutable, chromiumArgs } from "../e2e/browser.mjs";

const publicDir = resolve(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: browserExecutable(), args: chromiumArgs });
for (const [size, name] of /** @type {const} */ ([
  [32, "favicon-32.png"],
  [180, "apple-touch-icon.png"],
])) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: join(publicDir, name), omitBackground: true });
  await page.close();
}
await browser.close();
