import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { liveDemoStats } from "~/content/live-demo";

import { LiveDemoVisual } from "./live-demo-visual";

/** jsdom has neither matchMedia nor IntersectionObserver: these stand in, under the test's control. */
function stubBrowser({ width = 1440, reducedMotion = false } = {}) {
  let reduced = reducedMotion;
  const changes = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => {
    const minWidth = /min-width: (\d+)px/.exec(query);
    return {
      get matches() {
        return minWidth ? width >= Number(minWidth[1]) : query.includes("reduce") && reduced;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => changes.add(listener),
      removeEventListener: (_: string, listener: () => void) => changes.delete(listener),
    };
  });
  const observers: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    /** Changes the visitor's reduced-motion preference, as the system settings would. */
    reduceMotion(value: boolean) {
      reduced = value;
      act(() => {
        for (const change of changes) change();
      });
    },
    /** Reports the panel on screen (true) or scrolled away (false). */
    scroll(inView: boolean) {
      act(() => {
        for (const report of observers) report([{ intersectionRatio: inView ? 0.5 : 0 }]);
      });
    },
  };
}

type FakeAnimation = {
  target: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  playState: AnimationPlayState;
};

/** jsdom has no Web Animations API: records what the stage plays, and its play state. */
function stubAnimations() {
  const animations: FakeAnimation[] = [];
  Object.defineProperty(Element.prototype, "animate", {
    configurable: true,
    value(this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const animation = {
        target: this,
        keyframes,
        options,
        playState: "running" as AnimationPlayState,
        play: () => void (animation.playState = "running"),
        pause: () => void (animation.playState = "paused"),
        cancel: () => void (animation.playState = "idle"),
      };
      animations.push(animation);
      return animation;
    },
  });
  return animations;
}

const statValue = (label: string) =>
  screen.getByText(label).closest('[data-slot="live-demo-stat"]')!.querySelector("dd")!.textContent;

describe("LiveDemoVisual", () => {
  let animations: FakeAnimation[];
  beforeEach(() => {
    vi.useFakeTimers();
    // The same film every run, as the bench does with the page's Math.random.
    vi.spyOn(Math, "random").mockReturnValue(0);
    animations = stubAnimations();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).animate;
  });

  it("holds a single timer only while on screen, and none once scrolled away", () => {
    const browser = stubBrowser();
    const { container } = render(<LiveDemoVisual />);
    expect(vi.getTimerCount()).toBe(0);
    expect(container.querySelector("[data-paused]")).not.toBeNull();

    browser.scroll(true);
    expect(vi.getTimerCount()).toBe(1);
    expect(container.querySelector("[data-paused]")).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(container.querySelectorAll('[data-slot="live-demo-agent"]').length).toBeGreaterThan(5);

    browser.scroll(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(container.querySelector("[data-paused]")).not.toBeNull();
  });

  it("moves packets and bars with looped transform animations that pause with the scene and end with their element", () => {
    const browser = stubBrowser();
    const { container } = render(<LiveDemoVisual />);
    browser.scroll(true);
    act(() => vi.advanceTimersByTime(20_000));
    const packets = container.querySelectorAll('[data-slot="live-demo-packet"]');
    expect(packets.length).toBeGreaterThan(0);

    for (const { keyframes, options } of animations) {
      expect(options).toMatchObject({ iterations: Infinity });
      expect(options.duration).toBeGreaterThan(0);
      expect(options.delay).toBeLessThanOrEqual(0);
      for (const keyframe of keyframes)
        expect(Object.keys(keyframe).every((key) => ["offset", "transform", "opacity"].includes(key))).toBe(
          true,
        );
    }
    const live = () => animations.filter((animation) => animation.playState !== "idle");
    // One per packet in flight and per progress bar filling; a removed element's is cancelled.
    for (const animation of animations)
      expect(animation.target.isConnected).toBe(animation.playState !== "idle");
    for (const packet of packets)
      expect(live().some((animation) => packet.contains(animation.target))).toBe(true);
    expect(live().some((animation) => animation.target.closest('[data-slot="live-demo-task"]'))).toBe(true);
    expect(live().every((animation) => animation.playState === "running")).toBe(true);

    browser.scroll(false);
    expect(live().length).toBeGreaterThan(0);
    expect(live().every((animation) => animation.playState === "paused")).toBe(true);
    browser.scroll(true);
    expect(live().every((animation) => animation.playState === "running")).toBe(true);
  });

  it("stops while the tab is hidden", () => {
    const browser = stubBrowser();
    render(<LiveDemoVisual />);
    browser.scroll(true);
    expect(vi.getTimerCount()).toBe(1);

    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(vi.getTimerCount()).toBe(0);

    hidden.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(vi.getTimerCount()).toBe(1);
  });

  it("shows a still picture with the final figures under reduced motion, with no timer", () => {
    const browser = stubBrowser({ width: 400, reducedMotion: true });
    const { container } = render(<LiveDemoVisual />);
    browser.scroll(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(container.querySelectorAll('[data-slot="live-demo-agent"]')).toHaveLength(3);
    for (const stat of liveDemoStats) {
      expect(statValue(stat.label)).toBe(`${stat.target.toFixed(stat.decimals)}${stat.unit}`);
    }
    expect(animations).toEqual([]);
  });

  it("starts every motion afresh when the visitor turns reduced motion off on the page", () => {
    const browser = stubBrowser({ reducedMotion: true });
    render(<LiveDemoVisual />);
    browser.scroll(true);
    expect(animations).toEqual([]);

    browser.reduceMotion(false);
    // The scene starts at its beginning: what moves has only just started.
    expect(animations.length).toBeGreaterThan(0);
    for (const { options } of animations) expect(options.delay).toBeGreaterThan(-100);
  });
});
