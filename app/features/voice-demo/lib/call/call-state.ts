/**
 * The call state machine (docs/product.md#call-states), pure: what the page shows
 * follows from the actions the call session (`call-session.ts`) dispatches.
 */
import { callErrors, type CallStatus, type ConnectStep } from "~/content/demo-cat";
import type { AnalyticsEvents } from "~/lib/analytics";

import { hearing, type SilenceWatch, watchSilence } from "./audio-health";
import { type ConversationSummary, summarize } from "../conversation/conversation-summary";
import type { MicFailure, MicPermission } from "../microphone/microphone";
import { idleClock, type ResponseClock, type ResponseInput, stepResponseClock } from "./response-time";
import {
  applyAction,
  attachResponse,
  closeTranscript,
  isAction,
  mergeTranscript,
  type TranscriptEntry,
} from "../conversation/transcript";
import type { CallFailure, VoiceEvent } from "./voice-client";

/**
 * `cause`: a failure the page answers with its own way out (docs/product.md#the-guard): WhatsApp
 * and the contact section when Turnstile could not tell a person, 'Prefiero escribir' when every
 * line is busy.
 */
export type CallError = { message: string; detail: string | null; cause: CallFailure | null };

/** Why a call ended (analytics `end_reason`): hung up here, by the assistant, at the length limit, or failed. */
export type EndReason = AnalyticsEvents["demo_call_end"]["end_reason"];

/** The default length limit (docs/product.md#what-sells-the-demo); the page gets the configured one. */
export const DEFAULT_LIMIT_SECONDS = 300;

export type CallState = {
  status: CallStatus;
  /** While connecting: the step the setup reached. */
  connectStep: ConnectStep | null;
  /** Seconds since the assistant started listening. */
  seconds: number;
  /** The length limit of this call: the page ends it when `seconds` reaches it. */
  limitSeconds: number;
  /** Call length reported to analytics when the call ended; null while none has. */
  endedAfter: number | null;
  /** Set when the call ends or fails; null before. */
  endReason: EndReason | null;
  muted: boolean;
  permission: MicPermission;
  error: CallError | null;
  /** Why the microphone could not be used, when that failed the call: the alert offers typing. */
  micFailure: MicFailure | null;
  userSpeaking: boolean;
  assistantSpeaking: boolean;
  assistantLevel: number;
  /** What each side said and what the assistant did, in order; an action still running fails at the end. */
  transcript: TranscriptEntry[];
  /** Every measured response time of the call, in order. */
  responseTimesMs: number[];
  responseClock: ResponseClock;
  /** A response time measured before its assistant line arrived: it goes on that line. */
  pendingResponseMs: number | null;
  silence: SilenceWatch;
  networkPoor: boolean;
  /** The call's connection is down: 'Reconectando…' until it returns or the page gives up. */
  reconnecting: boolean;
  /** How each drop of this call ended, in order (analytics `demo_reconnect`). */
  reconnections: ReconnectOutcome[];
  /** The browser refused to play the assistant: the visitor must tap to hear it. */
  audioBlocked: boolean;
  /**
   * Whether the provider's noise suppression runs; null until the driver knows, or until the
   * page stops waiting for it (`demo_call_start`, lib/call/call-analytics.ts), which counts it as off.
   */
  noiseSuppression: boolean | null;
  /** When the meeting the assistant booked in this call takes place; null while none was. */
  meeting: string | null;
};

export type ReconnectOutcome = AnalyticsEvents["demo_reconnect"]["outcome"];

export type CallAction =
  | { type: "start"; limitSeconds: number }
  | { type: "mic-granted" }
  | { type: "mic-failed"; failure: MicFailure }
  /** `at`: when the event arrived (ms, `performance.now()`), for response times and silence. */
  | { type: "voice"; event: VoiceEvent; at: number }
  | { type: "timeout" }
  /** The connection stayed down for the page's whole reconnection limit. */
  | { type: "connection-lost" }
  | { type: "tick" }
  /** The live call waited long enough for the driver's noise suppression verdict. */
  | { type: "noise-suppression-late" }
  | { type: "finish" }
  | { type: "mute"; muted: boolean }
  | { type: "permission"; permission: MicPermission };

