import { type AnalyticsEventName, type TrackArgs, track } from "~/lib/analytics";

/** One analytics event with its properties, as `track()` takes them. */
export type AnalyticsEvent = {
  [E in AnalyticsEventName]: [event: E, ...properties: TrackArgs<E>];
}[AnalyticsEventName];

/** Sends the events in order. */
export function trackEach(events: readonly AnalyticsEvent[]): void {
  // Each tuple is a valid argument list; TypeScript cannot spread a union of them into a generic call.
  const send = track as (...event: AnalyticsEvent) => void;
  for (const event of events) send(...event);
}
