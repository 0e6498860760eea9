/**
 * The analytics a change of the call's state sends (docs/product.md#events), pure: each event
 * follows from the state before and after one action, so every way into a state reports it once.
 * Each demo event carries the page's `agent` (`cat`, or the demo agent's slug).
 */
import type { DemoAgentName } from "~/lib/analytics";

import { actionEvents, type AnalyticsEvent } from "../conversation/analytics-events";
import { type CallState, isInCall } from "./call-state";
import { median } from "./response-time";

/**
 * What `demo_call_start` says about noise suppression once it is due: the driver's verdict, or
 * false when the call is over (or was live too long) without one; null while the call waits for it.
 */
function startVerdict(state: CallState): boolean | null {
  if (state.noiseSuppression !== null) return state.noiseSuppression;
  return isInCall(state.status) ? null : false;
}

export function callEvents(previous: CallState, next: CallState, agent: DemoAgentName): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  const verdict = startVerdict(next);
  // A call starts waiting (null) and stops once, so the start goes out once per call.
  if (startVerdict(previous) === null && verdict !== null) {
    events.push(["demo_call_start", { agent, noise_suppression: verdict }]);
  }
  const inCall = isInCall(next.status);
  if (isInCall(previous.status) && inCall && previous.muted !== next.muted) {
    events.push(["mic_toggle", { agent, state: next.muted ? "muted" : "unmuted" }]);
  }
  // Before the call's end: an action the end fails (no result came) belongs to the call.
  events.push(...actionEvents(previous.transcript, next.transcript, agent));
  // Counted as the landing's Cal.com bookings are, so the owner's funnel sees both paths' meetings.
  if (previous.meeting === null && next.meeting !== null) {
    events.push(["booking_scheduled", { location: "demo_assistant" }]);
  }
  if (isInCall(previous.status) && !inCall && next.endedAfter !== null && next.endReason !== null) {
    const medianMs = median(next.responseTimesMs);
    events.push([
      "demo_call_end",
      {
        agent,
        call_duration: next.endedAfter,
        end_reason: next.endReason,
        ...(medianMs !== null && { median_response_ms: Math.round(medianMs) }),
      },
    ]);
  }
  if (previous.status !== "error" && next.status === "error" && next.error) {
    const { message, detail } = next.error;
    events.push(["demo_call_error", { agent, error_message: [message, detail].filter(Boolean).join(" ") }]);
  }
  if (!previous.audioBlocked && next.audioBlocked) events.push(["demo_audio_blocked", { agent }]);
  // A new call starts with none: only outcomes added by this change are new.
  for (const outcome of next.reconnections.slice(previous.reconnections.length)) {
    events.push(["demo_reconnect", { agent, outcome }]);
  }
  return events;
}
