// @vitest-environment node
import { describe, expect, it } from "vitest";

import { bootAfterFirstPaint } from "./postbuild.mjs";

const bootstrap = `<body><p>Hola</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script><script>window.other = 1;</script></body>`;

describe("bootAfterFirstPaint", () => {
  /** Runs the rewritten bootstrap with fake browser APIs; `paintTiming` says whether paint entries exist. */
  function runBootstrap(paintTiming: boolean) {
    const source =
      /<script type="module">([\s\S]*?)<\/script>/.exec(bootAfterFirstPaint(bootstrap))?.[1] ?? "";
    const loaded: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const paints: ((names: string[]) => void)[] = [];
    const window: { __reactRouterRouteModules?: unknown } = {};
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        paints.push((names) =>
          callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this),
        );
      }
      observe() {}
      disconnect() {
        paints.length = 0;
      }
    }
    const run = new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "load",
      source.replaceAll("import(", "load("),
    );
    run(
      window,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      FakeObserver,
      (url: string) => {
        loaded.push(url);
        return Promise.resolve({ url });
      },
    );
    return { loaded, frames, tasks, paints, window };
  }

  it("imports the same modules once the first contentful paint is on screen, the entry last", async () => {
    const { loaded, frames, tasks, paints, window } = runBootstrap(true);
    expect(loaded).toEqual([]);
    expect(frames).toEqual([]);
    paints[0]!(["first-paint"]);
    expect(tasks).toEqual([]);
    paints[0]!(["first-contentful-paint"]);
    expect(paints).toEqual([]);
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

  it("waits one frame instead where the browser has no paint timing", () => {
    const { loaded, frames, tasks, paints } = runBootstrap(false);
    expect(paints).toEqual([]);
    frames.shift()!();
    tasks.shift()!();
    expect(loaded).toHaveLength(3);
  });

  it("stops the build when React Router's bootstrap has another shape", () => {
    expect(() => bootAfterFirstPaint("<body><script type=module>import('/x.js')</script></body>")).toThrow(
      /bootstrap script was not found/,
    );
  });
});