export const initialCallState: CallState = {
  status: "idle",
  connectStep: null,
  seconds: 0,
  limitSeconds: DEFAULT_LIMIT_SECONDS,
  endedAfter: null,
  endReason: null,
  muted: false,
  permission: "unknown",
  error: null,
  micFailure: null,
  userSpeaking: false,
  assistantSpeaking: false,
  assistantLevel: 0,
  transcript: [],
  responseTimesMs: [],
  responseClock: idleClock,
  pendingResponseMs: null,
  silence: hearing,
  networkPoor: false,
  reconnecting: false,
  reconnections: [],
  audioBlocked: false,
  noiseSuppression: null,
  meeting: null,
};

const micMessages: Record<MicFailure, string> = {
  denied: callErrors.micRequired,
  dismissed: callErrors.micDismissed,
  "no-device": callErrors.noMicrophone,
  busy: callErrors.micBusy,
  insecure: callErrors.insecureContext,
  unknown: callErrors.failedStart,
};

/** Initializing, connecting or active: a call the visitor can finish. */
export function isInCall(status: CallStatus): boolean {
  return status === "initializing" || status === "connecting" || status === "active";
}

/** What a call that is over no longer shows. */
const quiet = {
  userSpeaking: false,
  assistantSpeaking: false,
  assistantLevel: 0,
  connectStep: null,
  silence: hearing,
  networkPoor: false,
  pendingResponseMs: null,
  reconnecting: false,
  audioBlocked: false,
} as const;

function ended(state: CallState, endReason: EndReason): CallState {
  return {
    ...state,
    ...quiet,
    status: "ended",
    endReason,
    endedAfter: state.seconds,
    transcript: closeTranscript(state.transcript),
  };
}

/** The guard's failures say what happened in their own words, whenever they come. */
const causeMessages: Record<CallFailure, string> = {
  unverified: callErrors.unverified,
  limited: callErrors.rateLimitedVisitor,
  busy: callErrors.linesBusy,
};

function failed(state: CallState, detail: string | null, cause: CallFailure | null = null): CallState {
  // Before the assistant listens it is a failed start; during the call, "Error: {message}"
  // (docs/product.md#call-states).
  const message = cause
    ? causeMessages[cause]
    : state.status === "active"
      ? detail
        ? callErrors.withMessage(detail)
        : callErrors.unknown
      : callErrors.failedStart;
  return {
    ...state,
    ...quiet,
    status: "error",
    endReason: "error",
    // A call that was live has a length; a failed start has none.
    endedAfter: state.status === "active" ? state.seconds : null,
    error: { message, detail, cause },
    transcript: closeTranscript(state.transcript),
  };
}

/**
 * One sample of either side's level, or the mute: may end a response time (lib/call/response-time.ts),
 * which goes on the assistant's line being spoken when its words came before its sound, else on
 * the next one. Samples that change nothing keep the same state (no render).
 */
function onResponseInput(state: CallState, input: ResponseInput, at: number): CallState {
  const step = stepResponseClock(state.responseClock, input, at);
  const measured = step.measuredMs;
  if (measured === null) {
    return step.clock === state.responseClock ? state : { ...state, responseClock: step.clock };
  }
  const last = state.transcript.at(-1);
  const attached = last && !isAction(last) && !last.final ? attachResponse(state.transcript, measured) : null;
  return {
    ...state,
    responseClock: step.clock,
    responseTimesMs: [...state.responseTimesMs, measured],
    transcript: attached ?? state.transcript,
    pendingResponseMs: attached ? null : measured,
  };
}

function onLevel(state: CallState, event: Extract<VoiceEvent, { type: "level" }>, at: number): CallState {
  const next =
    event.role === "assistant" ? { ...state, assistantLevel: Math.min(1, Math.max(0, event.level)) } : state;
  // Only a live call's sound is a conversation: nothing before the assistant listens counts.
  return state.status === "active" ? onResponseInput(next, event, at) : next;
}

/** Daily's connection went down or came back (lib/vapi/connection.ts); only a live call reconnects. */
function onConnection(state: CallState, up: boolean): CallState {
  if (state.status !== "active" || up !== state.reconnecting) return state;
  if (!up) return { ...state, reconnecting: true };
  return { ...state, reconnecting: false, reconnections: [...state.reconnections, "recovered"] };
}

