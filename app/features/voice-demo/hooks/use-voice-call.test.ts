import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { track } from "~/lib/analytics";

import type { VoiceClient, VoiceEvent } from "../lib/voice-client";
import { useVoiceCall } from "./use-voice-call";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

/** A voice client whose events the test emits, like the SDK would. */
function fakeClient() {
  const emitters: ((event: VoiceEvent) => void)[] = [];
  const call = { stop: vi.fn(), setMuted: vi.fn(), resumeAudio: vi.fn() };
  const client: VoiceClient = {
    start: vi.fn((_stream, onEvent) => {
      emitters.push(onEvent);
      return call;
    }),
    prefetch: vi.fn(),
  };
  return { client, call, emit: (event: VoiceEvent) => act(() => emitters.at(-1)?.(event)) };
}

function fakeMicrophone() {
  const track = { enabled: true, stop: vi.fn() };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  vi.stubGlobal("isSecureContext", true);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  return { track, getUserMedia };
}

/** The call's session is tested in lib/call-session.test.ts; here, what React adds. */
describe("useVoiceCall", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(track).mockClear();
  });

  it("renders each change of the call, from 'Inicializando...' at the click to the timer", async () => {
    fakeMicrophone();
    const { client, emit } = fakeClient();
    const hook = renderHook(() => useVoiceCall(client, 300));
    expect(hook.result.current.state.status).toBe("idle");
    act(() => hook.result.current.start());
    expect(hook.result.current.state.status).toBe("initializing");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook.result.current.state.status).toBe("connecting");
    emit({ type: "call-start" });
    act(() => vi.advanceTimersByTime(2000));
    expect(hook.result.current.state).toMatchObject({ status: "active", seconds: 2 });
    act(() => hook.result.current.finish());
    expect(hook.result.current.state.status).toBe("ended");
    expect(hook.result.current.prefetch).toBe(client.prefetch);
  });

  it("opens the microphone chosen last, hands it to the driver, and says the permission came", async () => {
    const { getUserMedia } = fakeMicrophone();
    const { client } = fakeClient();
    const onMicGranted = vi.fn();
    const hook = renderHook(({ deviceId }) => useVoiceCall(client, 300, { deviceId, onMicGranted }), {
      initialProps: { deviceId: "built-in" },
    });
    hook.rerender({ deviceId: "usb-headset" });
    act(() => hook.result.current.start());
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: "usb-headset" } }),
    });
    expect(onMicGranted).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onMicGranted).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledWith(expect.anything(), expect.any(Function), "usb-headset");
  });

  it("unmounting mid-call stops the call and the microphone", async () => {
    const mic = fakeMicrophone();
    const { client, call } = fakeClient();
    const hook = renderHook(() => useVoiceCall(client, 300));
    act(() => hook.result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(0));
    hook.unmount();
    expect(call.stop).toHaveBeenCalled();
    expect(mic.track.stop).toHaveBeenCalled();
  });

  it("under StrictMode the page is followed once: M mutes (not twice), closing the tab ends the call", async () => {
    fakeMicrophone();
    const { client, emit, call } = fakeClient();
    const hook = renderHook(() => useVoiceCall(client, 300), { reactStrictMode: true });
    act(() => hook.result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(0));
    emit({ type: "call-start" });
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "m", bubbles: true }));
    });
    expect(hook.result.current.state.muted).toBe(true);
    expect(vi.mocked(track).mock.calls.filter(([event]) => event === "mic_toggle")).toHaveLength(1);
    act(() => window.dispatchEvent(new Event("pagehide")));
    expect(hook.result.current.state.status).toBe("ended");
    expect(call.stop).toHaveBeenCalled();
  });
});
