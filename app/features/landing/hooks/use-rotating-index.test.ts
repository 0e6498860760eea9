import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";

import { useRotatingIndex } from "./use-rotating-index";

const running = { still: false, running: true };

/** Three words with motion allowed; `rerender({ running })` pauses and resumes it. */
const renderPausable = () =>
  renderHook(({ running }) => useRotatingIndex(3, 3500, 500, { still: false, running }), {
    initialProps: { running: true },
  });

describe("useRotatingIndex", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fades the word out at 3500 ms and shows the next one 500 ms later, cycling", () => {
    const { result } = renderHook(() => useRotatingIndex(3, 3500, 500, running));
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
    const { result } = renderHook(() => useRotatingIndex(2, 1000, 200, running));
    act(() => vi.advanceTimersByTime(1200));
    expect(result.current).toEqual({ index: 1, visible: true });
  });

  it("stays on the first word under reduced motion, and goes back to it when asked later", () => {
    const { result, rerender } = renderHook(
      ({ still }) => useRotatingIndex(5, 3500, 500, { still, running: true }),
      {
        initialProps: { still: true },
      },
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toEqual({ index: 0, visible: true });
    expect(vi.getTimerCount()).toBe(0);

    rerender({ still: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
    rerender({ still: true });
    expect(result.current).toEqual({ index: 0, visible: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("holds no timer and keeps its word while not running (off-screen, background tab), then goes on", () => {
    const { result, rerender } = renderPausable();
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toEqual({ index: 1, visible: true });

    rerender({ running: false });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toEqual({ index: 1, visible: true });

    rerender({ running: true });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toEqual({ index: 2, visible: true });
  });

  it("stopped half-way through a fade, shows the next word instead of none", () => {
    const { result, rerender } = renderPausable();
    act(() => vi.advanceTimersByTime(3600));
    expect(result.current).toEqual({ index: 0, visible: false });

    rerender({ running: false });
    expect(result.current).toEqual({ index: 1, visible: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
