import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callErrors } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import type { VoiceClient, VoiceEvent } from "../lib/voice-client";
import {
  CONNECT_TIMEOUT_MS,
  callReducer,
  initialCallState,
  type CallAction,
  type CallState,
  useVoiceCall,
} from "./use-voice-call";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

const run = (state: CallState, ...actions: CallAction[]) => actions.reduce(callReducer, state);
const voice = (event: VoiceEvent): CallAction => ({ type: "voice", event });
const connecting = run(initialCallState, { type: "start" }, { type: "mic-granted" });
const active = run(connecting, voice({ type: "call-start" }));

describe("callReducer (SPEC §4)", () => {
  it("start click: idle → initializing → connecting once the microphone is granted", () => {
    const initializing = run(initialCallState, { type: "start" });
    expect(initializing.status).toBe("initializing");
    expect(connecting).toMatchObject({ status: "connecting", permission: "granted" });
  });

  it("call-start → active with the timer at 0; ticks count only while active", () => {
    expect(run(connecting, { type: "tick" }).seconds).toBe(0);
    expect(active).toMatchObject({ status: "active", seconds: 0 });
    expect(run(active, { type: "tick" }, { type: "tick" }).seconds).toBe(2);
  });

  it("call-end → ended, the timer stops where it was", () => {
    const ended = run(
      active,
      { type: "tick" },
      { type: "tick" },
      { type: "tick" },
      voice({ type: "call-end" }),
    );
    expect(ended).toMatchObject({ status: "ended", seconds: 3, endedAfter: 3 });
    expect(run(ended, { type: "tick" }).seconds).toBe(3);
  });

  it("call-end before the assistant listened → ended", () => {
    expect(run(connecting, voice({ type: "call-end" })).status).toBe("ended");
  });

  it("finish click: ended, mute cleared, timer reset to 0 (also during connecting)", () => {
    const finished = run(active, { type: "tick" }, { type: "mute", muted: true }, { type: "finish" });
    expect(finished).toMatchObject({ status: "ended", seconds: 0, endedAfter: 1, muted: false });
    expect(run(connecting, { type: "finish" })).toMatchObject({ status: "ended", seconds: 0 });
  });

  it("an error during connecting is a failed start", () => {
    const failed = run(connecting, voice({ type: "error", detail: callErrors.unauthorized }));
    expect(failed).toMatchObject({
      status: "error",
      error: {
        message: "No se pudo iniciar la llamada. Por favor intenta nuevamente.",
        detail: callErrors.unauthorized,
      },
    });
  });

  it("an error during the call is 'Error: {message}', or the unknown-error text; the timer stops", () => {
    const ticking = run(active, { type: "tick" });
    const failed = run(ticking, voice({ type: "error", detail: callErrors.connectionLost }));
    expect(failed.error?.message).toBe(`Error: ${callErrors.connectionLost}`);
    expect(run(failed, { type: "tick" }).seconds).toBe(1);
    expect(run(ticking, voice({ type: "error", detail: null })).error?.message).toBe(
      "Ocurrió un error desconocido",
    );
  });

  it("mic denied: the SPEC message and the permission becomes denied", () => {
    const denied = run(initialCallState, { type: "start" }, { type: "mic-failed", failure: "denied" });
    expect(denied).toMatchObject({
      status: "error",
      permission: "denied",
      error: { message: "Se requiere acceso al micrófono para esta demo.", detail: null },
    });
    const noDevice = run(initialCallState, { type: "start" }, { type: "mic-failed", failure: "no-device" });
    expect(noDevice.error?.message).toBe(callErrors.noMicrophone);
    const insecure = run(initialCallState, { type: "start" }, { type: "mic-failed", failure: "insecure" });
    expect(insecure.error?.message).toBe(callErrors.insecureContext);
  });

  it("a connection timeout is a failed start with its own detail", () => {
    expect(run(connecting, { type: "timeout" })).toMatchObject({
      status: "error",
      error: { message: callErrors.failedStart, detail: callErrors.timeout },
    });
    expect(run(active, { type: "timeout" }).status).toBe("active");
  });

  it("a new start after an end or an error clears the previous call", () => {
    const failed = run(active, voice({ type: "transcript", role: "user", text: "Hola", final: true }), {
      type: "mute",
      muted: true,
    });
    const again = run(failed, voice({ type: "error", detail: null }), { type: "start" });
    expect(again).toMatchObject({
      status: "initializing",
      error: null,
      transcript: [],
      muted: false,
      seconds: 0,
    });
    expect(run(active, { type: "start" })).toBe(active);
  });

  it("events of a call that is over change nothing", () => {
    const ended = run(active, { type: "finish" });
    expect(run(ended, voice({ type: "call-start" }), voice({ type: "assistant-level", level: 1 }))).toBe(
      ended,
    );
  });

  it("keeps speaking flags, level and transcript during the call, and clears them at the end", () => {
    const talking = run(
      active,
      voice({ type: "speaking", role: "assistant", speaking: true }),
      voice({ type: "speaking", role: "user", speaking: true }),
      voice({ type: "assistant-level", level: 3 }),
      voice({ type: "transcript", role: "assistant", text: "Hola", final: false }),
    );
    expect(talking).toMatchObject({ assistantSpeaking: true, userSpeaking: true, assistantLevel: 1 });
    expect(talking.transcript).toHaveLength(1);
    expect(run(talking, voice({ type: "call-end" }))).toMatchObject({
      assistantSpeaking: false,
      userSpeaking: false,
      assistantLevel: 0,
      transcript: [{ role: "assistant", text: "Hola", final: true }],
    });
  });
});

/** A voice client whose events the test emits, like the SDK would. */
function fakeClient() {
  const emitters: ((event: VoiceEvent) => void)[] = [];
  const call = { stop: vi.fn(), setMuted: vi.fn() };
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
    const hook = renderHook(() => useVoiceCall(voiceClient.client));
    act(() => hook.result.current.start());
    expect(hook.result.current.state.status).toBe("initializing");
    expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(hook.result.current.state.status).toBe("connecting");
    return { ...mic, ...voiceClient, hook };
  }

  it("runs a call: analytics for start, mute and end with the active seconds; tracks stop at the end", async () => {
    const { hook, emit, track: micTrack, call } = await startedCall();
    expect(track).toHaveBeenCalledWith("demo_call_start");
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
    expect(track).toHaveBeenCalledWith("demo_call_end", { call_duration: 3 });
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

  it("a denied microphone shows the SPEC message and starts nothing", async () => {
    const voiceClient = fakeClient();
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
    const hook = renderHook(() => useVoiceCall(voiceClient.client));
    act(() => hook.result.current.start());
    await act(() => Promise.resolve());
    expect(hook.result.current.state).toMatchObject({ status: "error", permission: "denied" });
    expect(hook.result.current.state.error?.message).toBe("Se requiere acceso al micrófono para esta demo.");
    expect(voiceClient.client.start).not.toHaveBeenCalled();
  });

  it("an insecure page gets its own message", async () => {
    const voiceClient = fakeClient();
    vi.stubGlobal("isSecureContext", false);
    const hook = renderHook(() => useVoiceCall(voiceClient.client));
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
    const hook = renderHook(() => useVoiceCall(voiceClient.client));
    act(() => hook.result.current.start());
    act(() => hook.result.current.finish());
    await act(() => Promise.resolve());
    expect(mic.track.stop).toHaveBeenCalled();
    expect(voiceClient.client.start).not.toHaveBeenCalled();
    expect(hook.result.current.state.status).toBe("ended");
  });
});
