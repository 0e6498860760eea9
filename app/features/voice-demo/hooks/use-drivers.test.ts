import { renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type * as SiteModule from "~/content/site";

import { useDrivers } from "./use-drivers";

// A build with Vapi configured.
vi.mock("~/content/site", async (importOriginal) => {
  const actual = await importOriginal<typeof SiteModule>();
  return { ...actual, site: { ...actual.site, vapi: { publicKey: "pk", assistantId: "asst" } } };
});

function Kind() {
  return createElement("p", null, useDrivers().kind);
}

describe("useDrivers", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("uses the configured driver, and the preview when the address asks for it", () => {
    expect(renderHook(() => useDrivers()).result.current.kind).toBe("vapi");
    window.history.replaceState(null, "", "/demo-cat/?driver=preview");
    expect(renderHook(() => useDrivers()).result.current.kind).toBe("preview");
  });

  it("prerenders the configured driver, whatever the address: the HTML has no query string", () => {
    window.history.replaceState(null, "", "/demo-cat/?driver=preview");
    expect(renderToString(createElement(Kind))).toBe("<p>vapi</p>");
  });

  it("keeps the same drivers from one render to the next", () => {
    const { result, rerender } = renderHook(() => useDrivers());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
