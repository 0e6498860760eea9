import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { useLayout } from "./use-layout";

function atWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  return renderHook(() => useLayout()).result.current;
}

describe("useLayout", () => {
  it("is desktop from 768 px, tablet from 480 px, phone below", () => {
    expect(atWidth(1024)).toBe("desktop");
    expect(atWidth(768)).toBe("desktop");
    expect(atWidth(767)).toBe("tablet");
    expect(atWidth(480)).toBe("tablet");
    expect(atWidth(479)).toBe("phone");
  });
});
