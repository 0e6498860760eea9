import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callErrors } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import type { VoiceClient, VoiceEvent } from "../lib/voice-client";
import {
  CONNECT_TIMEOUT_MS,
  NOISE_SUPPRESSION_WAIT_MS,
  RECONNECT_LIMIT_MS,
  useVoiceCall,
} from "./use-voice-call";

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

describe("useVoiceCall", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(track).mockClear();
  });

  async function startedCall() {
    const mic = fakeMicrophone();
    const voiceClient = fakeClient();
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 300));
    act(() => hook.result.current.start());
    expect(hook.result.current.state.status).toBe("initializing");
    expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(hook.result.current.state.status).toBe("connecting");
    return { ...mic, ...voiceClient, hook };
  }

  it("runs a call: analytics for start, mute and end with the active seconds; tracks stop at the end", async () => {
    const { hook, emit, track: micTrack, call } = await startedCall();
    expect(track).not.toHaveBeenCalledWith("demo_call_start", expect.anything());
    emit({ type: "noise-suppression", active: true });
    expect(track).toHaveBeenCalledWith("demo_call_start", { noise_suppression: true });
    emit({ type: "call-start" });
    act(() => vi.advanceTimersByTime(3000));
    expect(hook.result.current.state.seconds).toBe(3);

    act(() => hook.result.current.toggleMute());
    expect(micTrack.enabled).toBe(false);
    expect(call.setMuted).toHaveBeenCalledWith(true);
    expect(track).toHaveBeenCalledWith("mic_toggle", { state: "muted" });
    act(() => hook.result.current.toggleMute());
    expect(micTrack.enabled).toBe(true);
    expect(track).toHaveBeenCalledWith("mic_toggle", { state: "unmuted" });

    act(() => hook.result.current.finish());
    expect(hook.result.current.state).toMatchObject({ status: "ended", seconds: 0 });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", { call_duration: 3, end_reason: "visitor" });
  });

  it("opens the chosen microphone, hands the same device to the driver, and says the permission came", async () => {
    const { getUserMedia } = fakeMicrophone();
    const { client } = fakeClient();
    const onMicGranted = vi.fn();
    const hook = renderHook(() => useVoiceCall(client, 300, { deviceId: "usb-headset", onMicGranted }));
    act(() => hook.result.current.start());
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: "usb-headset" } }),
    });
    expect(onMicGranted).not.toHaveBeenCalled();
    await act(() => Promise.resolve());
    expect(onMicGranted).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledWith(expect.anything(), expect.any(Function), "usb-headset");
  });

  it("hands the driver the default, not the chosen input, when the choice was unplugged", async () => {
    const { getUserMedia } = fakeMicrophone();
    getUserMedia.mockImplementationOnce(() =>
      Promise.reject(new DOMException("gone", "OverconstrainedError")),
    );
    const { client } = fakeClient();
    const hook = renderHook(() => useVoiceCall(client, 300, { deviceId: "usb-headset" }));
    act(() => hook.result.current.start());
    await vi.waitFor(() => expect(client.start).toHaveBeenCalledTimes(1));
    expect(getUserMedia).toHaveBeenLastCalledWith({
      audio: expect.not.objectContaining({ deviceId: expect.anything() }),
    });
    expect(client.start).toHaveBeenCalledWith(expect.anything(), expect.any(Function), null);
  });

  it("never starts a second call while one is being set up", async () => {
    const { hook, getUserMedia, client } = await startedCall();
    act(() => hook.result.current.start());
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  it("reports an error with its message, releases the microphone, and a retry starts a new call", async () => {
    const { hook, emit, track: micTrack, call, client } = await startedCall();
    emit({ type: "error", detail: callErrors.serverError });
    expect(hook.result.current.state.status).toBe("error");
    expect(track).toHaveBeenCalledWith("demo_call_error", {
      error_message: `${callErrors.failedStart} ${callErrors.serverError}`,
    });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();

    act(() => hook.result.current.start());
    await act(() => Promise.resolve());
    expect(client.start).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state.status).toBe("connecting");
  });

  it("gives up on a connection that never answers", async () => {
    const { hook, call, track: micTrack } = await startedCall();
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS));
    expect(hook.result.current.state.error).toEqual({
      message: callErrors.failedStart,
      detail: callErrors.timeout,
    });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
  });

  it("waits for the visitor's tap, not for the provider, while the assistant cannot be heard", async () => {
    const { hook, emit } = await startedCall();
    emit({ type: "audio-blocked" });
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 2));
    expect(hook.result.current.state).toMatchObject({ status: "connecting", audioBlocked: true });
    // After the tap the provider has the whole connect timeout again.
    emit({ type: "audio-resumed" });
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1));
    expect(hook.result.current.state.status).toBe("connecting");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.state.error?.detail).toBe(callErrors.timeout);
  });

  /** getUserMedia refuses, and the Permissions API answers `state` (or is missing). */
  function refusedMicrophone(state: PermissionState | null) {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
    const status = Object.assign(new EventTarget(), { state });
    Object.defineProperty(navigator, "permissions", {
      configurable: true,
      value: state ? { query: () => Promise.resolve(status) } : undefined,
    });
  }

  async function refusedCall(state: PermissionState | null) {
    refusedMicrophone(state);
    const voiceClient = fakeClient();
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 300));
    act(() => hook.result.current.start());
    await vi.waitFor(() => expect(hook.result.current.state.status).toBe("error"));
    return { hook, voiceClient };
  }

  it("a denied microphone shows the quoted message, the denied permission, and starts nothing", async () => {
    vi.useRealTimers();
    const { hook, voiceClient } = await refusedCall("denied");
    expect(hook.result.current.state.permission).toBe("denied");
    expect(hook.result.current.state.error?.message).toBe("Se requiere acceso al micrófono para esta demo.");
    expect(voiceClient.client.start).not.toHaveBeenCalled();
  });

  it("a dismissed prompt (still 'prompt') says to press the button again, and is no denial", async () => {
    vi.useRealTimers();
    const { hook } = await refusedCall("prompt");
    expect(hook.result.current.state.permission).toBe("prompt");
    expect(hook.result.current.state.error?.message).toBe(callErrors.micDismissed);
  });

  it("where the browser cannot tell, a refusal keeps the quoted message and no denial", async () => {
    vi.useRealTimers();
    const { hook } = await refusedCall(null);
    expect(hook.result.current.state.permission).toBe("unknown");
    expect(hook.result.current.state.error?.message).toBe(callErrors.micRequired);
  });

  it("an insecure page gets its own message", async () => {
    const voiceClient = fakeClient();
    vi.stubGlobal("isSecureContext", false);
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 300));
    act(() => hook.result.current.start());
    await act(() => Promise.resolve());
    expect(hook.result.current.state.error?.message).toBe(callErrors.insecureContext);
  });

  it("unmounting mid-call stops the call and the microphone", async () => {
    const { hook, call, track: micTrack } = await startedCall();
    hook.unmount();
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
  });

  it("closing the tab mid-call stops the call and the microphone", async () => {
    const { hook, call, track: micTrack } = await startedCall();
    act(() => window.dispatchEvent(new Event("pagehide")));
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(hook.result.current.state.status).toBe("ended");
  });

  it("finishing before the microphone answered releases the stream when it arrives", async () => {
    const mic = fakeMicrophone();
    const voiceClient = fakeClient();
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 300));
    act(() => hook.result.current.start());
    act(() => hook.result.current.finish());
    await act(() => Promise.resolve());
    expect(mic.track.stop).toHaveBeenCalled();
    expect(voiceClient.client.start).not.toHaveBeenCalled();
    expect(hook.result.current.state.status).toBe("ended");
  });

  it("at the limit the page hangs up, releases the microphone and reports time_limit", async () => {
    const mic = fakeMicrophone();
    const voiceClient = fakeClient();
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 30));
    act(() => hook.result.current.start());
    await act(() => Promise.resolve());
    voiceClient.emit({ type: "call-start" });
    act(() => vi.advanceTimersByTime(29_000));
    expect(hook.result.current.state.status).toBe("active");
    expect(mic.track.stop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current.state).toMatchObject({ status: "ended", endReason: "time_limit" });
    expect(voiceClient.call.stop).toHaveBeenCalled();
    expect(mic.track.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", { call_duration: 30, end_reason: "time_limit" });
  });

  it("reports the median response time with the end, and the assistant's hang-up", async () => {
    const { hook, emit, call } = await startedCall();
    emit({ type: "call-start" });
    const level = (role: "user" | "assistant", value: number) => emit({ type: "level", role, level: value });
    level("assistant", 0.5); // the greeting
    const turn = (answerMs: number) => {
      act(() => vi.advanceTimersByTime(2000));
      level("user", 0.3);
      act(() => vi.advanceTimersByTime(answerMs));
      level("assistant", 0.5);
    };
    turn(800);
    turn(1200);
    turn(700);
    expect(hook.result.current.state.responseTimesMs).toEqual([800, 1200, 700]);
    emit({ type: "call-end" });
    expect(call.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", {
      call_duration: 8,
      end_reason: "assistant",
      median_response_ms: 800,
    });
  });

  it("demo_call_start waits for the noise suppression verdict, or goes out false before a failure", async () => {
    const { emit } = await startedCall();
    emit({ type: "error", detail: null });
    const calls = vi.mocked(track).mock.calls.map(([event, properties]) => [event, properties]);
    expect(calls).toEqual([
      ["demo_call_start", { noise_suppression: false }],
      ["demo_call_error", { error_message: callErrors.failedStart }],
    ]);
  });

  it("demo_call_start waits for the verdict only so long into the live call, and goes out once", async () => {
    const { emit } = await startedCall();
    const starts = () => vi.mocked(track).mock.calls.filter(([event]) => event === "demo_call_start");
    // Connecting takes what it takes: the wait counts from the call going live.
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1000));
    emit({ type: "call-start" });
    act(() => vi.advanceTimersByTime(NOISE_SUPPRESSION_WAIT_MS - 1));
    expect(starts()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(starts()).toEqual([["demo_call_start", { noise_suppression: false }]]);
    emit({ type: "noise-suppression", active: true });
    emit({ type: "call-end" });
    expect(starts()).toHaveLength(1);
  });

  it("a verdict in time is the one demo_call_start: the wait sends nothing after it", async () => {
    const { emit } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "noise-suppression", active: true });
    act(() => vi.advanceTimersByTime(NOISE_SUPPRESSION_WAIT_MS * 2));
    expect(vi.mocked(track).mock.calls.filter(([event]) => event === "demo_call_start")).toEqual([
      ["demo_call_start", { noise_suppression: true }],
    ]);
  });

  it("a connection down for the whole limit ends the call: message, analytics, microphone released", async () => {
    const { hook, emit, call, track: micTrack } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "connection", state: "down" });
    act(() => vi.advanceTimersByTime(RECONNECT_LIMIT_MS - 1000));
    emit({ type: "connection", state: "up" });
    expect(track).toHaveBeenCalledWith("demo_reconnect", { outcome: "recovered" });
    // The limit counts each drop afresh.
    emit({ type: "connection", state: "down" });
    act(() => vi.advanceTimersByTime(RECONNECT_LIMIT_MS - 1));
    expect(hook.result.current.state).toMatchObject({ status: "active", reconnecting: true });
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.state.error?.message).toBe(`Error: ${callErrors.connectionDropped}`);
    expect(track).toHaveBeenCalledWith("demo_reconnect", { outcome: "lost" });
    expect(vi.mocked(track).mock.calls.filter(([event]) => event === "demo_reconnect")).toHaveLength(2);
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
  });

  it("the tap on 'Tocá para escuchar al asistente' reaches the driver; a block is reported", async () => {
    const { hook, emit, call } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "audio-blocked" });
    expect(track).toHaveBeenCalledWith("demo_audio_blocked");
    act(() => hook.result.current.resumeAudio());
    expect(call.resumeAudio).toHaveBeenCalledTimes(1);
    emit({ type: "audio-resumed" });
    expect(hook.result.current.state.audioBlocked).toBe(false);
  });

  it("holds the screen awake while the call is live, and lets go when it ends", async () => {
    const log: string[] = [];
    const request = vi.fn(async () => {
      log.push("request");
      return { released: false, release: async () => void log.push("release") };
    });
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    const { hook, emit } = await startedCall();
    expect(request).not.toHaveBeenCalled();
    emit({ type: "call-start" });
    await act(() => Promise.resolve());
    expect(log).toEqual(["request"]);
    act(() => hook.result.current.finish());
    await act(() => Promise.resolve());
    expect(log).toEqual(["request", "release"]);
    Reflect.deleteProperty(navigator, "wakeLock");
  });

  it("a mute pressed while the browser asks for the microphone applies once it is granted", async () => {
    const mic = fakeMicrophone();
    const voiceClient = fakeClient();
    const hook = renderHook(() => useVoiceCall(voiceClient.client, 300));
    act(() => hook.result.current.start());
    act(() => hook.result.current.toggleMute());
    await act(() => Promise.resolve());
    expect(hook.result.current.state).toMatchObject({ status: "connecting", muted: true });
    expect(mic.track.enabled).toBe(false);
    expect(voiceClient.call.setMuted).toHaveBeenCalledWith(true);
  });

  it("M toggles mute during a call, not while typing in a field, and not outside a call", async () => {
    const { hook, emit, track: micTrack } = await startedCall();
    emit({ type: "call-start" });
    const press = (target: EventTarget, init: KeyboardEventInit = {}) =>
      act(() => {
        target.dispatchEvent(new KeyboardEvent("keydown", { key: "m", bubbles: true, ...init }));
      });
    press(document.body);
    expect(hook.result.current.state.muted).toBe(true);
    expect(micTrack.enabled).toBe(false);
    press(document.body, { ctrlKey: true });
    expect(hook.result.current.state.muted).toBe(true);
    const field = document.body.appendChild(document.createElement("input"));
    press(field);
    expect(hook.result.current.state.muted).toBe(true);
    field.remove();
    press(document.body, { key: "M" });
    expect(hook.result.current.state.muted).toBe(false);

    act(() => hook.result.current.finish());
    press(document.body);
    expect(hook.result.current.state.muted).toBe(false);
    expect(vi.mocked(track).mock.calls.filter(([event]) => event === "mic_toggle")).toHaveLength(2);
  });
});
