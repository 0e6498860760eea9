import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { currentSection, useSectionVisibility, visibilityThreshold } from "./use-section-visibility";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const observers: { callback: Callback; options?: IntersectionObserverInit; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(
    public callback: Callback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
}

function entry(target: Element, ratio: number): Partial<IntersectionObserverEntry> {
  return { target, intersectionRatio: ratio, isIntersecting: ratio > 0 };
}

describe("useSectionVisibility", () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    document.body.innerHTML =
      '<section id="a"></section><section id="b"></section><section id="c"></section>';
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("observes every id with ONE observer at the 20 % threshold", () => {
    renderHook(() => useSectionVisibility(["a", "b", "c"]));
    expect(observers).toHaveLength(1);
    expect(visibilityThreshold).toBe(0.2);
    expect(observers[0]!.options?.threshold).toBe(0.2);
    expect(observers[0]!.targets.map((target) => target.id)).toEqual(["a", "b", "c"]);
  });

  it("reports the sections at least 20 % visible, in the order asked for", () => {
    const { result } = renderHook(() => useSectionVisibility(["a", "b", "c"]));
    const [a, b, c] = ["a", "b", "c"].map((id) => document.getElementById(id)!);
    act(() => observers[0]!.callback([entry(c!, 0.5), entry(a!, 0.25), entry(b!, 0.1)]));
    expect(result.current.visibleIds).toEqual(["a", "c"]);
    act(() => observers[0]!.callback([entry(a!, 0)]));
    expect(result.current.visibleIds).toEqual(["c"]);
  });

  it("reports the scroll position, once per frame", () => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(callback, 16));
    vi.useFakeTimers();
    const { result } = renderHook(() => useSectionVisibility([]));
    expect(result.current.scrollY).toBe(0);
    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
      vi.advanceTimersByTime(16);
    });
    expect(result.current.scrollY).toBe(120);
    vi.useRealTimers();
    window.scrollY = 0;
  });
});

describe("currentSection", () => {
  it("is the first visible section in page order", () => {
    expect(currentSection(["a", "b", "c"], ["b", "c"])).toBe("b");
    expect(currentSection(["a", "b"], [])).toBeUndefined();
  });
});
