// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callErrors } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import {
  CONNECT_TIMEOUT_MS,
  type CallSession,
  createCallSession,
  NOISE_SUPPRESSION_WAIT_MS,
  RECONNECT_LIMIT_MS,
  type StartOptions,
} from "./call-session";
import type { VoiceClient, VoiceEvent } from "./voice-client";

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
  return { client, call, emit: (event: VoiceEvent) => emitters.at(-1)?.(event) };
}

/**
 * A driver that asks for the call in the click (the guard): `prepare` reports through its own
 * events at once; the prepared start joins once the microphone is there.
 */
function preparingClient() {
  let onPrepared: (event: VoiceEvent) => void = () => {};
  const call = { stop: vi.fn(), setMuted: vi.fn(), resumeAudio: vi.fn() };
  const prepared = { start: vi.fn((_stream, _onEvent, _deviceId) => call), cancel: vi.fn() };
  const client: VoiceClient = {
    start: vi.fn(),
    prefetch: vi.fn(),
    prepare: vi.fn((onEvent) => {
      onPrepared = onEvent;
      return prepared;
    }),
  };
  return { client, call, prepared, emit: (event: VoiceEvent) => onPrepared(event) };
}

function fakeMicrophone() {
  const track = { enabled: true, stop: vi.fn() };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  vi.stubGlobal("isSecureContext", true);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  return { track, stream, getUserMedia };
}

/** Lets the promises settle (the microphone's answer), on the faked clock or the real one. */
const settle = () =>
  vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : new Promise((resolve) => setTimeout(resolve));

const tracked = (name: string) => vi.mocked(track).mock.calls.filter(([event]) => event === name);

