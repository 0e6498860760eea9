// @vitest-environment node
import { describe, expect, it } from "vitest";

import { chunkOf, pagesNeeding } from "./first-load-chunks.mjs";

/** A small app: the root and two pages, sharing a button; the landing lazily loads a dialog. */
const graph: Record<string, string[]> = {
  "/p/app/root.tsx": ["/p/app/components/ui/button.tsx", "/p/node_modules/react/index.js"],
  "/p/app/routes/home.tsx": ["/p/app/features/landing/hero.tsx", "/p/app/content/sections.ts"],
  "/p/app/routes/demo-cat.tsx": ["/p/app/features/voice-demo/panel.tsx", "/p/app/content/sections.ts"],
  "/p/app/features/landing/hero.tsx": ["/p/app/components/ui/button.tsx"],
  "/p/app/features/voice-demo/panel.tsx": ["/p/app/features/voice-demo/call-state.ts"],
  "/p/app/features/voice-demo/call-state.ts": [],
  "/p/app/components/ui/button.tsx": ["/p/node_modules/react/index.js"],
  "/p/app/content/sections.ts": [],
  "/p/node_modules/react/index.js": [],
  // Imported only with import() by the hero: no static edge leads here.
  "/p/app/features/contact/dialog.tsx": ["/p/app/components/ui/button.tsx"],
};
const pages = pagesNeeding(Object.keys(graph), (id) => graph[id] ?? []);

describe("pagesNeeding", () => {
  it("follows static imports from every route module, root included", () => {
    expect(pages.get("/p/app/features/voice-demo/call-state.ts")).toEqual(new Set(["routes/demo-cat"]));
    expect(pages.get("/p/app/content/sections.ts")).toEqual(new Set(["routes/home", "routes/demo-cat"]));
    expect(pages.get("/p/node_modules/react/index.js")).toEqual(new Set(["root", "routes/home"]));
  });

  it("leaves out what only a lazy import reaches", () => {
    expect(pages.has("/p/app/features/contact/dialog.tsx")).toBe(false);
  });
});

describe("chunkOf", () => {
  it("puts what the root or several pages need in the shared chunk", () => {
    expect(chunkOf(pages, "/p/app/components/ui/button.tsx")).toBe("shared");
    expect(chunkOf(pages, "/p/app/content/sections.ts")).toBe("shared");
  });

  it("puts what one page alone needs in that page's chunk", () => {
    expect(chunkOf(pages, "/p/app/features/landing/hero.tsx")).toBe("page-home");
    expect(chunkOf(pages, "/p/app/features/voice-demo/call-state.ts")).toBe("page-demo-cat");
  });

  it("leaves route modules and lazy-only code to the bundler", () => {
    expect(chunkOf(pages, "/p/app/routes/home.tsx")).toBeNull();
    expect(chunkOf(pages, "/p/app/root.tsx")).toBeNull();
    expect(chunkOf(pages, "/p/app/features/contact/dialog.tsx")).toBeNull();
  });
});
