import { type Page } from "@playwright/test";

import { agentSlugs } from "../app/routes";
import { agentPath } from "../app/lib/paths";
import { expect, hydrated, test } from "./fixtures";

/**
 * What Daily's call machine does in a real Vapi call, here in the page under the headers the
 * server really sends: its audio-level worklet is a module behind a `blob:` URL, and its noise
 * suppression (Krisp) compiles WebAssembly (docs/product.md#a-real-call-in-the-field).
 */
function callMachineCan(page: Page) {
  return page.evaluate(async () => {
    const outcome = (error: unknown) => (error instanceof Error ? error.name : String(error));
    const source =
      "registerProcessor('level', class extends AudioWorkletProcessor { process() { return true; } });";
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    const context = new AudioContext();
    let worklet = "loaded";
    await context.audioWorklet.addModule(url).catch((error: unknown) => (worklet = outcome(error)));
    URL.revokeObjectURL(url);
    await context.close();
    let wasm = "compiled";
    // The smallest valid module: the magic number and version 1.
    await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).catch(
      (error: unknown) => (wasm = outcome(error)),
    );
    return { worklet, wasm };
  });
}

test.describe("the policy a real Vapi call needs, and only where it runs", () => {
  // CAT's voice demo and each demo agent's: the same calls.
  for (const path of ["/demo-cat/", ...agentSlugs.map(agentPath)]) {
    test(`${path} lets Daily load a blob: worklet and compile WebAssembly`, async ({ page }) => {
      await page.goto(path);
      expect(await callMachineCan(page)).toEqual({ worklet: "loaded", wasm: "compiled" });
    });
  }

  for (const path of ["/", "/privacidad/", "/no-existe"]) {
    test(`${path} keeps both blocked`, async ({ page, consoleErrors }) => {
      consoleErrors.expect(/CSP violation: script-src blocked wasm-eval/);
      if (path === "/no-existe") {
        consoleErrors.expect(/404: ruta inexistente/);
        consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
      }
      await page.goto(path);
      await hydrated(page);
      // Chromium's answers to a blocked worklet module and a blocked compilation.
      expect(await callMachineCan(page)).toEqual({ worklet: "AbortError", wasm: "CompileError" });
      // The page hears of the violation in a task of its own, after the compilation has failed.
      await expect
        .poll(() => consoleErrors.seen.join("\n"))
        .toMatch(/CSP violation: script-src blocked wasm-eval/);
    });
  }
});
