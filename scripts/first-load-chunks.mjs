// @ts-check
/**
 * How the browser's bundle is cut: one chunk for the code every page needs before it works, one
 * per page for its own, so a page starts with a handful of requests (docs/architecture.md).
 * Rolldown's own cut also splits out every module a lazy chunk shares with a page: `/` started
 * with 17 scripts, and under throttling each script found in the HTML costs the first paint about
 * 12 ms. Its `minShareCount`/`entriesAware` groups alone gave 6-8 scripts but 3-9 KB more per page.
 */

import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** A route module: `app/root.tsx` or `app/routes/<name>.tsx`; `name` is `root` or `routes/<name>`. */
const routeModule = /[\\/]app[\\/](root|routes[\\/][\w-]+)\.tsx$/;

/**
 * Pages that are another page with other data, and load its page chunk as their own: a demo
 * agent's page (`/demo-cat/<slug>/`) is `/demo-cat/`'s voice demo with that agent, so what the two
 * import is `page-demo-cat`, not the `shared` chunk every page loads.
 * @type {Readonly<Record<string, string>>}
 */
export const pageChunkOwner = { "routes/demo-agente": "routes/demo-cat" };

/**
 * The pages whose route module reaches `id`, walking up `importersOf`; a page of
 * `pageChunkOwner` counts as the page whose chunk it loads.
 * @param {string} id
 * @param {(id: string) => readonly string[]} importersOf
 * @returns {Set<string>} `root` or `routes/<name>`
 */
export function pagesReaching(id, importersOf) {
  const pages = new Set();
  const seen = new Set([id]);
  for (const current of seen) {
    const route = routeModule.exec(current)?.[1];
    if (route !== undefined) pages.add(pageChunkOwner[route] ?? route);
    for (const importer of importersOf(current)) seen.add(importer);
  }
  return pages;
}

/**
 * The chunk a module belongs in: `shared` when the root or more than one page imports it
 * statically, `page-<name>` when one page alone does and no other loads it even lazily (that page
 * would fetch the whole `page-<name>` chunk for it). `null`, Rolldown's own cut, for the route
 * modules (React Router loads each as its own file), for code no page needs at first load, and
 * for code one page needs and another loads lazily.
 * @param {string} id
 * @param {import("vite").Rolldown.ChunkingContext} graph
 * @returns {string | null}
 */
export function chunkOf(id, graph) {
  const info = (/** @type {string} */ module) => graph.getModuleInfo(module);
  const needing = pagesReaching(id, (module) => info(module)?.importers ?? []);
  if (needing.size === 0 || routeModule.test(id)) return null;
  if (needing.size > 1 || needing.has("root")) return "shared";
  const reaching = pagesReaching(id, (module) => [
    ...(info(module)?.importers ?? []),
    ...(info(module)?.dynamicImporters ?? []),
  ]);
  if (reaching.size > 1) return null;
  const [page = ""] = needing;
  return page.replace("routes/", "page-");
}

/**
 * Rolldown's option. `$initial`: modules some entry imports statically. The shared chunk is cut
 * first: a group takes the imports of what it captures along, so a page's chunk cut first would
 * take the shared code it imports.
 * @type {import("vite").Rolldown.CodeSplittingOptions}
 */
export const firstLoadChunks = {
  groups: [
    {
      name: (id, graph) => (chunkOf(id, graph) === "shared" ? "shared" : null),
      debugName: "shared",
      tags: ["$initial"],
      priority: 2,
    },
    { name: chunkOf, debugName: "page", tags: ["$initial"], priority: 1 },
  ],
};

/**
 * Writes the cut as it came out, `chunk-graph.json` beside the client folder (not in it: hosts
 * publish that folder): each chunk's static imports and the modules in it that some code loads
 * with `import()`, with their importers. e2e/loading-rules.spec.ts checks the loading rules on it.
 * @returns {import("vite").Plugin}
 */
export function chunkGraphFile() {
  let root = "";
  return {
    name: "chunk-graph-file",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    writeBundle({ dir = "" }, bundle) {
      const id = (/** @type {string} */ module) => relative(root, module);
      const graph = Object.values(bundle).flatMap((output) => {
        if (output.type !== "chunk") return [];
        const lazyModules = output.moduleIds.flatMap((module) => {
          const importers = this.getModuleInfo(module)?.dynamicImporters ?? [];
          return importers.length > 0 ? [[id(module), importers.map(id)]] : [];
        });
        return [[output.fileName, { imports: output.imports, lazyModules: Object.fromEntries(lazyModules) }]];
      });
      writeFileSync(
        join(dirname(dir), "chunk-graph.json"),
        JSON.stringify(Object.fromEntries(graph), null, 1),
      );
    },
  };
}
