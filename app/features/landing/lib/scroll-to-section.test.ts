// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { clearHash, inPageTarget, scrollToSection } from "./scroll-to-section";

function link(href: string) {
  const anchor = document.createElement("a");
  anchor.setAttribute("href", href);
  return anchor;
}

describe("in-page navigation helpers", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("recognises only same-page hash links", () => {
    expect(inPageTarget(link("#contacto"), window.location)).toBe("contacto");
    expect(inPageTarget(link("#"), window.location)).toBeUndefined();
    expect(inPageTarget(link("tel:+15550100199"), window.location)).toBeUndefined();
    expect(inPageTarget(link("/demo-cat#x"), window.location)).toBeUndefined();
  });

  it("clears the hash with replaceState: no reload, no new history entry", () => {
    const replaceState = vi.fn();
    clearHash(
      { hash: "#cases", pathname: "/", search: "?a=1" } as Location,
      {
        state: { key: 1 },
        replaceState,
      } as unknown as History,
    );
    expect(replaceState).toHaveBeenCalledWith({ key: 1 }, "", "/?a=1");

    replaceState.mockClear();
    clearHash({ hash: "", pathname: "/", search: "" } as Location, { replaceState } as unknown as History);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it("scrolls smoothly to the section and moves focus there; instantly under reduced motion", () => {
    document.body.innerHTML = '<section id="contacto"></section>';
    const section = document.getElementById("contacto")!;
    section.scrollIntoView = vi.fn();
    expect(scrollToSection("contacto")).toBe(true);
    expect(section.scrollIntoView).toHaveBeenLastCalledWith({ behavior: "smooth", block: "start" });
    expect(section).toHaveFocus();

    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    scrollToSection("contacto");
    expect(section.scrollIntoView).toHaveBeenLastCalledWith({ behavior: "instant", block: "start" });
    expect(scrollToSection("missing")).toBe(false);
  });

  it("has the page laid out whole before it aims: no estimated heights on the way", () => {
    document.body.innerHTML = '<main><section id="about"></section><section id="contacto"></section></main>';
    const section = document.getElementById("contacto")!;
    const laidOut = vi.fn(() => document.querySelector("main")!.hasAttribute("data-laid-out"));
    section.scrollIntoView = laidOut;
    scrollToSection("contacto");
    expect(laidOut).toHaveReturnedWith(true);
  });
});
