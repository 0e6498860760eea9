// @ts-check
/**
 * The images the build makes from the brand: each page's 1200×630 social card (its title, the site
 * name and the logo, `public/favicon.svg`), drawn by satori and rasterised by resvg, and the PNG
 * icons the logo gives (32 px favicon, 180 px apple-touch-icon). A new brand name, a new logo or a
 * new case needs no hand step. The site itself keeps the system font stack; the cards use Manrope
 * from npm (satori reads WOFF, not WOFF2).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

import { socialImagePath } from "../app/lib/seo.ts";
import { cachedFile, keepFile, keyOf, lockedVersions } from "./build-cache.mjs";

const require = createRequire(import.meta.url);
const font = (/** @type {number} */ weight) =>
  readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));

export const CARD = { width: 1200, height: 630 };

/**
 * The words of a title the card shows: the site name is on the card already, so a title's
 * ` · <name>` suffix or `<name> · ` prefix goes.
 * @param {string} title
 * @param {string} siteName
 */
export function cardTitle(title, siteName) {
  const suffix = ` · ${siteName}`;
  const prefix = `${siteName} · `;
  if (title.endsWith(suffix)) return title.slice(0, -suffix.length);
  if (title.startsWith(prefix)) return title.slice(prefix.length);
  return title;
}

/** @param {string} html @returns {string | undefined} the page's `<title>`, entities decoded */
export function titleOf(html) {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} [children]
 * @param {Record<string, unknown>} [props]
 */
const node = (type, style, children, props = {}) => ({ type, props: { style, children, ...props } });

/**
 * One card as a PNG.
 * @param {{ title: string; siteName: string; host: string; logoSvg: string }} card
 * @returns {Promise<Buffer>}
 */
export async function renderCard({ title, siteName, host, logoSvg }) {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;
  // satori reads plain `{ type, props }` trees, React elements without React.
  const tree = node(
    "div",
    {
      width: CARD.width,
      height: CARD.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      color: "#f4f5fb",
      backgroundColor: "#0b0f1a",
      backgroundImage:
        "radial-gradient(circle at 85% 15%, rgba(167,139,250,0.35), transparent 45%), radial-gradient(circle at 10% 90%, rgba(56,214,240,0.28), transparent 50%)",
      fontFamily: "Manrope",
    },
    [
      node("div", { display: "flex", alignItems: "center", gap: 20, fontSize: 44, fontWeight: 800 }, [
        node("img", { width: 72, height: 72 }, undefined, { src: logo, width: 72, height: 72 }),
        siteName,
      ]),
      node(
        "div",
        {
          display: "flex",
          fontSize: title.length > 48 ? 60 : 72,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -1.5,
          maxWidth: 1040,
        },
        title,
      ),
      node("div", { display: "flex", fontSize: 30, fontWeight: 700, color: "#c4c8da" }, host),
    ],
  );
  const svg = await satori(/** @type {import("react").ReactNode} */ (/** @type {unknown} */ (tree)), {
    ...CARD,
    fonts: [
      { name: "Manrope", data: font(700), weight: 700, style: "normal" },
      { name: "Manrope", data: font(800), weight: 800, style: "normal" },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD.width } }).render().asPng();
}

/**
 * @param {string} svg the logo
 * @param {number} size its side in pixels
 */
export const renderIcon = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();

/**
 * Writes every page's card beside its `index.html`, and the logo's PNG icons, into `clientDir`. A
 * card drawn before from the same words, logo and drawing code is copied (scripts/build-cache.mjs):
 * drawing one takes about half a second.
 * @param {{ clientDir: string; paths: readonly string[]; siteName: string; siteUrl: string }} options
 */
export async function writeBrandImages({ clientDir, paths, siteName, siteUrl }) {
  const logoSvg = readFileSync(join(clientDir, "favicon.svg"), "utf8");
  const drawing = [
    readFileSync(import.meta.filename),
    lockedVersions(["satori", "@resvg/resvg-js", "@fontsource/manrope"]),
  ];
  writeFileSync(join(clientDir, "favicon-32.png"), renderIcon(logoSvg, 32));
  writeFileSync(join(clientDir, "apple-touch-icon.png"), renderIcon(logoSvg, 180));
  const host = new URL(siteUrl).host;
  for (const path of paths) {
    const title = titleOf(readFileSync(join(clientDir, path, "index.html"), "utf8"));
    if (!title) throw new Error(`${path}: the prerendered page has no <title> to draw its social image from`);
    // Beside the page (`/casos/logistica/og-image.png`), where its meta points (app/lib/seo.ts).
    const target = join(clientDir, socialImagePath(path));
    mkdirSync(dirname(target), { recursive: true });
    const card = { title: cardTitle(title, siteName), siteName, host, logoSvg };
    const key = keyOf(card, ...drawing);
    writeFileSync(
      target,
      cachedFile("social-image", key) ?? keepFile("social-image", key, await renderCard(card)),
    );
  }
}
