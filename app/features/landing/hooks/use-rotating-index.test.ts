import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";

import { useRotatingIndex } from "./use-rotating-index";

describe("useRotatingIndex", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fades the word out at 3500 ms and shows the next one 500 ms later, cycling", () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3500, 500, false));
    expect(result.current).toEqual({ index: 0, visible: true });

    act(() => vi.advanceTimersByTime(3499));
    expect(result.current).toEqual({ index: 0, visible: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ index: 1, visible: true });

    act(() => vi.advanceTimersByTime(3500 * 2));
    expect(result.current).toEqual({ index: 0, visible: true });
  });

  it("takes other timings per prop", () => {
    const { result } = renderHook(() => useRotatingIndex(2, 1000, 200, false));
    act(() => vi.advanceTimersByTime(1200));
    expect(result.current).toEqual({ index: 1, visible: true });
  });

  it("stays on the first word when paused (reduced motion), and stops when paused later", () => {
    const { result, rerender } = renderHook(({ paused }) => useRotatingIndex(5, 3500, 500, paused), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toEqual({ index: 0, visible: true });

    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
    rerender({ paused: true });
    expect(result.current).toEqual({ index: 0, visible: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
