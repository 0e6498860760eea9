import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { MIC_CHECK_MS } from "../lib/microphone/mic-check";
import { type LevelSource, useMicCheck } from "./use-mic-check";

function fakeStream() {
  const track = { stop: vi.fn(), enabled: true };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

/** Levels the test plays into the check. */
function fakeLevels() {
  let push: ((level: number) => void) | undefined;
  const stop = vi.fn();
  const levels: LevelSource = (_stream, onLevel) => {
    push = onLevel;
    return stop;
  };
  return { levels, stop, play: (level: number) => act(() => push?.(level)) };
}

const flush = () => act(async () => {});

function stubMicrophone(getUserMedia: () => Promise<MediaStream>, permission: PermissionState = "granted") {
  const spy = vi.fn(getUserMedia);
  vi.stubGlobal("isSecureContext", true);
  vi.stubGlobal("navigator", {
    mediaDevices: { getUserMedia: spy },
    permissions: { query: () => Promise.resolve({ state: permission }) },
  });
  return spy;
}

describe("useMicCheck", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks, listens with the live level, hears the visitor and releases the microphone", async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = stubMicrophone(() => Promise.resolve(stream));
    const { levels, stop, play } = fakeLevels();
    const onResult = vi.fn();
    const onGranted = vi.fn();
    const { result } = renderHook(() =>
      useMicCheck({ deviceId: "usb-headset", levels, onResult, onGranted }),
    );

    act(() => result.current.start());
    expect(result.current.state).toEqual({ status: "asking" });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: "usb-headset" } }),
    });
    await flush();
    expect(result.current.state).toMatchObject({ status: "listening", level: 0 });
    expect(onGranted).toHaveBeenCalled();

    play(0.01);
    expect(result.current.state).toMatchObject({ status: "listening", level: 0.01 });
    expect(track.stop).not.toHaveBeenCalled();
    play(0.3);
    expect(result.current.state).toEqual({ status: "ok" });
    expect(track.stop).toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
    expect(onResult.mock.calls).toEqual([["ok"]]);
  });

  it("says silent after the check's time without a voice, and releases the microphone", async () => {
    const { stream, track } = fakeStream();
    stubMicrophone(() => Promise.resolve(stream));
    const { levels } = fakeLevels();
    const onResult = vi.fn();
    const { result } = renderHook(() => useMicCheck({ levels, onResult }));
    act(() => result.current.start());
    await flush();
    act(() => vi.advanceTimersByTime(MIC_CHECK_MS - 1));
    expect(result.current.state.status).toBe("listening");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ status: "silent" });
    expect(track.stop).toHaveBeenCalled();
    expect(onResult.mock.calls).toEqual([["silent"]]);
  });

  // The browser answers both with NotAllowedError; the permission's state tells them apart.
  it.each([
    ["a denied microphone is reported as denied", "denied", "denied", [["denied"]]],
    ["a prompt closed unanswered is not a denial, and not reported", "prompt", "dismissed", []],
  ] as const)("%s", async (_what, permission, failure, reported) => {
    stubMicrophone(() => Promise.reject(new DOMException("no", "NotAllowedError")), permission);
    const onResult = vi.fn();
    const { result } = renderHook(() => useMicCheck({ levels: fakeLevels().levels, onResult }));
    act(() => result.current.start());
    await flush();
    expect(result.current.state).toEqual({ status: "failed", failure });
    expect(onResult.mock.calls).toEqual(reported);
  });

  it("no microphone at all is told as such", async () => {
    stubMicrophone(() => Promise.reject(new DOMException("none", "NotFoundError")));
    const { result } = renderHook(() => useMicCheck({ levels: fakeLevels().levels }));
    act(() => result.current.start());
    await flush();
    expect(result.current.state).toEqual({ status: "failed", failure: "no-device" });
  });

  it("leaving the page mid-check releases the microphone", async () => {
    const { stream, track } = fakeStream();
    stubMicrophone(() => Promise.resolve(stream));
    const { levels, stop } = fakeLevels();
    const { result, unmount } = renderHook(() => useMicCheck({ levels }));
    act(() => result.current.start());
    await flush();
    unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
  });

  it("a grant that comes after leaving releases that stream at once", async () => {
    const { stream, track } = fakeStream();
    let grant: (stream: MediaStream) => void = () => {};
    stubMicrophone(() => new Promise((resolve) => (grant = resolve)));
    const { result, unmount } = renderHook(() => useMicCheck({ levels: fakeLevels().levels }));
    act(() => result.current.start());
    unmount();
    grant(stream);
    await flush();
    expect(track.stop).toHaveBeenCalled();
  });
});
