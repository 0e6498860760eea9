/**
 * 'Probar micrófono' (docs/product.md#every-visitor-can-try-it), pure: before spending a call,
 * does the microphone hear the visitor? Heard as soon as a level passes the speaking threshold
 * the call uses; silent after MIC_CHECK_MS without one.
 */
import type { AnalyticsEvents } from "~/lib/analytics";

import type { MicFailure } from "./microphone";
import { SPEAKING_THRESHOLD } from "./speech-detector";

/** How long the check listens for the visitor's voice. */
export const MIC_CHECK_MS = 5000;

/** `demo_mic_check`'s `result`. */
export type MicCheckResult = AnalyticsEvents["demo_mic_check"]["result"];

export type MicCheckState =
  | { status: "idle" }
  /** The browser is asking for the permission. */
  | { status: "asking" }
  /** 'Decí algo…' with the live level (0 to 1). */
  | { status: "listening"; since: number; level: number }
  | { status: "ok" }
  | { status: "silent" }
  | { status: "failed"; failure: MicFailure };

export type MicCheckAction =
  | { type: "start" }
  /** `at`: ms on the clock the levels use. */
  | { type: "granted"; at: number }
  | { type: "failed"; failure: MicFailure }
  | { type: "level"; level: number; at: number }
  /** MIC_CHECK_MS passed: also when no level came at all. */
  | { type: "deadline" };

export const idleCheck: MicCheckState = { status: "idle" };

/** Asking or listening: the microphone is, or is about to be, open. */
export function isChecking(state: MicCheckState): boolean {
  return state.status === "asking" || state.status === "listening";
}

export function micCheckReducer(state: MicCheckState, action: MicCheckAction): MicCheckState {
  switch (action.type) {
    case "start":
      return isChecking(state) ? state : { status: "asking" };
    case "granted":
      return state.status === "asking" ? { status: "listening", since: action.at, level: 0 } : state;
    case "failed":
      return state.status === "asking" ? { status: "failed", failure: action.failure } : state;
    case "level": {
      if (state.status !== "listening") return state;
      if (action.level > SPEAKING_THRESHOLD) return { status: "ok" };
      if (action.at - state.since >= MIC_CHECK_MS) return { status: "silent" };
      return { ...state, level: action.level };
    }
    case "deadline":
      return state.status === "listening" ? { status: "silent" } : state;
  }
}

/** What a finished check reports; null while it runs, and for failures other than a denial. */
export function micCheckResult(state: MicCheckState): MicCheckResult | null {
  if (state.status === "ok" || state.status === "silent") return state.status;
  if (state.status === "failed" && state.failure === "denied") return "denied";
  return null;
}
