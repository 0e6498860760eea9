// @ts-check
/**
 * Renders the shipped images from their sources: public/favicon.svg to the PNG icons
 * (32 px favicon, 180 px apple-touch-icon) and the 1200×630 social card
 * (public/og-image.jpg). Run by hand after changing the logo or the brand name:
 * `node scripts/make-images.mjs`.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

import { browserExecutable, chromiumArgs } from "./browser.mjs";

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const font = readFileSync(
  join(root, "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2"),
).toString("base64");
const brand = process.env.VITE_SITE_NAME ?? "Agentia";

const card = `
<style>
  @font-face { font-family: Manrope; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 200 800; }
  html, body { margin: 0; }
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 72px 80px; font-family: Manrope, sans-serif;
    color: #f4f5fb; display: flex; flex-direction: column; justify-content: space-between;
    background: radial-gradient(circle at 85% 15%, rgba(167,139,250,.35), transparent 45%),
                radial-gradient(circle at 10% 90%, rgba(56,214,240,.28), transparent 50%), #0b0f1a; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -1px; }
  .brand svg { width: 72px; height: 72px; }
  h1 { font-size: 72px; line-height: 1.05; font-weight: 800; letter-spacing: -2px; margin: 0; max-width: 960px; }
  h1 span { background: linear-gradient(90deg, #38d6f0, #a78bfa); -webkit-background-clip: text; color: transparent; }
  p { font-size: 30px; color: #c4c8da; margin: 0; }
</style>
<div class="brand">${svg}${brand}</div>
<h1>Agentes de IA que trabajan por tu empresa <span>24/7</span></h1>
<p>Voz · Chat · Datos · Seguridad · CRM — desde Buenos Aires</p>`;

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
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: join(publicDir, "og-image.jpg"), type: "jpeg", quality: 85 });
await browser.close();
