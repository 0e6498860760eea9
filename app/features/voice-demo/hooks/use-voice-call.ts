import { useCallback, useEffect, useReducer, useRef } from "react";

import { callErrors, type CallStatus } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import {
  type MicFailure,
  type MicPermission,
  micFailureOf,
  requestMicrophone,
  setStreamMuted,
  stopStream,
  watchMicPermission,
} from "../lib/microphone";
import { closeTranscript, mergeTranscript, type TranscriptLine } from "../lib/transcript";
import type { VoiceCall, VoiceClient, VoiceEvent } from "../lib/voice-client";

/**
 * A visitor must never wait on "Conectando..." forever: past this, the start counts as
 * failed. Covers POST /call/web, Daily's bundle load and the join on a slow network.
 */
export const CONNECT_TIMEOUT_MS = 25_000;

export type CallError = { message: string; detail: string | null };

export type CallState = {
  status: CallStatus;
  /** Seconds since the assistant started listening. */
  seconds: number;
  /** Call length reported to analytics when the call ended; null while none has. */
  endedAfter: number | null;
  muted: boolean;
  permission: MicPermission;
  error: CallError | null;
  userSpeaking: boolean;
  assistantSpeaking: boolean;
  assistantLevel: number;
  transcript: TranscriptLine[];
};

export type CallAction =
  | { type: "start" }
  | { type: "mic-granted" }
  | { type: "mic-failed"; failure: MicFailure }
  | { type: "voice"; event: VoiceEvent }
  | { type: "timeout" }
  | { type: "tick" }
  | { type: "finish" }
  | { type: "mute"; muted: boolean }
  | { type: "permission"; permission: MicPermission };

export const initialCallState: CallState = {
  status: "idle",
  seconds: 0,
  endedAfter: null,
  muted: false,
  permission: "unknown",
  error: null,
  userSpeaking: false,
  assistantSpeaking: false,
  assistantLevel: 0,
  transcript: [],
};

const micMessages: Record<MicFailure, string> = {
  denied: callErrors.micRequired,
  "no-device": callErrors.noMicrophone,
  busy: callErrors.micBusy,
  insecure: callErrors.insecureContext,
  unknown: callErrors.failedStart,
};

/** Initializing, connecting or active: a call the visitor can finish. */
export function isInCall(status: CallStatus): boolean {
  return status === "initializing" || status === "connecting" || status === "active";
}

const silence = { userSpeaking: false, assistantSpeaking: false, assistantLevel: 0 } as const;

function failed(state: CallState, detail: string | null): CallState {
  // Before the assistant listens it is a failed start (SPEC §8); during the call, "Error: {message}".
  const message =
    state.status === "active"
      ? detail
        ? callErrors.withMessage(detail)
        : callErrors.unknown
      : callErrors.failedStart;
  return {
    ...state,
    ...silence,
    status: "error",
    error: { message, detail },
    transcript: closeTranscript(state.transcript),
  };
}

function onVoiceEvent(state: CallState, event: VoiceEvent): CallState {
  if (!isInCall(state.status)) return state;
  switch (event.type) {
    case "call-start":
      return state.status === "connecting" ? { ...state, status: "active", seconds: 0 } : state;
    case "call-end":
      return {
        ...state,
        ...silence,
        status: "ended",
        endedAfter: state.seconds,
        transcript: closeTranscript(state.transcript),
      };
    case "error":
      return failed(state, event.detail);
    case "speaking":
      return event.role === "user"
        ? { ...state, userSpeaking: event.speaking }
        : { ...state, assistantSpeaking: event.speaking };
    case "assistant-level":
      return { ...state, assistantLevel: Math.min(1, Math.max(0, event.level)) };
    case "transcript":
      return { ...state, transcript: mergeTranscript(state.transcript, event) };
  }
}

/** The call state machine of SPEC §4, pure. */
export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case "start":
      if (isInCall(state.status)) return state;
      return {
        ...initialCallState,
        permission: state.permission,
        status: "initializing",
      };
    case "mic-granted":
      return state.status === "initializing"
        ? { ...state, status: "connecting", permission: "granted" }
        : state;
    case "mic-failed":
      if (state.status !== "initializing") return state;
      return {
        ...state,
        status: "error",
        permission: action.failure === "denied" ? "denied" : state.permission,
        error: { message: micMessages[action.failure], detail: null },
      };
    case "voice":
      return onVoiceEvent(state, action.event);
    case "timeout":
      return state.status === "initializing" || state.status === "connecting"
        ? failed(state, callErrors.timeout)
        : state;
    case "tick":
      return state.status === "active" ? { ...state, seconds: state.seconds + 1 } : state;
    case "finish":
      if (!isInCall(state.status)) return state;
      return {
        ...state,
        ...silence,
        status: "ended",
        endedAfter: state.seconds,
        seconds: 0,
        muted: false,
        transcript: closeTranscript(state.transcript),
      };
    case "mute":
      return isInCall(state.status) ? { ...state, muted: action.muted } : state;
    case "permission":
      return { ...state, permission: action.permission };
  }
}

type Session = { stream: MediaStream | null; call: VoiceCall | null; timeout: number | undefined };

/**
 * Runs calls on a voice client: the reducer above plus the effects (microphone,
 * driver, timer, analytics, cleanup on leave).
 */
export function useVoiceCall(client: VoiceClient) {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const session = useRef<Session | null>(null);
  const muted = useRef(false);

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
    const current: Session = { stream: null, call: null, timeout: undefined };
    session.current = current;
    muted.current = false;
    // Before any await: "Inicializando..." paints on the very next frame.
    dispatch({ type: "start" });
    track("demo_call_start");
    // In the click handler itself, so mobile browsers keep the user gesture for the prompt.
    requestMicrophone().then(
      (stream) => {
        if (session.current !== current) return stopStream(stream);
        current.stream = stream;
        dispatch({ type: "mic-granted" });
        current.timeout = window.setTimeout(() => {
          if (session.current !== current) return;
          release();
          dispatch({ type: "timeout" });
        }, CONNECT_TIMEOUT_MS);
        current.call = client.start(stream, (event) => {
          if (session.current !== current) return;
          if (event.type === "call-start") window.clearTimeout(current.timeout);
          dispatch({ type: "voice", event });
          if (event.type === "call-end" || event.type === "error") release();
        });
      },
      (error: unknown) => {
        if (session.current !== current) return;
        session.current = null;
        dispatch({ type: "mic-failed", failure: micFailureOf(error) });
      },
    );
  }, [client, release]);

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

  const { status } = state;
  useEffect(() => {
    if (status !== "active") return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(timer);
  }, [status]);

  // Analytics follow the state, so every way into "ended" or "error" reports once.
  const endedAfter = state.endedAfter;
  const errorMessage = state.error
    ? [state.error.message, state.error.detail].filter(Boolean).join(" ")
    : null;
  useEffect(() => {
    if (status === "ended" && endedAfter !== null) track("demo_call_end", { call_duration: endedAfter });
    if (status === "error" && errorMessage) track("demo_call_error", { error_message: errorMessage });
  }, [status, endedAfter, errorMessage]);

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

  return { state, start, finish, toggleMute, prefetch: client.prefetch };
}
