// @ts-check
/**
 * Import circles, checked by `npm run lint` (lint:cycles) rather than ESLint's import-x/no-cycle:
 * that rule skips `import type`, yet a circle of types still leaves two modules neither of which
 * reads without the other, and made to parse .ts files it doubled ESLint's time. This follows
 * every import, type-only and dynamic ones included.
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules import only what sits below them: move what both need into a module of its own, " +
        "or pass it in as an argument.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules/" },
    // Build output, and the fixtures scripts/import-circles.test.ts checks with this file.
    exclude: {
      path: "^(build|build-[^/]+|\\.vercel|\\.react-router|test-results|playwright-report)/|^scripts/fixtures/",
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
