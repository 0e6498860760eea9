// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";

import { chunkGraphFile, chunkOf, pagesReaching } from "./first-load-chunks.mjs";

/** A small app: the root and two pages, sharing a button; the landing lazily loads a dialog. */
const staticImports: Record<string, string[]> = {
  "/p/app/root.tsx": ["/p/app/components/ui/button.tsx", "/p/node_modules/react/index.js"],
  "/p/app/routes/home.tsx": [
    "/p/app/features/landing/hero.tsx",
    "/p/app/content/sections.ts",
    "/p/app/features/contact/provider.tsx",
  ],
  "/p/app/routes/demo-cat.tsx": ["/p/app/features/voice-demo/panel.tsx", "/p/app/content/sections.ts"],
  // A demo agent's page: /demo-cat/'s voice demo with other data.
  "/p/app/routes/demo-agente.tsx": [
    "/p/app/features/voice-demo/panel.tsx",
    "/p/app/features/voice-demo/agent.ts",
  ],
  "/p/app/features/voice-demo/agent.ts": [],
  "/p/app/features/landing/hero.tsx": ["/p/app/components/ui/button.tsx"],
  "/p/app/features/voice-demo/panel.tsx": ["/p/app/features/voice-demo/call-state.ts"],
  "/p/app/features/voice-demo/call-state.ts": [],
  "/p/app/components/ui/button.tsx": ["/p/node_modules/react/index.js"],
  "/p/app/content/sections.ts": [],
  "/p/app/features/contact/provider.tsx": [],
  "/p/node_modules/react/index.js": [],
  "/p/app/features/contact/dialog.tsx": ["/p/app/components/ui/button.tsx"],
};
/** The landing opens its dialog lazily; /demo-cat loads the landing's contact provider lazily. */
const lazyImports: Record<string, string[]> = {
  "/p/app/features/landing/hero.tsx": ["/p/app/features/contact/dialog.tsx"],
  "/p/app/features/voice-demo/panel.tsx": ["/p/app/features/contact/provider.tsx"],
};
/** Who imports `id` in `imports`. */
const importersIn = (imports: Record<string, string[]>, id: string) =>
  Object.keys(imports).filter((importer) => imports[importer]!.includes(id));
/** What Rolldown's chunking context says of each module. */
const graph = {
  getModuleInfo: (id: string) =>
    ({
      importers: importersIn(staticImports, id),
      dynamicImporters: importersIn(lazyImports, id),
    }) as unknown as ReturnType<Rolldown.ChunkingContext["getModuleInfo"]>,
};
const needing = (id: string) => pagesReaching(id, (module) => importersIn(staticImports, module));

describe("pagesReaching", () => {
  it("walks up the importers to every route module, root included", () => {
    expect(needing("/p/app/features/voice-demo/call-state.ts")).toEqual(new Set(["routes/demo-cat"]));
    expect(needing("/p/app/content/sections.ts")).toEqual(new Set(["routes/home", "routes/demo-cat"]));
    expect(needing("/p/node_modules/react/index.js")).toEqual(new Set(["root", "routes/home"]));
  });

  it("reaches lazy code only through the imports it is given", () => {
    expect(needing("/p/app/features/contact/dialog.tsx").size).toBe(0);
    const reaching = pagesReaching("/p/app/features/contact/dialog.tsx", (module) => [
      ...importersIn(staticImports, module),
      ...importersIn(lazyImports, module),
    ]);
    expect(reaching).toEqual(new Set(["routes/home"]));
  });
});

describe("chunkOf", () => {
  it.each([
    ["the shared chunk: what the root or several pages need", "/p/app/components/ui/button.tsx", "shared"],
    ["the shared chunk: what several pages need", "/p/app/content/sections.ts", "shared"],
    ["a page's chunk: what that page alone needs", "/p/app/features/landing/hero.tsx", "page-home"],
    [
      "a page's chunk: what that page alone needs",
      "/p/app/features/voice-demo/call-state.ts",
      "page-demo-cat",
    ],
    // Not the shared chunk, which every page loads: the agents' pages load /demo-cat/'s.
    [
      "/demo-cat/'s chunk: what /demo-cat/ and the agents' pages need",
      "/p/app/features/voice-demo/panel.tsx",
      "page-demo-cat",
    ],
    [
      "/demo-cat/'s chunk: what the agents' pages alone need",
      "/p/app/features/voice-demo/agent.ts",
      "page-demo-cat",
    ],
    ["none: the agents' route module", "/p/app/routes/demo-agente.tsx", null],
    // Or /demo-cat would fetch the landing's whole chunk for its provider.
    ["none: what one page needs and another loads lazily", "/p/app/features/contact/provider.tsx", null],
    ["none: a route module, which React Router loads itself", "/p/app/routes/home.tsx", null],
    ["none: the root's route module", "/p/app/root.tsx", null],
    ["none: code only lazy chunks use", "/p/app/features/contact/dialog.tsx", null],
  ])("gives %s (%s)", (_, id, chunk) => {
    expect(chunkOf(id, graph)).toBe(chunk);
  });
});

describe("chunkGraphFile", () => {
  it("writes each chunk's imports and the modules in it loaded with import(), beside the client folder", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "agentia-chunk-graph-"));
    const plugin = chunkGraphFile() as unknown as {
      configResolved: (config: { root: string }) => void;
      writeBundle: (this: typeof graph, options: { dir: string }, bundle: object) => void;
    };
    plugin.configResolved({ root: "/p" });
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
      type: "chunk",
      fileName,
      moduleIds,
      imports,
    });
    plugin.writeBundle.call(
      graph,
      { dir: join(buildDir, "client") },
      {
        "assets/page-home-a1.js": chunk(
          "assets/page-home-a1.js",
          ["/p/app/features/landing/hero.tsx"],
          ["assets/shared-b2.js"],
        ),
        "assets/dialog-c3.js": chunk("assets/dialog-c3.js", ["/p/app/features/contact/dialog.tsx"]),
        "favicon.svg": { type: "asset", fileName: "favicon.svg" },
      },
    );
    const written = JSON.parse(readFileSync(join(buildDir, "chunk-graph.json"), "utf8"));
    rmSync(buildDir, { recursive: true });
    expect(written).toEqual({
      "assets/page-home-a1.js": { imports: ["assets/shared-b2.js"], lazyModules: {} },
      "assets/dialog-c3.js": {
        imports: [],
        lazyModules: { "app/features/contact/dialog.tsx": ["app/features/landing/hero.tsx"] },
      },
    });
  });
});
