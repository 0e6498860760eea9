import type { Config } from "@react-router/dev/config";

import { prerenderedPaths } from "./app/routes";

export default {
  ssr: false,
  // Alternative builds (for example the browser tests' integration build) go to their own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...prerenderedPaths],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
