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
 * For each module some page imports statically (what it needs before it works), the pages that do.
 * Lazy imports are not followed: what loads on a tap stays out of the first load.
 * @param {Iterable<string>} ids every module of the build
 * @param {(id: string) => readonly string[]} staticImports the modules `id` imports statically
 * @returns {Map<string, Set<string>>}
 */
export function pagesNeeding(ids, staticImports) {
  /** @type {Map<string, Set<string>>} */
  const pages = new Map();
  for (const id of ids) {
    const route = routeModule.exec(id)?.[1];
    if (route === undefined) continue;
    const stack = [id];
    for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
      const needing = pages.get(current) ?? new Set();
      if (needing.has(route)) continue;
      pages.set(current, needing.add(route));
      stack.push(...staticImports(current));
    }
  }
  return pages;
}

/**
 * The chunk a module belongs in: `shared` when the root or more than one page needs it at first
 * load, `page-<name>` when one page alone does; `null` for the route modules themselves (React
 * Router loads each as its own file) and for code no page needs at first load (Rolldown's own cut).
 * @param {Map<string, Set<string>>} pages from `pagesNeeding`
 * @param {string} id
 * @returns {string | null}
 */
export function chunkOf(pages, id) {
  const needing = pages.get(id);
  if (needing === undefined || routeModule.test(id)) return null;
  const [only] = needing;
  if (only === undefined || needing.size > 1 || only === "root") return "shared";
  return only.replace("routes/", "page-");
}

/**
 * The Vite plugin that reads the module graph once it is complete, and the Rolldown option that
 * cuts chunks by it.
 * @returns {{ plugin: import("vite").Plugin; codeSplitting: import("vite").Rolldown.CodeSplittingOptions }}
 */
export function firstLoadChunks() {
  /** @type {Map<string, Set<string>>} */
  let pages = new Map();
  /** @param {string} id */
  const chunk = (id) => chunkOf(pages, id);
  return {
    plugin: {
      name: "first-load-chunks",
      applyToEnvironment: (environment) => environment.name === "client",
      buildEnd() {
        pages = pagesNeeding(this.getModuleIds(), (id) => this.getModuleInfo(id)?.importedIds ?? []);
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
