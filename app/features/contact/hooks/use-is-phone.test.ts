import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { useIsPhone } from "./use-is-phone";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

function resizeTo(width: number, height: number) {
  vi.stubGlobal("innerWidth", width);
  vi.stubGlobal("innerHeight", height);
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
}

describe("useIsPhone", () => {
  it("is false for jsdom's desktop-like user agent", () => {
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(false);
  });

  it("is true for an iPhone", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(iPhone);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);
  });

  it("re-evaluates on resize: an Android 'Mobile' browser on a tablet-sized screen is not a phone", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(androidPhone);
    resizeTo(412, 915);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);

    resizeTo(1280, 800);
    expect(result.current).toBe(false);
  });
});
