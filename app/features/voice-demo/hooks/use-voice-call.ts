import { useCallback, useEffect, useReducer, useRef } from "react";

import { track } from "~/lib/analytics";

import { callReducer, initialCallState, isInCall } from "../lib/call-state";
import { isMuteShortcut } from "../lib/keyboard";
import {
  type MicFailure,
  micFailureAfter,
  micFailureOf,
  readMicPermission,
  requestMicrophone,
  setStreamMuted,
  stopStream,
  watchMicPermission,
} from "../lib/microphone";
import { median } from "../lib/response-time";
import type { VoiceCall, VoiceClient } from "../lib/voice-client";
import { holdScreenWakeLock } from "../lib/wake-lock";

/**
 * A visitor must never wait on "Conectando..." forever: past this, the start counts as
 * failed. Covers POST /call/web, Daily's bundle load and the join on a slow network.
 */
export const CONNECT_TIMEOUT_MS = 25_000;

/**
 * How long a live call may stay without its connection before the page ends it
 * (docs/product.md#a-real-call-in-the-field).
 */
export const RECONNECT_LIMIT_MS = 15_000;

/**
 * How long `demo_call_start` waits, once the call is live, for the noise suppression verdict: it
 * must not wait for the end of the call, which a closed tab never reports.
 */
export const NOISE_SUPPRESSION_WAIT_MS = 5_000;

type Session = {
  stream: MediaStream | null;
  call: VoiceCall | null;
  /** The connect timeout while the call is being set up. */
  timeout: number | undefined;
  /** The assistant listens: no connect timeout any more. */
  live: boolean;
};

type CallOptions = {
  /** The microphone for the next call (`useMicrophoneChoice`'s `deviceId`); null for the default. */
  deviceId?: string | null;
  /** The permission was granted: the page lists the inputs now that the browser names them. */
  onMicGranted?: () => void;
};

/**
 * Runs calls on a voice client: the state machine of `lib/call-state.ts` plus the effects
 * (microphone, driver, timer, analytics, cleanup on leave).
 */
