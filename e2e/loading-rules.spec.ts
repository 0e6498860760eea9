/**
 * The loading rules (docs/architecture.md, "Loading"), checked on what the three builds wrote: each
 * prerendered page's HTML and the bundler's chunk graph. No browser is needed, so they cost a second
 * of `npm test`, and a change that breaks one fails here, naming the rule and the page, before the
 * bench could show what it costs a slow phone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type DefaultTreeAdapterTypes as Html, parse as parseHtml } from "parse5";

import { bookDemoLabel } from "../app/content/booking";
import { sitePaths } from "../app/routes";
import { pageChunkOwner } from "../scripts/first-load-chunks.mjs";
import { builds } from "./builds.mjs";

/** Rule 1: every page loads React Router's manifest and entry, the runtime, the shared chunk, the root. */
const everyPage = ["manifest", "entry.client", "rolldown-runtime", "shared", "root"];

/**
 * Rules 1 and 3: a route's own code that another route loads with `import()`. It keeps a chunk of its
 * own (scripts/first-load-chunks.mjs), or that other route would fetch this one's page chunk for it.
 */
const ownCodeLoadedLazilyElsewhere: Record<string, string[]> = { "routes/home": ["contact-dialog-provider"] };

/**
 * Rule 1: what a route loads first, by chunk name: every page's chunks, its route module, its
 * `page-<name>` chunk (the code it alone imports, or for a page of `pageChunkOwner` the page chunk
 * it shares: a demo agent's page loads `page-demo-cat`) and its chunks listed above.
 */
function declaredFirstLoad(route: string) {
  const name = route.replace("routes/", "");
  const pageChunk = `page-${(pageChunkOwner[route] ?? route).replace("routes/", "")}`;
  return [...everyPage, name, pageChunk, ...(ownCodeLoadedLazilyElsewhere[route] ?? [])].sort();
}

/**
 * Rule 2's one allowance: a control whose boundary's fallback is that same control. With Cal.com
 * configured, 'Reservar demo' is BookingLink's scheduler link, whose fallback is the plain link
 * (booking-link.tsx): until the boundary hydrates, a tap follows the link, as the fallback's would.
 */
const sameAsItsFallback = [bookDemoLabel];

/** Every prerendered page: the site's addresses and the not-found page. */
const pages = [
  ...sitePaths.map((path) => ({ name: path, file: join(path, "index.html") })),
  { name: "the not-found page", file: "404.html" },
];

