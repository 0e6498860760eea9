// @vitest-environment node
import { describe, expect, it } from "vitest";

import { bootAfterFirstPaint } from "./postbuild.mjs";

const bootstrap = `<body><p>Hola</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script><script>window.other = 1;</script></body>`;

describe("bootAfterFirstPaint", () => {
  it("imports the same modules only after a frame, then sets the globals and loads the entry last", async () => {
    const html = bootAfterFirstPaint(bootstrap);
    expect(html).not.toContain('import "/assets/manifest-1.js"');
    expect(html).toContain("<script>window.other = 1;</script>");
    const source = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

    const loaded: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const window: { __reactRouterRouteModules?: unknown } = {};
    const run = new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      source.replaceAll("import(", "load("),
    );
    run(
      window,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      (url: string) => {
        loaded.push(url);
        return Promise.resolve({ url });
      },
    );
    expect(loaded).toEqual([]);
    frames.shift()!();
    expect(loaded).toEqual([]);
    tasks.shift()!();
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js"]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
    expect(loaded.at(-1)).toBe("/assets/entry.client-4.js");
  });

  it("stops the build when React Router's bootstrap has another shape", () => {
    expect(() => bootAfterFirstPaint("<body><script type=module>import('/x.js')</script></body>")).toThrow(
      /bootstrap script was not found/,
    );
  });
});
