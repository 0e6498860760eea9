// Testing Library's act: it tells React this is a test (React's own warned, as the root is ours).
import { act, renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { earlyClickScript, replayAfter, useEarlyClickReplay } from "./use-early-click";

/** The listener the inline script adds: a page never removes it, this file does, for the next file. */
let scriptListener: Parameters<Document["addEventListener"]> | undefined;

beforeAll(() => {
  // What the inline script in the document head does on a real page.
  const add = vi.spyOn(document, "addEventListener");
  new Function(earlyClickScript)();
  scriptListener = add.mock.calls[0];
  add.mockRestore();
});

afterAll(() => {
  if (scriptListener) document.removeEventListener(...scriptListener);
});

// Files before this one in the same worker may have followed an in-page link.
beforeEach(() => history.replaceState(null, "", "/"));

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute("data-hydrated");
  window.__earlyClick = undefined;
});

function byId<T extends HTMLElement>(id: string) {
  return document.getElementById(id) as T;
}

/** An in-page link to #contacto and its section; returns the section's `scrollIntoView`. */
function linkToContact() {
  document.body.innerHTML = `
    <a id="anchor" href="#contacto">Contacto</a>
    <section id="contacto"></section>`;
  const scrolled = vi.fn();
  byId("contacto").scrollIntoView = scrolled;
  return scrolled;
}

describe("earlyClickScript", () => {
  it("takes the clicks on buttons and in-page links before hydration, and remembers the last", () => {
    document.body.innerHTML = `
      <button id="button">Ver detalles</button>
      <a id="anchor" href="#contacto">Contacto</a>
      <a id="away" href="https://wa.me/5491155550100">WhatsApp</a>
      <p id="text">texto</p>`;
    const reached = vi.fn();
    document.addEventListener("click", reached, true);
    byId("button").click();
    expect(window.__earlyClick).toBe(byId("button"));
    byId("anchor").click();
    expect(window.__earlyClick).toBe(byId("anchor"));
    // Whoever listens after it (React, once it has started) does not handle it a second time.
    expect(reached).not.toHaveBeenCalled();
    // A link that leaves the page does its job natively; a replay would open it twice.
    byId("away").addEventListener("click", (event) => event.preventDefault());
    byId("away").click();
    byId("text").click();
    expect(window.__earlyClick).toBe(byId("anchor"));
    document.removeEventListener("click", reached, true);
  });

  it("scrolls an early in-page link to its section itself: no hash navigation for the router to see", () => {
    const scrolled = linkToContact();
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
    const scrolled = linkToContact();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    byId("anchor").addEventListener("click", (event) => event.preventDefault());
    byId("anchor").dispatchEvent(click);
    expect(scrolled).not.toHaveBeenCalled();
    expect(window.__earlyClick).toBeUndefined();
  });

  it("lets every click through once the body is hydrated", () => {
    document.body.innerHTML = `<button id="ready">Listo</button>`;
    document.body.setAttribute("data-hydrated", "");
    const clicks = vi.fn();
    byId("ready").addEventListener("click", clicks);
    byId("ready").click();
    expect(clicks).toHaveBeenCalledOnce();
    expect(window.__earlyClick).toBeUndefined();
  });
});

describe("useEarlyClickReplay", () => {
  function Body({ onPress }: { onPress: () => void }) {
    return (
      <body {...useEarlyClickReplay()}>
        <button onClick={onPress}>Ver una demo gratis</button>
      </body>
    );
  }

  it("marks the body hydrated and replays, once, the click made on the prerendered HTML", async () => {
    const onPress = vi.fn();
    const recoverable = vi.fn();
    document.body.innerHTML = renderToString(<Body onPress={onPress} />).replace(/^<body>|<\/body>$/g, "");
    expect(document.body).not.toHaveAttribute("data-hydrated");
    document.querySelector("button")!.click();
    expect(onPress).not.toHaveBeenCalled();

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(document.documentElement, <Body onPress={onPress} />, {
        onRecoverableError: recoverable,
      });
    });
    // Hydrated in place, not rendered anew: the prerendered button is the one that was pressed.
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.body).toHaveAttribute("data-hydrated");
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  /** The prerendered body, hydrated after `press` ran on it; returns its root. */
  async function hydratedAfter(onPress: () => void, press: () => void) {
    document.body.innerHTML = renderToString(<Body onPress={onPress} />).replace(/^<body>|<\/body>$/g, "");
    press();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(document.documentElement, <Body onPress={onPress} />);
    });
    return root;
  }

  /** A click kept before hydration whose code is still on its way; `arrive` delivers it. */
  async function clickedBeforeItsCode(onPress: () => void) {
    let arrive!: () => void;
    const root = await hydratedAfter(onPress, () => {
      document.querySelector("button")!.click();
      replayAfter(new Promise<void>((resolve) => (arrive = resolve)));
    });
    return { root, arrive };
  }

  it("waits for the code the kept click needs, then replays it", async () => {
    const onPress = vi.fn();
    const { root, arrive } = await clickedBeforeItsCode(onPress);
    expect(onPress).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("drops the kept click when the visitor clicks the working page while it waits", async () => {
    const onPress = vi.fn();
    const { root, arrive } = await clickedBeforeItsCode(onPress);
    document.querySelector("button")!.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(onPress).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("marks a page React renders anew (no prerendered HTML) hydrated at once", () => {
    expect(renderHook(() => useEarlyClickReplay()).result.current).toEqual({ "data-hydrated": "" });
  });
});
