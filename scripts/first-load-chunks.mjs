// @ts-check
/**
 * How the browser's bundle is cut: one chunk for the code every page needs before it works, one
 * per page for its own, so a page starts with a handful of requests (docs/architecture.md,
 * "Performance rules"). Rolldown's own cut also splits out every module that a lazy chunk shares
 * with a page: `/` started with 17 scripts, and under throttling each request discovered in the
 * HTML costs the first paint about 12 ms of main thread (`npm run bench`).
 */

/** A route module: `app/root.tsx` or `app/routes/<name>.tsx`; `name` is `root` or `routes/<name>`. */
const routeModule = /[\\/]app[\\/](root|routes[\\/][\w-]+)\.tsx$/;

/**
 * For each module, the pages whose route module reaches it through `imports`.
 * @param {Iterable<string>} ids every module of the build
 * @param {(id: string) => readonly string[]} imports the modules `id` imports
 * @returns {Map<string, Set<string>>}
 */
export function pagesReaching(ids, imports) {
  /** @type {Map<string, Set<string>>} */
  const pages = new Map();
  for (const id of ids) {
    const route = routeModule.exec(id)?.[1];
    if (route === undefined) continue;
    const stack = [id];
    for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
      const reaching = pages.get(current) ?? new Set();
      if (reaching.has(route)) continue;
      pages.set(current, reaching.add(route));
      stack.push(...imports(current));
    }
  }
  return pages;
}

/**
 * @typedef {{ needing: Map<string, Set<string>>; reaching: Map<string, Set<string>> }} PageGraph
 *   `needing`: the pages that import a module statically (what they need before they work);
 *   `reaching`: the pages that import it at all, lazily included
 */

/**
 * The chunk a module belongs in: `shared` when the root or more than one page needs it at first
 * load, `page-<name>` when one page alone needs it and no other page loads it even lazily (that
 * page would fetch the whole `page-<name>` chunk for it). `null`, Rolldown's own cut, for the
 * route modules themselves (React Router loads each as its own file), for code no page needs at
 * first load, and for code one page needs and another loads lazily.
 * @param {PageGraph} graph
 * @param {string} id
 * @returns {string | null}
 */
export function chunkOf({ needing, reaching }, id) {
  const pages = needing.get(id);
  if (pages === undefined || routeModule.test(id)) return null;
  if (pages.size > 1 || pages.has("root")) return "shared";
  if ((reaching.get(id)?.size ?? 0) > 1) return null;
  const [page = ""] = pages;
  return page.replace("routes/", "page-");
}

/**
 * The Vite plugin that reads the module graph once it is complete, and the Rolldown option that
 * cuts chunks by it.
 * @returns {{ plugin: import("vite").Plugin; codeSplitting: import("vite").Rolldown.CodeSplittingOptions }}
 */
export function firstLoadChunks() {
  /** @type {PageGraph} */
  let graph = { needing: new Map(), reaching: new Map() };
  /** @param {string} id */
  const chunk = (id) => chunkOf(graph, id);
  return {
    plugin: {
      name: "first-load-chunks",
      applyToEnvironment: (environment) => environment.name === "client",
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const info = (/** @type {string} */ id) => this.getModuleInfo(id);
        graph = {
          needing: pagesReaching(ids, (id) => info(id)?.importedIds ?? []),
          reaching: pagesReaching(ids, (id) => [
            ...(info(id)?.importedIds ?? []),
            ...(info(id)?.dynamicallyImportedIds ?? []),
          ]),
        };
      },
    },
    // `$initial`: modules some entry imports statically; what only lazy chunks use keeps its cut.
    // The shared chunk is cut first: a group takes the imports of what it captures along, so a
    // page's chunk cut first would take the shared code it imports.
    codeSplitting: {
      groups: [
        {
          name: "shared",
          test: (/** @type {string} */ id) => chunk(id) === "shared",
          tags: ["$initial"],
          priority: 2,
        },
        { name: chunk, debugName: "page", tags: ["$initial"], priority: 1 },
      ],
    },
  };
}
