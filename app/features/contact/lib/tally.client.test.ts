// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

const SCRIPT = "https://tally.so/widgets/embed.js";

/** A fresh copy of the adapter: it remembers its script between calls. */
async function freshAdapter() {
  vi.resetModules();
  return import("./tally.client");
}

function tallyScripts() {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SCRIPT}"]`)];
}

describe("loadTallyEmbeds", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    for (const script of tallyScripts()) script.remove();
    delete window.Tally;
  });

  it("adds Tally's script once and lets it start the embeds", async () => {
    const { loadTallyEmbeds } = await freshAdapter();
    const first = loadTallyEmbeds();
    const second = loadTallyEmbeds();
    expect(tallyScripts()).toHaveLength(1);

    const loadEmbeds = vi.fn();
    window.Tally = { loadEmbeds };
    tallyScripts()[0]!.dispatchEvent(new Event("load"));
    await Promise.all([first, second]);
    expect(loadEmbeds).toHaveBeenCalledTimes(2);
  });

  it("starts the iframes itself when the script exposes no API", async () => {
    document.body.innerHTML = `<iframe data-tally-src="https://tally.so/embed/wA1bCd" title="Formulario"></iframe>`;
    const { loadTallyEmbeds } = await freshAdapter();
    const loading = loadTallyEmbeds();
    tallyScripts()[0]!.dispatchEvent(new Event("load"));
    await loading;
    expect(document.querySelector("iframe")).toHaveAttribute("src", "https://tally.so/embed/wA1bCd");
  });

  it("rejects when the script fails, and tries again on the next call", async () => {
    const { loadTallyEmbeds } = await freshAdapter();
    const failing = loadTallyEmbeds();
    tallyScripts()[0]!.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow(/could not load/);
    expect(tallyScripts()).toHaveLength(0);

    void loadTallyEmbeds().catch(() => undefined);
    expect(tallyScripts()).toHaveLength(1);
  });
});
