import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { earlyClickScript, replayEarlyClick, useHydrationPart, whenHydrated } from "./use-hydration-part";

beforeAll(() => {
  // What the inline script in the document head does on a real page.
  new Function(earlyClickScript)();
});

afterEach(() => {
  document.body.replaceChildren();
  window.__earlyClick = undefined;
});

function byId<T extends HTMLElement>(id: string) {
  return document.getElementById(id) as T;
}

describe("earlyClickScript", () => {
  it("remembers the last click on a button or in-page link of a part not yet hydrated", () => {
    document.body.innerHTML = `
      <div data-part id="part">
        <button id="button">Ver detalles</button>
        <a id="anchor" href="#contacto">Contacto</a>
        <a id="away" href="https://wa.me/5491155550100">WhatsApp</a>
        <p id="text">texto</p>
      </div>`;
    byId("button").click();
    expect(window.__earlyClick).toBe(byId("button"));
    byId("anchor").click();
    expect(window.__earlyClick).toBe(byId("anchor"));
    // A link that leaves the page did its job natively; a replay would open it twice.
    byId("away").addEventListener("click", (event) => event.preventDefault());
    byId("away").click();
    byId("text").click();
    expect(window.__earlyClick).toBe(byId("anchor"));
  });

  it("ignores clicks in a hydrated part and outside any part", () => {
    document.body.innerHTML = `
      <div data-part data-hydrated><button id="ready">Listo</button></div>
      <button id="loose">Suelto</button>`;
    byId("ready").click();
    byId("loose").click();
    expect(window.__earlyClick).toBeUndefined();
  });
});

describe("replayEarlyClick", () => {
  it("replays the click in its own part once, not one from a part nested in it", () => {
    document.body.innerHTML = `
      <div data-part id="outer">
        <button id="hero">Hero</button>
        <div data-part id="inner"><button id="card">Card</button></div>
      </div>`;
    const clicks = vi.fn();
    document.addEventListener("click", clicks);
    byId("card").click();
    clicks.mockClear();

    replayEarlyClick(byId("outer"));
    expect(clicks).not.toHaveBeenCalled();

    byId("inner").setAttribute("data-hydrated", "");
    replayEarlyClick(byId("inner"));
    replayEarlyClick(byId("inner"));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]![0].target).toBe(byId("card"));
    document.removeEventListener("click", clicks);
  });

  it("does nothing when the clicked element has left the page", () => {
    document.body.innerHTML = `<div data-part id="part"><button id="gone">Gone</button></div>`;
    const button = byId("gone");
    button.click();
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    button.remove();
    replayEarlyClick(byId("part"));
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe("useHydrationPart", () => {
  function Part({ onPress }: { onPress: () => void }) {
    return (
      <section {...useHydrationPart<HTMLElement>()}>
        <button onClick={onPress}>Ver una demo gratis</button>
      </section>
    );
  }

  it("marks the part hydrated and replays a click made on its prerendered HTML", async () => {
    const onPress = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Part onPress={onPress} />);
    document.body.append(container);
    const section = container.querySelector("section")!;
    expect(section).toHaveAttribute("data-part");
    expect(section).not.toHaveAttribute("data-hydrated");

    container.querySelector("button")!.click();
    expect(onPress).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(container, <Part onPress={onPress} />);
    });
    expect(section).toHaveAttribute("data-hydrated");
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe("whenHydrated", () => {
  it("resolves once the part is marked hydrated, and at once when it already is", async () => {
    const part = document.createElement("div");
    let done = false;
    const waiting = whenHydrated(part).then(() => (done = true));
    part.setAttribute("data-other", "");
    await Promise.resolve();
    expect(done).toBe(false);
    part.setAttribute("data-hydrated", "");
    await waiting;
    expect(done).toBe(true);
    await expect(whenHydrated(part)).resolves.toBeUndefined();
  });
});
