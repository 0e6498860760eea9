import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { agentPath, casePath, pagePaths } from "./lib/paths.ts";

/** The slugs of a folder of content files: `content/data/<folder>/<slug>.json`. */
const slugsIn = (folder: string) =>
  readdirSync(join(import.meta.dirname, "content", "data", folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();

/** A page per case file: `content/data/cases/<slug>.json` is `/casos/<slug>/`. */
export const caseSlugs = slugsIn("cases");

/** A page per demo agent: `content/data/agents/<slug>.json` is `/demo-cat/<slug>/`. */
export const agentSlugs = slugsIn("agents");

/** Pages that exist, at the addresses hosts serve. The sitemap and the prerender list come from here. */
export const sitePaths = [
  ...Object.values(pagePaths),
  ...caseSlugs.map(casePath),
  ...agentSlugs.map(agentPath),
];

/**
 * The not-found page is prerendered at this path and copied to `404.html`,
 * which the production server (and static hosts) send with status 404.
 */
export const notFoundPath = "/404";

/**
 * What React Router prerenders: it writes `<path>/index.html` either way, but matches its list
 * against paths without the trailing slash (with one, it writes its empty SPA shell instead).
 */
export const prerenderedPaths = [...sitePaths.map((path) => path.replace(/(.)\/$/, "$1")), notFoundPath];

export default [
  index("routes/home.tsx"),
  route("demo-cat", "routes/demo-cat.tsx"),
  route("demo-cat/:slug", "routes/demo-agente.tsx"),
  route("privacidad", "routes/privacidad.tsx"),
  route("casos/:slug", "routes/caso.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
