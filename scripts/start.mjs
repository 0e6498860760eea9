// @ts-check
/**
 * `npm start`: builds when the build is missing, older than the sources or made with other
 * settings (scripts/build-state.mjs), then serves it on PORT (default 3000). `--no-build` serves
 * the build as it is (the browser tests' runner has already decided).
 */
import { resolve } from "node:path";

import { serve } from "../server/serve.mjs";
import { build, isFresh } from "./build-state.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);

if (!process.argv.includes("--no-build") && !isFresh(buildDir, process.env)) {
  console.log(
    "Building the site (the build is missing, older than the sources or made with other settings)…",
  );
  build(buildDir, process.env);
}

const server = await serve({ dir: resolve(import.meta.dirname, "..", buildDir, "client"), port });
const address = server.address();
console.log(
  `Serving ${buildDir}/client on http://localhost:${typeof address === "object" ? address?.port : port}`,
);
