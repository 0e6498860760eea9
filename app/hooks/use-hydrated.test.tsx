import { renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, it } from "vitest";

import { useHydrated } from "./use-hydrated";

function Probe() {
  return <button disabled={!useHydrated()}>Iniciar</button>;
}

describe("useHydrated", () => {
  it("is false in server HTML and true after hydration", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("disabled");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector("button")).toBeEnabled();
    container.remove();
  });

  it("is true in a client-only render", () => {
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});
