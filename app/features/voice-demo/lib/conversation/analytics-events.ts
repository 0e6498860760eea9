/** The analytics the call and the chat share: the event tuple `track()` takes, and `demo_action`. */
import { type AnalyticsEventName, type DemoAgentName, type TrackArgs, track } from "~/lib/analytics";

import { settledActions, type TranscriptEntry } from "./transcript";

/** One analytics event with its properties, as `track()` takes them. */
export type AnalyticsEvent = {
  [E in AnalyticsEventName]: [event: E, ...properties: TrackArgs<E>];
}[AnalyticsEventName];

/**
 * `demo_action` for each action of the assistant that ended between two states of a call's or a
 * chat's transcript, in order; `agent`: the page's (`cat`, or the demo agent's slug).
 */
export function actionEvents(
  previous: readonly TranscriptEntry[],
  next: readonly TranscriptEntry[],
  agent: DemoAgentName,
): AnalyticsEvent[] {
  return settledActions(previous, next).map((action) => [
    "demo_action",
    { agent, name: action.name, outcome: action.status === "failed" ? "failed" : "done" },
  ]);
}

/** Sends the events in order. */
export function trackEach(events: readonly AnalyticsEvent[]): void {
  // Each tuple is a valid argument list; TypeScript cannot spread a union of them into a generic call.
  const send = track as (...event: AnalyticsEvent) => void;
  for (const event of events) send(...event);
}
