import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { earlyClickScript } from "~/hooks/use-early-click";

import { reportError } from "./errors";
import { lazyWithFallback } from "./lazy-with-fallback";

vi.mock("./errors", () => ({ reportError: vi.fn() }));

type Props = { name: string };
const Fallback = ({ name }: Props) => <p>Sin conexión, {name}</p>;

function renderForAna(Loaded: React.ComponentType<Props>) {
  render(
    <Suspense>
      <Loaded name="Ana" />
    </Suspense>,
  );
}

describe("lazyWithFallback", () => {
  it("renders the loaded component once its code is there, fetched once however often preloaded", async () => {
    const load = vi.fn(async () => ({ name }: Props) => <p>Hola, {name}</p>);
    const Loaded = lazyWithFallback<Props>(load, Fallback, { feature: "demo" });
    void Loaded.preload();
    void Loaded.preload();
    renderForAna(Loaded);
    expect(await screen.findByText("Hola, Ana")).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(reportError).not.toHaveBeenCalled();
  });

  it("once preloaded, renders in the same commit, without suspending", async () => {
    const Loaded = lazyWithFallback<Props>(
      async () =>
        ({ name }: Props) => <p>Hola, {name}</p>,
      Fallback,
      {
        feature: "demo",
      },
    );
    await Loaded.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Loaded name="Ana" />
      </Suspense>,
    );
    // No findBy: the text is there right after the first render.
    expect(screen.getByText("Hola, Ana")).toBeInTheDocument();
    expect(screen.queryByText("Cargando")).not.toBeInTheDocument();
  });

  it("reports a failed load and renders the fallback with the same props", async () => {
    const failure = new Error("chunk gone");
    const Loaded = lazyWithFallback<Props>(() => Promise.reject(failure), Fallback, { feature: "demo" });
    // A failed preload reaches no console: the render that follows shows the fallback.
    await Loaded.preload();
    renderForAna(Loaded);
    expect(await screen.findByText("Sin conexión, Ana")).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(failure, { feature: "demo" });
  });
});

describe("lazyWithFallback's trigger", () => {
  const hello =
    async () =>
    ({ name }: Props) => <p>Hola, {name}</p>;

  afterEach(() => {
    document.body.replaceChildren();
    window.__earlyClick = undefined;
  });

  it("starts the code when the click made before hydration is in the trigger", () => {
    document.body.innerHTML = `<button data-slot="open"><span>Ver detalles</span></button>`;
    window.__earlyClick = document.querySelector("button")!;
    const load = vi.fn(hello);
    lazyWithFallback<Props>(load, Fallback, { feature: "demo" }, { trigger: "[data-slot=open]" });
    expect(load).toHaveBeenCalledOnce();
  });

  it("else starts it at the first press in the trigger: a click the early-click script keeps from the page", () => {
    document.body.innerHTML = `<button id="other">Otro</button><button data-slot="open"><span>Ver detalles</span></button>`;
    window.__earlyClick = document.getElementById("other")!;
    // What the inline script in the document head does before hydration, before any module runs.
    new Function(earlyClickScript)();
    const load = vi.fn(hello);
    const Loaded = lazyWithFallback<Props>(
      load,
      Fallback,
      { feature: "demo" },
      { trigger: "[data-slot=open]" },
    );
    expect(load).not.toHaveBeenCalled();
    document.getElementById("other")!.click();
    expect(load).not.toHaveBeenCalled();
    document.querySelector("span")!.click();
    expect(load).toHaveBeenCalledOnce();
    expect(window.__earlyClick).toBe(document.querySelector("button[data-slot=open]"));
    // The control's own hover, focus or click preload after hydration fetches nothing more.
    void Loaded.preload();
    document.querySelector("span")!.click();
    expect(load).toHaveBeenCalledOnce();
  });

  it("or the pointer going down in it, before the tap's click comes", () => {
    document.body.innerHTML = `<button data-slot="open"><span>Ver detalles</span></button>`;
    const load = vi.fn(hello);
    lazyWithFallback<Props>(load, Fallback, { feature: "demo" }, { trigger: "[data-slot=open]" });
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector("span")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
  });
});
