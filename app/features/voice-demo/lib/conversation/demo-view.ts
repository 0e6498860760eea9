/**
 * Which conversation the page shows, the call or the chat ('Prefiero escribir'), and which card
 * follows it (docs/product.md#every-visitor-can-try-it), pure. The two never run at once: the
 * latest one the visitor chose wins, and its card replaces the other's.
 */
import type { ChatClient } from "../chat/chat-client";
import { callSummary, type CallState } from "../call/call-state";
import type { ConversationSummary } from "./conversation-summary";
import type { TranscriptEntry } from "./transcript";

/** What the card after a conversation shows. */
export type ConversationOutcome = { summary: ConversationSummary; transcript: TranscriptEntry[] };

export type DemoView =
  | {
      current: "call";
      /** The chat that ended with something written: its card shows, not the last call's. */
      chatCard: ConversationOutcome | null;
      /** 'Prefiero escribir' was pressed and the chat's code is on its way: the call panel stays, its button busy. */
      chatRequested: boolean;
    }
  /** The chat in place of the call panel, on its driver; null when that could not load. */
  | { current: "chat"; chat: ChatClient | null };

export type DemoViewAction =
  | { type: "call-started" }
  | { type: "chat-requested" }
  /** The chat's code and its driver arrived. */
  | { type: "chat-ready"; chat: ChatClient | null }
  | { type: "chat-ended"; outcome: ConversationOutcome };

export const initialDemoView: DemoView = { current: "call", chatCard: null, chatRequested: false };

export function demoViewReducer(view: DemoView, action: DemoViewAction): DemoView {
  switch (action.type) {
    case "call-started":
      return initialDemoView;
    case "chat-requested":
      return view.current === "call" ? { ...view, chatRequested: true } : view;
    case "chat-ready":
      // Only a request still standing opens the chat: a call started meanwhile withdrew it.
      return view.current === "call" && view.chatRequested ? { current: "chat", chat: action.chat } : view;
    case "chat-ended":
      if (view.current !== "chat") return view;
      // Nothing written, nothing to show: back to the call, and to its card if one had ended.
      return {
        current: "call",
        chatCard: action.outcome.transcript.length > 0 ? action.outcome : null,
        chatRequested: false,
      };
  }
}

/** The card under the call panel: the ended chat's, or the call's once it has ended; null for none. */
export function cardOf(view: DemoView, call: CallState): ConversationOutcome | null {
  if (view.current === "chat") return null;
  if (view.chatCard) return view.chatCard;
  return call.status === "ended" ? { summary: callSummary(call), transcript: call.transcript } : null;
}