describe("createCallSession", () => {
  /** Every session of a test, attached to the page as the hook attaches it; detached after the test. */
  const detachers: (() => void)[] = [];
  function attachedSession(): CallSession {
    const session = createCallSession("cat");
    detachers.push(session.attach());
    return session;
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const detach of detachers.splice(0)) detach();
    vi.useRealTimers();
    vi.mocked(track).mockClear();
  });

  function startCall(session: CallSession, client: VoiceClient, options: Partial<StartOptions> = {}) {
    session.start(client, { limitSeconds: 300, ...options });
  }

  /** A call just started: the browser is still asking for the microphone. */
  function startingCall(options: Partial<StartOptions> = {}) {
    const mic = fakeMicrophone();
    const voiceClient = fakeClient();
    const session = attachedSession();
    startCall(session, voiceClient.client, options);
    return { ...mic, ...voiceClient, session };
  }

  async function startedCall() {
    const started = startingCall();
    expect(started.session.getState().status).toBe("initializing");
    expect(started.getUserMedia).toHaveBeenCalledTimes(1);
    await settle();
    expect(started.session.getState().status).toBe("connecting");
    return started;
  }

  it("runs a call: analytics for start, mute and end with the active seconds; tracks stop at the end", async () => {
    const { session, emit, track: micTrack, call } = await startedCall();
    expect(track).not.toHaveBeenCalledWith("demo_call_start", expect.anything());
    emit({ type: "noise-suppression", active: true });
    expect(track).toHaveBeenCalledWith("demo_call_start", { agent: "cat", noise_suppression: true });
    emit({ type: "call-start" });
    vi.advanceTimersByTime(3000);
    expect(session.getState().seconds).toBe(3);

    session.toggleMute();
    expect(micTrack.enabled).toBe(false);
    expect(call.setMuted).toHaveBeenCalledWith(true);
    expect(track).toHaveBeenCalledWith("mic_toggle", { agent: "cat", state: "muted" });
    session.toggleMute();
    expect(micTrack.enabled).toBe(true);
    expect(track).toHaveBeenCalledWith("mic_toggle", { agent: "cat", state: "unmuted" });

    session.finish();
    expect(session.getState()).toMatchObject({ status: "ended", seconds: 0 });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", {
      agent: "cat",
      call_duration: 3,
      end_reason: "visitor",
    });
  });

  it("tells its subscribers of every change, until they unsubscribe", async () => {
    const { session, emit } = await startedCall();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    emit({ type: "call-start" });
    expect(listener).toHaveBeenCalledTimes(1);
    // An event that changes nothing is no change.
    emit({ type: "network", poor: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(session.getState().seconds).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("opens the chosen microphone, hands the same device to the driver, and says the permission came", async () => {
    const { getUserMedia } = fakeMicrophone();
    const { client } = fakeClient();
    const onMicGranted = vi.fn();
    startCall(attachedSession(), client, { deviceId: "usb-headset", onMicGranted });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: "usb-headset" } }),
    });
    expect(onMicGranted).not.toHaveBeenCalled();
    await settle();
    expect(onMicGranted).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledWith(expect.anything(), expect.any(Function), "usb-headset");
  });

  it("hands the driver the default, not the chosen input, when the choice was unplugged", async () => {
    const { getUserMedia } = fakeMicrophone();
    getUserMedia.mockImplementationOnce(() =>
      Promise.reject(new DOMException("gone", "OverconstrainedError")),
    );
    const { client } = fakeClient();
    startCall(attachedSession(), client, { deviceId: "usb-headset" });
    await settle();
    expect(client.start).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenLastCalledWith({
      audio: expect.not.objectContaining({ deviceId: expect.anything() }),
    });
    expect(client.start).toHaveBeenCalledWith(expect.anything(), expect.any(Function), null);
  });

  it("never starts a second call while one is being set up", async () => {
    const { session, getUserMedia, client } = await startedCall();
    startCall(session, client);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  describe("a driver that prepares in the click (the guard)", () => {
    /** The browser answers the prompt when the test says. */
    function slowMicrophone() {
      const mic = fakeMicrophone();
      let grant: () => void = () => {};
      let deny: () => void = () => {};
      mic.getUserMedia.mockImplementationOnce(
        () =>
          new Promise((resolve, reject) => {
            grant = () => resolve(mic.stream);
            deny = () => reject(new DOMException("no device", "NotFoundError"));
          }) as never,
      );
      return { ...mic, grant: () => grant(), deny: () => deny() };
    }

    it("asks for the call in the click, beside the microphone, and starts it once the microphone is there", async () => {
      const mic = fakeMicrophone();
      const driver = preparingClient();
      const session = attachedSession();
      startCall(session, driver.client, { deviceId: "usb-headset" });
      // Both in the click's own task: neither waits for the other.
      expect(driver.client.prepare).toHaveBeenCalledTimes(1);
      expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
      driver.emit({ type: "connect-step", step: "creating" });
      expect(driver.prepared.start).not.toHaveBeenCalled();
      await settle();
      expect(driver.prepared.start).toHaveBeenCalledWith(
        expect.anything(),
        expect.any(Function),
        "usb-headset",
      );
      expect(driver.client.start).not.toHaveBeenCalled();
      expect(session.getState()).toMatchObject({ status: "connecting", connectStep: "creating" });
    });

    it("shows a failure at once, the prompt still open, and releases the microphone that comes after", async () => {
      const mic = slowMicrophone();
      const driver = preparingClient();
      const session = attachedSession();
      startCall(session, driver.client);
      driver.emit({ type: "error", detail: null, cause: "unverified" });
      expect(session.getState()).toMatchObject({ status: "error", error: { cause: "unverified" } });
      expect(driver.prepared.cancel).toHaveBeenCalled();
      mic.grant();
      await settle();
      expect(mic.track.stop).toHaveBeenCalled();
      expect(driver.prepared.start).not.toHaveBeenCalled();
    });

    it("drops what it prepared when the microphone fails", async () => {
      const mic = slowMicrophone();
      const driver = preparingClient();
      const session = attachedSession();
      startCall(session, driver.client);
      mic.deny();
      await settle();
      expect(session.getState()).toMatchObject({ status: "error", micFailure: "no-device" });
      expect(driver.prepared.cancel).toHaveBeenCalledTimes(1);
      expect(driver.prepared.start).not.toHaveBeenCalled();
    });

    it("waits for the visitor while Turnstile asks for a click, then gives the provider the whole timeout", async () => {
      fakeMicrophone();
      const driver = preparingClient();
      const session = attachedSession();
      startCall(session, driver.client);
      driver.emit({ type: "challenge", showing: true });
      await settle();
      vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 2);
      expect(session.getState().status).toBe("connecting");
      driver.emit({ type: "challenge", showing: false });
      vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
      expect(session.getState().status).toBe("connecting");
      vi.advanceTimersByTime(1);
      expect(session.getState().error?.detail).toBe(callErrors.timeout);
      expect(driver.call.stop).toHaveBeenCalled();
    });
  });

  it("reports an error with its message, releases the microphone, and a retry starts a new call", async () => {
    const { session, emit, track: micTrack, call, client } = await startedCall();
    emit({ type: "error", detail: callErrors.serverError });
    expect(session.getState().status).toBe("error");
    expect(track).toHaveBeenCalledWith("demo_call_error", {
      agent: "cat",
      error_message: `${callErrors.failedStart} ${callErrors.serverError}`,
    });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();

    startCall(session, client);
    await settle();
    expect(client.start).toHaveBeenCalledTimes(2);
    expect(session.getState().status).toBe("connecting");
  });

  it("gives up on a connection that never answers", async () => {
    const { session, call, track: micTrack } = await startedCall();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(session.getState().error).toEqual({
      message: callErrors.failedStart,
      detail: callErrors.timeout,
      cause: null,
    });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
  });

  it("waits for the visitor's tap, not for the provider, while the assistant cannot be heard", async () => {
    const { session, emit } = await startedCall();
    emit({ type: "audio-blocked" });
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 2);
    expect(session.getState()).toMatchObject({ status: "connecting", audioBlocked: true });
    // After the tap the provider has the whole connect timeout again.
    emit({ type: "audio-resumed" });
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(session.getState().status).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(session.getState().error?.detail).toBe(callErrors.timeout);
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
    const session = attachedSession();
    startCall(session, voiceClient.client);
    await vi.waitFor(() => expect(session.getState().status).toBe("error"));
    return { session, voiceClient };
  }

  it("a denied microphone shows the quoted message, the denied permission, and starts nothing", async () => {
    vi.useRealTimers();
    const { session, voiceClient } = await refusedCall("denied");
    expect(session.getState().permission).toBe("denied");
    expect(session.getState().error?.message).toBe("Se requiere acceso al micrófono para esta demo.");
    expect(voiceClient.client.start).not.toHaveBeenCalled();
  });

  it("a dismissed prompt (still 'prompt') says to press the button again, and is no denial", async () => {
    vi.useRealTimers();
    const { session } = await refusedCall("prompt");
    expect(session.getState().permission).toBe("prompt");
    expect(session.getState().error?.message).toBe(callErrors.micDismissed);
  });

  it("where the browser cannot tell, a refusal keeps the quoted message and no denial", async () => {
    vi.useRealTimers();
    const { session } = await refusedCall(null);
    expect(session.getState().permission).toBe("unknown");
    expect(session.getState().error?.message).toBe(callErrors.micRequired);
  });

  it("an insecure page gets its own message", async () => {
    const voiceClient = fakeClient();
    vi.stubGlobal("isSecureContext", false);
    const session = attachedSession();
    startCall(session, voiceClient.client);
    await settle();
    expect(session.getState().error?.message).toBe(callErrors.insecureContext);
  });

  it("detaching mid-call (leaving the route) stops the call, the microphone and the timers", async () => {
    const { session, emit, call, track: micTrack } = await startedCall();
    emit({ type: "call-start" });
    detachers.pop()?.();
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    // No timer runs on: the limit never ends a call nobody sees.
    vi.advanceTimersByTime(600_000);
    expect(session.getState().seconds).toBe(0);
    expect(tracked("demo_call_end")).toEqual([]);
  });

  it("closing the tab mid-call stops the call and the microphone", async () => {
    const { session, call, track: micTrack } = await startedCall();
    window.dispatchEvent(new Event("pagehide"));
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(session.getState().status).toBe("ended");
  });

  it("finishing before the microphone answered releases the stream when it arrives", async () => {
    const { session, track: micTrack, client } = startingCall();
    session.finish();
    await settle();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(client.start).not.toHaveBeenCalled();
    expect(session.getState().status).toBe("ended");
  });

  it("at the limit the page hangs up, releases the microphone and reports time_limit", async () => {
    const { session, emit, call, track: micTrack } = startingCall({ limitSeconds: 30 });
    await settle();
    emit({ type: "call-start" });
    vi.advanceTimersByTime(29_000);
    expect(session.getState().status).toBe("active");
    expect(micTrack.stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(session.getState()).toMatchObject({ status: "ended", endReason: "time_limit" });
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", {
      agent: "cat",
      call_duration: 30,
      end_reason: "time_limit",
    });
  });

  it("reports the median response time with the end, and the assistant's hang-up", async () => {
    const { session, emit, call } = await startedCall();
    emit({ type: "call-start" });
    const level = (role: "user" | "assistant", value: number) => emit({ type: "level", role, level: value });
    level("assistant", 0.5); // the greeting
    const turn = (answerMs: number) => {
      vi.advanceTimersByTime(2000);
      level("user", 0.3);
      vi.advanceTimersByTime(answerMs);
      level("assistant", 0.5);
    };
    turn(800);
    turn(1200);
    turn(700);
    expect(session.getState().responseTimesMs).toEqual([800, 1200, 700]);
    emit({ type: "call-end" });
    expect(call.stop).toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith("demo_call_end", {
      agent: "cat",
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
      ["demo_call_start", { agent: "cat", noise_suppression: false }],
      ["demo_call_error", { agent: "cat", error_message: callErrors.failedStart }],
    ]);
  });

  it("demo_call_start waits for the verdict only so long into the live call, and goes out once", async () => {
    const { emit } = await startedCall();
    const starts = () => tracked("demo_call_start");
    // Connecting takes what it takes: the wait counts from the call going live.
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1000);
    emit({ type: "call-start" });
    vi.advanceTimersByTime(NOISE_SUPPRESSION_WAIT_MS - 1);
    expect(starts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(starts()).toEqual([["demo_call_start", { agent: "cat", noise_suppression: false }]]);
    emit({ type: "noise-suppression", active: true });
    emit({ type: "call-end" });
    expect(starts()).toHaveLength(1);
  });

  it("a verdict in time is the one demo_call_start: the wait sends nothing after it", async () => {
    const { emit } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "noise-suppression", active: true });
    vi.advanceTimersByTime(NOISE_SUPPRESSION_WAIT_MS * 2);
    expect(tracked("demo_call_start")).toEqual([
      ["demo_call_start", { agent: "cat", noise_suppression: true }],
    ]);
  });

  it("a connection down for the whole limit ends the call: message, analytics, microphone released", async () => {
    const { session, emit, call, track: micTrack } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "connection", state: "down" });
    vi.advanceTimersByTime(RECONNECT_LIMIT_MS - 1000);
    emit({ type: "connection", state: "up" });
    expect(track).toHaveBeenCalledWith("demo_reconnect", { agent: "cat", outcome: "recovered" });
    // The limit counts each drop afresh.
    emit({ type: "connection", state: "down" });
    vi.advanceTimersByTime(RECONNECT_LIMIT_MS - 1);
    expect(session.getState()).toMatchObject({ status: "active", reconnecting: true });
    vi.advanceTimersByTime(1);
    expect(session.getState().error?.message).toBe(`Error: ${callErrors.connectionDropped}`);
    expect(track).toHaveBeenCalledWith("demo_reconnect", { agent: "cat", outcome: "lost" });
    expect(tracked("demo_reconnect")).toHaveLength(2);
    expect(call.stop).toHaveBeenCalled();
    expect(micTrack.stop).toHaveBeenCalled();
  });

  it("the tap on 'Tocá para escuchar al asistente' reaches the driver; a block is reported", async () => {
    const { session, emit, call } = await startedCall();
    emit({ type: "call-start" });
    emit({ type: "audio-blocked" });
    expect(track).toHaveBeenCalledWith("demo_audio_blocked", { agent: "cat" });
    session.resumeAudio();
    expect(call.resumeAudio).toHaveBeenCalledTimes(1);
    emit({ type: "audio-resumed" });
    expect(session.getState().audioBlocked).toBe(false);
  });

  it("holds the screen awake while the call is live, and lets go when it ends", async () => {
    const log: string[] = [];
    const request = vi.fn(async () => {
      log.push("request");
      return { released: false, release: async () => void log.push("release") };
    });
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    const { session, emit } = await startedCall();
    expect(request).not.toHaveBeenCalled();
    emit({ type: "call-start" });
    await settle();
    expect(log).toEqual(["request"]);
    session.finish();
    await settle();
    expect(log).toEqual(["request", "release"]);
    Reflect.deleteProperty(navigator, "wakeLock");
  });

  it("a mute pressed while the browser asks for the microphone applies once it is granted", async () => {
    const { session, track: micTrack, call } = startingCall();
    session.toggleMute();
    await settle();
    expect(session.getState()).toMatchObject({ status: "connecting", muted: true });
    expect(micTrack.enabled).toBe(false);
    expect(call.setMuted).toHaveBeenCalledWith(true);
  });

  it("M toggles mute during a call, not while typing in a field, and not outside a call", async () => {
    const { session, emit, track: micTrack } = await startedCall();
    emit({ type: "call-start" });
    const press = (target: EventTarget, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent("keydown", { key: "m", bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    };
    expect(press(document.body).defaultPrevented).toBe(true);
    expect(session.getState().muted).toBe(true);
    expect(micTrack.enabled).toBe(false);
    press(document.body, { ctrlKey: true });
    expect(session.getState().muted).toBe(true);
    const field = document.body.appendChild(document.createElement("input"));
    press(field);
    expect(session.getState().muted).toBe(true);
    field.remove();
    press(document.body, { key: "M" });
    expect(session.getState().muted).toBe(false);

    session.finish();
    // Outside a call the key is the page's: typed, not taken.
    expect(press(document.body).defaultPrevented).toBe(false);
    expect(session.getState().muted).toBe(false);
    expect(tracked("mic_toggle")).toHaveLength(2);
  });
});
