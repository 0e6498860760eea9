import { act, Component, Suspense } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import {
  earlyClickScript,
  loadAfterHydration,
  replayEarlyClick,
  useHydrationPart,
  whenHydrated,
} from "./use-hydration-part";

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

  it("scrolls an early in-page link to its section itself: no hash navigation for the router to see", () => {
    document.body.innerHTML = `
      <div data-part id="part"><a id="anchor" href="#contacto">Contacto</a></div>
      <section id="contacto"></section>`;
    const scrolled = vi.fn();
    byId("contacto").scrollIntoView = scrolled;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("anchor").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledOnce();
    // The next Tab starts from the section, as after the browser's own jump.
    expect(document.activeElement).toBe(byId("contacto"));
    expect(window.location.hash).toBe("");
    expect(window.__earlyClick).toBe(byId("anchor"));
  });

  it("leaves a modified click on an in-page link to the browser and does not replay it", () => {
    document.body.innerHTML = `
      <div data-part><a id="anchor" href="#contacto">Contacto</a></div>
      <section id="contacto"></section>`;
    const scrolled = vi.fn();
    byId("contacto").scrollIntoView = scrolled;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    byId("anchor").addEventListener("click", (event) => event.preventDefault());
    byId("anchor").dispatchEvent(click);
    expect(scrolled).not.toHaveBeenCalled();
    expect(window.__earlyClick).toBeUndefined();
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

describe("loadAfterHydration", () => {
  afterEach(() => document.body.removeAttribute("data-hydrated"));

  function Booking({ onPress }: { onPress: () => void }) {
    return <button onClick={onPress}>Reservar demo</button>;
  }

  it("loads at once when the page was not prerendered with the part", async () => {
    const load = vi.fn(async () => Booking);
    await expect(loadAfterHydration(load, false)).resolves.toBe(Booking);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the prerendered HTML until the body has hydrated, then hydrates it in place", async () => {
    const onPress = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Suspense>
        <Booking onPress={onPress} />
      </Suspense>,
    );
    document.body.append(container);
    const prerendered = container.querySelector("button")!;
    const load = vi.fn(async () => Booking);

    const Deferred = await loadAfterHydration(load, true);
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense>
          <Deferred onPress={onPress} />
        </Suspense>,
      );
    });
    expect(load).not.toHaveBeenCalled();
    prerendered.click();
    expect(onPress).not.toHaveBeenCalled();

    document.body.setAttribute("data-hydrated", "");
    await vi.waitFor(() => {
      prerendered.click();
      expect(onPress).toHaveBeenCalled();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(prerendered);
  });

  it("leaves a failed load to the part's error boundary", async () => {
    class Boundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>No pudimos cargar esta parte.</p> : this.props.children;
      }
    }
    const Deferred = await loadAfterHydration<{ onPress: () => void }>(
      () => Promise.reject(new Error("chunk gone")),
      true,
    );
    // Rejected before anything rendered it: no unhandled rejection may reach the console.
    document.body.setAttribute("data-hydrated", "");
    await new Promise((resolve) => setTimeout(resolve));

    const caught = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container, { onCaughtError: caught }).render(
        <Boundary>
          <Suspense>
            <Deferred onPress={() => undefined} />
          </Suspense>
        </Boundary>,
      );
    });
    expect(container).toHaveTextContent("No pudimos cargar esta parte.");
    expect(caught).toHaveBeenCalledWith(
      expect.objectContaining({ message: "chunk gone" }),
      expect.anything(),
    );
  });
});
