/**
 * The analytics a change of the text conversation's state sends (docs/product.md#events), pure,
 * like the call's (`lib/call/call-analytics.ts`).
 */
import type { DemoAgentName } from "~/lib/analytics";

import { actionEvents, type AnalyticsEvent } from "../conversation/analytics-events";
import { type ChatState, visitorTurns } from "./chat-state";

/**
 * `previous`: null for a conversation's first state, once it runs (its code loaded). `agent`: the
 * page's (`cat`, or the demo agent's slug), on every event.
 */
export function chatEvents(
  previous: ChatState | null,
  next: ChatState,
  agent: DemoAgentName,
): AnalyticsEvent[] {
  if (previous === null) return [["demo_chat_start", { agent }]];
  const events = actionEvents(previous.lines, next.lines, agent);
  // A message went out: the visitor's line is in, its answer pending.
  if (previous.pending === null && next.pending !== null) {
    events.push(["demo_chat_message", { agent, turn: visitorTurns(next) }]);
  }
  return events;
}
