import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { sectionAt, useScrollPosition } from "./use-scroll-position";

const tops = (...values: number[]) =>
  values.map((top, index) => ({ id: String.fromCharCode(97 + index), top }));
const middle = { reached: false, viewportHeight: 900 };

describe("sectionAt", () => {
  it("is the last section whose top has reached the reading line, not the one above it", () => {
    // 'a' still fills the upper half of the screen, but 'b' has reached the line under the header.
    expect(sectionAt(tops(-600, 81, 900), 81, middle)).toBe("b");
    expect(sectionAt(tops(-600, 82, 900), 81, middle)).toBe("a");
  });

  it("is nothing above the first section (the hero)", () => {
    expect(sectionAt(tops(400, 1200), 81, middle)).toBeUndefined();
  });

  it("at the bottom of the page is the last section that starts on screen", () => {
    expect(sectionAt(tops(-900, 300, 700), 81, { reached: true, viewportHeight: 900 })).toBe("c");
  });
});

describe("useScrollPosition", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    window.scrollY = 0;
    document.documentElement.removeAttribute("style");
  });

  it("reports the scroll position and the section being read, once per frame", () => {
    document.body.innerHTML = '<section id="a"></section><section id="b"></section>';
    const top = { a: 0, b: 500 };
    for (const id of ["a", "b"] as const) {
      document.getElementById(id)!.getBoundingClientRect = () =>
        ({ top: top[id] - window.scrollY }) as DOMRect;
    }
    document.documentElement.style.scrollPaddingTop = "80px";
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(callback, 16));
    const { result } = renderHook(() => useScrollPosition(["a", "b"]));
    expect(result.current).toEqual({ scrollY: 0, current: "a" });
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(16);
    });
    // 'b' is 100 px from the top: under the reading line (scroll padding + 1 px) still.
    expect(result.current).toEqual({ scrollY: 400, current: "a" });
    act(() => {
      window.scrollY = 420;
      window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(16);
    });
    expect(result.current).toEqual({ scrollY: 420, current: "b" });
  });
});