export function useVoiceCall(
  client: VoiceClient,
  limitSeconds: number,
  { deviceId = null, onMicGranted }: CallOptions = {},
) {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const session = useRef<Session | null>(null);
  const muted = useRef(false);
  /** Whether this call's `demo_call_start` went out: it waits to know about noise suppression. */
  const startReported = useRef(true);

  /** Stops the driver and every microphone track of the current call. */
  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    window.clearTimeout(current.timeout);
    current.call?.stop();
    stopStream(current.stream);
  }, []);

  const start = useCallback(() => {
    // A second click while a call is being set up never starts another one.
    if (session.current) return;
    const current: Session = { stream: null, call: null, timeout: undefined, live: false };
    session.current = current;
    muted.current = false;
    // Before any await: "Inicializando..." paints on the very next frame.
    dispatch({ type: "start", limitSeconds });
    startReported.current = false;
    // In the click handler itself, so mobile browsers keep the user gesture for the prompt.
    requestMicrophone(deviceId).then(
      ({ stream, deviceId: opened }) => {
        if (session.current !== current) return stopStream(stream);
        current.stream = stream;
        dispatch({ type: "mic-granted" });
        onMicGranted?.();
        const armTimeout = () => {
          window.clearTimeout(current.timeout);
          current.timeout = window.setTimeout(() => {
            if (session.current !== current) return;
            release();
            dispatch({ type: "timeout" });
          }, CONNECT_TIMEOUT_MS);
        };
        armTimeout();
        current.call = client.start(
          stream,
          (event) => {
            if (session.current !== current) return;
            if (event.type === "call-start") current.live = true;
            // While the assistant cannot be heard, the call may wait on the visitor's tap (Vapi
            // starts once the page can play it): no provider is late then. The tap starts a new wait.
            if (event.type === "call-start" || event.type === "audio-blocked")
              window.clearTimeout(current.timeout);
            if (event.type === "audio-resumed" && !current.live) armTimeout();
            dispatch({ type: "voice", event, at: performance.now() });
            if (event.type === "call-end" || event.type === "error") release();
          },
          // The input the stream is on: the default if the choice was unplugged meanwhile.
          opened,
        );
        // A mute pressed (or M typed) while the browser was still asking applies to this call too.
        if (muted.current) {
          setStreamMuted(stream, true);
          current.call.setMuted(true);
        }
      },
      (error: unknown) => {
        if (session.current !== current) return;
        const fail = (failure: MicFailure) => {
          if (session.current !== current) return;
          session.current = null;
          dispatch({ type: "mic-failed", failure });
        };
        const failure = micFailureOf(error);
        if (failure !== "denied") return fail(failure);
        // Asked now, not remembered: a dismissed prompt leaves it at "prompt", a denial at "denied".
        void readMicPermission().then((permission) => {
          dispatch({ type: "permission", permission });
          fail(micFailureAfter(failure, permission));
        });
      },
    );
  }, [client, release, limitSeconds, deviceId, onMicGranted]);

  const finish = useCallback(() => {
    release();
    dispatch({ type: "finish" });
  }, [release]);

  const toggleMute = useCallback(() => {
    const current = session.current;
    if (!current) return;
    const next = !muted.current;
    muted.current = next;
    setStreamMuted(current.stream, next);
    current.call?.setMuted(next);
    dispatch({ type: "mute", muted: next });
    track("mic_toggle", { state: next ? "muted" : "unmuted" });
  }, []);

  /** The tap on 'Tocá para escuchar al asistente': synchronous, so the browser sees the gesture. */
  const resumeAudio = useCallback(() => session.current?.call?.resumeAudio(), []);

  const { status } = state;
  const inCall = isInCall(status);
  useEffect(() => {
    if (status !== "active") return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(timer);
  }, [status]);

  // However the call stopped (the limit, the provider, an error), its driver and microphone go.
  useEffect(() => {
    if (!inCall) release();
  }, [inCall, release]);

  // A phone must not lock its screen mid-call.
  const active = status === "active";
  useEffect(() => (active ? holdScreenWakeLock() : undefined), [active]);

  // A connection that stays down this long is lost: the page ends the call (the driver hangs up).
  const { reconnecting } = state;
  useEffect(() => {
    if (!reconnecting) return;
    const timer = window.setTimeout(() => dispatch({ type: "connection-lost" }), RECONNECT_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [reconnecting]);

  // `M` toggles mute during a call, not while typing in a field (docs/product.md#call-states).
  useEffect(() => {
    if (!inCall) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isMuteShortcut(event)) return;
      event.preventDefault();
      toggleMute();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [inCall, toggleMute]);

  // Analytics follow the state, so every way into "ended" or "error" reports once.
  // The start goes first: once the driver knows about noise suppression, when the call is over,
  // or when the verdict is late; whichever comes first, the others send nothing.
  const reportStart = useCallback((suppressing: boolean) => {
    if (startReported.current) return;
    startReported.current = true;
    track("demo_call_start", { noise_suppression: suppressing });
  }, []);
  const { noiseSuppression } = state;
  useEffect(() => {
    if (noiseSuppression === null && isInCall(status)) return;
    reportStart(noiseSuppression ?? false);
  }, [status, noiseSuppression, reportStart]);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => reportStart(false), NOISE_SUPPRESSION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [active, reportStart]);
  const { endedAfter, endReason } = state;
  const medianMs = median(state.responseTimesMs);
  const errorMessage = state.error
    ? [state.error.message, state.error.detail].filter(Boolean).join(" ")
    : null;
  useEffect(() => {
    if (isInCall(status) || endedAfter === null || endReason === null) return;
    track("demo_call_end", {
      call_duration: endedAfter,
      end_reason: endReason,
      ...(medianMs !== null && { median_response_ms: Math.round(medianMs) }),
    });
  }, [status, endedAfter, endReason, medianMs]);
  useEffect(() => {
    if (status === "error" && errorMessage) track("demo_call_error", { error_message: errorMessage });
  }, [status, errorMessage]);

  const { audioBlocked } = state;
  useEffect(() => {
    if (audioBlocked) track("demo_audio_blocked");
  }, [audioBlocked]);
  const { reconnections } = state;
  useEffect(() => {
    const outcome = reconnections.at(-1);
    if (outcome) track("demo_reconnect", { outcome });
  }, [reconnections]);

  useEffect(() => watchMicPermission((permission) => dispatch({ type: "permission", permission })), []);

  // Closing the tab or leaving the site hangs up; the page shows it ended in case the
  // browser restores it from the back/forward cache. Leaving the route unmounts: hang up too.
  useEffect(() => {
    window.addEventListener("pagehide", finish);
    return () => {
      window.removeEventListener("pagehide", finish);
      release();
    };
  }, [finish, release]);

  return { state, start, finish, toggleMute, resumeAudio, prefetch: client.prefetch };
}
