/**
 * The text conversation's state machine ('Prefiero escribir',
 * docs/product.md#every-visitor-can-try-it), pure: the transcript, the answer being streamed,
 * its response time (from sending to the first streamed text), failures that give the message
 * back to the box, and the end.
 */
import type { AnalyticsEvents } from "~/lib/analytics";

import type { ChatEvent } from "./chat-client";
import { type ConversationSummary, summarize } from "../conversation/conversation-summary";
import {
  applyAction,
  attachResponse,
  closeTranscript,
  isAction,
  mergeTranscript,
  type TranscriptEntry,
} from "../conversation/transcript";

/** `demo_chat_message`: the visitor's message number in this conversation, from 1. */
export type ChatMessageProperties = AnalyticsEvents["demo_chat_message"];

export type PendingAnswer = {
  /** The visitor's message: back in the box if its answer fails. */
  text: string;
  /** When it was sent (ms, the hook's clock). */
  sentAt: number;
  /** The answer so far. */
  answer: string;
  /** From sending to the first text of the answer; null until it arrives. */
  responseMs: number | null;
  /**
   * The transcript's length before the message: a failure takes the message and its answer out,
   * with the actions it started.
   */
  linesBefore: number;
};

export type ChatState = {
  status: "open" | "ended";
  /**
   * The same entries as a call's transcript (lines and the assistant's actions): the transcript
   * panel, the file and the card read them.
   */
  lines: TranscriptEntry[];
  /** What is in the box. */
  draft: string;
  pending: PendingAnswer | null;
  /** Why the last message failed (Spanish); cleared by the next send. */
  error: string | null;
  /** The failure offers WhatsApp and the contact section (the guard could not tell a person). */
  offerContact: boolean;
  /** Every complete answer's response time, in order. */
  responseTimesMs: number[];
  openedAt: number;
  endedAt: number | null;
};

export type ChatAction =
  | { type: "draft"; text: string }
  /** `at`: when each action happened (ms, one clock for all of them). */
  | { type: "send"; at: number }
  | { type: "answer"; event: ChatEvent; at: number }
  | { type: "end"; at: number };

export function initialChatState(openedAt: number): ChatState {
  return {
    status: "open",
    lines: [],
    draft: "",
    pending: null,
    error: null,
    offerContact: false,
    responseTimesMs: [],
    openedAt,
    endedAt: null,
  };
}

/** One message at a time, and never an empty one. */
export function canSend(state: ChatState): boolean {
  return state.status === "open" && state.pending === null && state.draft.trim() !== "";
}

/** How many messages the visitor has sent (and not had given back). */
export function visitorTurns(state: ChatState): number {
  return state.lines.filter((line) => !isAction(line) && line.role === "user").length;
}

/** A failed message goes back to the box (one line), before anything typed since. */
function restoreDraft(failed: string, typedSince: string): string {
  return typedSince.trim() === "" ? failed : `${failed} ${typedSince.trim()}`;
}

function onAnswer(state: ChatState, pending: PendingAnswer, event: ChatEvent, at: number): ChatState {
  switch (event.type) {
    case "delta": {
      const answer = pending.answer + event.text;
      const lines = mergeTranscript(state.lines, { role: "assistant", text: answer, final: false });
      if (pending.responseMs !== null || answer.trim() === "") {
        return { ...state, lines, pending: { ...pending, answer } };
      }
      // The first text of the answer: 'Respondió en …' goes on its line at once.
      const responseMs = Math.max(0, at - pending.sentAt);
      return {
        ...state,
        lines: attachResponse(lines, responseMs) ?? lines,
        pending: { ...pending, answer, responseMs },
      };
    }
    case "action":
      return { ...state, lines: applyAction(state.lines, event) };
    case "done":
      // Nothing more arrives for this message: an action still running failed.
      return {
        ...state,
        lines: closeTranscript(state.lines),
        pending: null,
        responseTimesMs:
          pending.responseMs === null
            ? state.responseTimesMs
            : [...state.responseTimesMs, pending.responseMs],
      };
    case "error":
      return {
        ...state,
        lines: state.lines.slice(0, pending.linesBefore),
        pending: null,
        draft: restoreDraft(pending.text, state.draft),
        error: event.message,
        offerContact: event.offerContact ?? false,
      };
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "draft":
      return state.status === "open" ? { ...state, draft: action.text } : state;
    case "send": {
      if (!canSend(state)) return state;
      const text = state.draft.trim();
      return {
        ...state,
        lines: mergeTranscript(state.lines, { role: "user", text, final: true }),
        draft: "",
        error: null,
        offerContact: false,
        pending: { text, sentAt: action.at, answer: "", responseMs: null, linesBefore: state.lines.length },
      };
    }
    case "answer":
      return state.pending ? onAnswer(state, state.pending, action.event, action.at) : state;
    case "end": {
      if (state.status === "ended") return state;
      // An answer cut short by the end stays as far as it came, like a call's last words.
      const measured = state.pending?.responseMs ?? null;
      return {
        ...state,
        status: "ended",
        endedAt: action.at,
        pending: null,
        error: null,
        offerContact: false,
        lines: closeTranscript(state.lines),
        responseTimesMs: measured === null ? state.responseTimesMs : [...state.responseTimesMs, measured],
      };
    }
  }
}

/** For the card after the conversation: the same figures as a call's. */
export function chatSummary(state: ChatState): ConversationSummary {
  const end = state.endedAt ?? state.openedAt;
  return summarize("chat", {
    seconds: Math.max(0, Math.round((end - state.openedAt) / 1000)),
    lines: state.lines,
    responseTimesMs: state.responseTimesMs,
  });
}