/** `assets/shared-nniuiZN4.js` → `shared`: the names stay while the hashes change with every edit. */
const chunkName = (file: string) => file.replace(/^assets\//, "").replace(/-[\w-]{8}\.js$/, "");

/**
 * The cut as the bundler made it (scripts/first-load-chunks.mjs writes it beside the client folder):
 * each chunk's static imports, and the modules in it that some code loads with `import()`.
 */
type ChunkGraph = Record<string, { imports: string[]; lazyModules: Record<string, string[]> }>;

const graphs = new Map<string, ChunkGraph>();
function chunkGraph(dir: string): ChunkGraph {
  if (!graphs.has(dir)) graphs.set(dir, JSON.parse(readFileSync(join(dir, "chunk-graph.json"), "utf8")));
  return graphs.get(dir)!;
}

/** Every node below `parent` in document order, comments included. */
function* nodesOf(parent: Html.ParentNode): Generator<Html.ChildNode> {
  for (const child of parent.childNodes) {
    yield child;
    if ("childNodes" in child) yield* nodesOf(child);
  }
}

const isElement = (node: Html.ChildNode): node is Html.Element => "tagName" in node;
const attribute = (element: Html.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Html.Element): string =>
  element.childNodes
    .map((child) => (isElement(child) ? textOf(child) : "value" in child ? child.value : ""))
    .join("");

/** A prerendered page: its route, the chunks it loads before it works, its parsed document. */
function readPage(dir: string, file: string) {
  const document = parseHtml(readFileSync(join(dir, "client", file), "utf8"));
  const elements = [...nodesOf(document)].filter(isElement);
  const inlineModules = elements
    .filter((element) => element.tagName === "script" && attribute(element, "type") === "module")
    .map(textOf)
    .join("\n");
  const route = inlineModules.match(/"(routes\/[\w-]+)":\s*route\d/)?.[1];
  if (!route) throw new Error(`${dir}/client/${file} names no route in window.__reactRouterRouteModules`);

  const urls = [
    ...elements.flatMap((element) => {
      if (element.tagName === "script") return [attribute(element, "src")];
      const preload = element.tagName === "link" && attribute(element, "rel") === "modulepreload";
      return preload ? [attribute(element, "href")] : [];
    }),
    // React Router's inline module imports its manifest and route modules, and its entry at once.
    ...[...inlineModules.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map(([, url]) => url),
  ];
  const graph = chunkGraph(dir);
  const firstLoad = new Set(urls.flatMap((url) => (url?.startsWith("/assets/") ? [url.slice(1)] : [])));
  // What those chunks import loads too, preloaded or not.
  for (const chunk of firstLoad) for (const imported of graph[chunk]?.imports ?? []) firstLoad.add(imported);
  return { route, firstLoad: [...firstLoad], document, graph };
}

/**
 * React's marks around a Suspense boundary (done, pending, being revealed, rendered on the client)
 * and around an `<Activity>`, which hydrates the same way.
 */
const boundaryOpens = ["$", "$?", "$~", "$!", "&"];
const boundaryCloses = ["/$", "/&"];
/** WAI-ARIA roles of what a visitor clicks, taps or types in. */
const controlRoles = [
  ...["button", "link", "checkbox", "radio", "switch", "tab", "option", "treeitem"],
  ...["menuitem", "menuitemcheckbox", "menuitemradio"],
  ...["combobox", "listbox", "slider", "spinbutton", "textbox", "searchbox"],
];

function isControl(element: Html.Element) {
  const { tagName } = element;
  const tabIndex = attribute(element, "tabindex");
  const editable = attribute(element, "contenteditable");
  return (
    ["button", "select", "textarea", "summary"].includes(tagName) ||
    (["a", "area"].includes(tagName) && attribute(element, "href") !== undefined) ||
    (tagName === "input" && attribute(element, "type") !== "hidden") ||
    (attribute(element, "role") ?? "").split(/\s+/).some((role) => controlRoles.includes(role)) ||
    (tabIndex !== undefined && Number(tabIndex) >= 0) ||
    (editable !== undefined && editable !== "false")
  );
}

/** The controls of a page inside a Suspense boundary, as `<tag> "its name"`. */
function controlsInBoundaries(document: Html.Document) {
  const found: string[] = [];
  let depth = 0;
  for (const node of nodesOf(document)) {
    if (node.nodeName === "#comment" && "data" in node) {
      if (boundaryOpens.includes(node.data)) depth += 1;
      if (boundaryCloses.includes(node.data)) depth -= 1;
    } else if (depth > 0 && isElement(node) && isControl(node)) {
      const name = (attribute(node, "aria-label") ?? textOf(node)).replace(/\s+/g, " ").trim();
      if (node.tagName !== "a" || !sameAsItsFallback.includes(name))
        found.push(`<${node.tagName}> "${name}"`);
    }
  }
  return found;
}

for (const { name, file } of pages) {
  test.describe(name, () => {
    test("rule 1: it loads first the chunks its route declares, and nothing else", () => {
      for (const [build, { dir }] of Object.entries(builds)) {
        const { route, firstLoad } = readPage(dir, file);
        expect(
          firstLoad.map(chunkName).sort(),
          `Rule 1, a route's first load is the chunks it declares: ${name} (${route}) in the ${build} build`,
        ).toEqual(declaredFirstLoad(route));
      }
    });

    // React hydrates a prerendered boundary in a later pass: 'Iniciar Llamada' in one worked 30-45 ms later.
    test("rule 2: no control a visitor can tap sits inside a Suspense boundary", () => {
      for (const [build, { dir }] of Object.entries(builds)) {
        const { route, document } = readPage(dir, file);
        expect(
          controlsInBoundaries(document),
          `Rule 2, no control inside a Suspense boundary: ${name} (${route}) in the ${build} build`,
        ).toEqual([]);
      }
    });

    test("rule 3: nothing the site loads with import() is in its first load", () => {
      for (const [build, { dir }] of Object.entries(builds)) {
        const { route, firstLoad, graph } = readPage(dir, file);
        const lazyInFirstLoad = firstLoad
          .filter((chunk) => !ownCodeLoadedLazilyElsewhere[route]?.includes(chunkName(chunk)))
          .flatMap((chunk) =>
            Object.entries(graph[chunk]?.lazyModules ?? {}).map(
              ([module, importers]) =>
                `${module} (in ${chunk}), which ${importers.join(", ")} loads with import()`,
            ),
          );
        expect(
          lazyInFirstLoad,
          `Rule 3, a lazy part stays out of every first load: ${name} (${route}) in the ${build} build`,
        ).toEqual([]);
      }
    });
  });
}
