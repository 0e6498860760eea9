import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Pages that exist. The sitemap and the prerender list come from here. */
export const sitePaths = ["/", "/demo-cat", "/privacidad"] as const;

/**
 * The not-found page is prerendered at this path and copied to `404.html`,
 * which the production server (and static hosts) send with status 404.
 */
export const notFoundPath = "/404";

export const prerenderedPaths = [...sitePaths, notFoundPath];

export default [
  index("routes/home.tsx"),
  route("demo-cat", "routes/demo-cat.tsx"),
  route("privacidad", "routes/privacidad.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