function onTranscript(state: CallState, event: Extract<VoiceEvent, { type: "transcript" }>): CallState {
  const transcript = mergeTranscript(state.transcript, event);
  const pending = state.pendingResponseMs;
  const attached =
    pending !== null && event.role === "assistant" ? attachResponse(transcript, pending) : null;
  return attached ? { ...state, transcript: attached, pendingResponseMs: null } : { ...state, transcript };
}

function onVoiceEvent(state: CallState, event: VoiceEvent, at: number): CallState {
  if (!isInCall(state.status)) return state;
  switch (event.type) {
    case "connect-step":
      // A driver that prepares in the click (the guard) may be a step ahead of the microphone.
      return state.status === "active" ? state : { ...state, connectStep: event.step };
    case "call-start":
      return state.status === "connecting"
        ? { ...state, status: "active", seconds: 0, connectStep: null, silence: hearing }
        : state;
    case "call-end":
      return ended(state, event.reason ?? "assistant");
    case "error":
      return failed(state, event.detail, event.cause);
    case "challenge":
      return state;
    case "speaking":
      return event.role === "user"
        ? { ...state, userSpeaking: event.speaking }
        : { ...state, assistantSpeaking: event.speaking };
    case "level":
      return onLevel(state, event, at);
    case "mic-level": {
      // Silence counts only while the visitor could be heard: a live, unmuted call.
      if (state.status !== "active" || state.muted) return state;
      const silence = watchSilence(state.silence, event.level, at);
      return silence === state.silence ? state : { ...state, silence };
    }
    case "network":
      return event.poor === state.networkPoor ? state : { ...state, networkPoor: event.poor };
    case "connection":
      return onConnection(state, event.state === "up");
    case "audio-blocked":
      return { ...state, audioBlocked: true };
    case "audio-resumed":
      return { ...state, audioBlocked: false };
    case "noise-suppression":
      return { ...state, noiseSuppression: event.active };
    case "transcript":
      return onTranscript(state, event);
    case "action": {
      const transcript = applyAction(state.transcript, event);
      return transcript === state.transcript ? state : { ...state, transcript };
    }
    case "meeting-booked":
      return { ...state, meeting: event.when };
  }
}

/** The call state machine (docs/product.md#call-states), pure. */
export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case "start":
      if (isInCall(state.status)) return state;
      return {
        ...initialCallState,
        permission: state.permission,
        limitSeconds: action.limitSeconds,
        status: "initializing",
      };
    case "mic-granted":
      return state.status === "initializing"
        ? {
            ...state,
            status: "connecting",
            connectStep: state.connectStep ?? "preparing",
            permission: "granted",
          }
        : state;
    case "mic-failed":
      // The permission itself comes from the Permissions API ("permission" below), never guessed here.
      if (state.status !== "initializing") return state;
      return {
        ...state,
        status: "error",
        endReason: "error",
        error: { message: micMessages[action.failure], detail: null, cause: null },
        micFailure: action.failure,
      };
    case "voice":
      return onVoiceEvent(state, action.event, action.at);
    case "timeout":
      return state.status === "initializing" || state.status === "connecting"
        ? failed(state, callErrors.timeout)
        : state;
    case "connection-lost":
      if (state.status !== "active" || !state.reconnecting) return state;
      return {
        ...failed(state, callErrors.connectionDropped),
        reconnections: [...state.reconnections, "lost"],
      };
    case "tick": {
      if (state.status !== "active") return state;
      const next = { ...state, seconds: state.seconds + 1 };
      // The page ends the call itself at the limit, whatever the provider does.
      return next.seconds >= state.limitSeconds ? ended(next, "time_limit") : next;
    }
    case "noise-suppression-late":
      return state.status === "active" && state.noiseSuppression === null
        ? { ...state, noiseSuppression: false }
        : state;
    case "finish":
      if (!isInCall(state.status)) return state;
      return { ...ended(state, "visitor"), seconds: 0, muted: false };
    case "mute": {
      if (!isInCall(state.status)) return state;
      // Unmuting starts the silence count afresh.
      const next = { ...state, muted: action.muted, silence: hearing };
      return onResponseInput(next, action, 0);
    }
    case "permission":
      return { ...state, permission: action.permission };
  }
}

/** For the card after the call. */
export function callSummary(state: CallState): ConversationSummary {
  return summarize("call", {
    seconds: state.endedAfter ?? 0,
    lines: state.transcript,
    responseTimesMs: state.responseTimesMs,
    endedByLimit: state.endReason === "time_limit",
    meeting: state.meeting,
  });
}
