/**
 * What the card after a call or a text conversation shows (docs/product.md#what-sells-the-demo,
 * docs/product.md#every-visitor-can-try-it): the same figures for both, from the same transcript
 * lines and response times.
 */
import { median, slowest } from "../call/response-time";
import { isAction, type TranscriptEntry } from "./transcript";

/** A voice call, or the text conversation of 'Prefiero escribir'. */
export type ConversationKind = "call" | "chat";

export type ConversationSummary = {
  kind: ConversationKind;
  /** How long the call was active, or the conversation open. */
  seconds: number;
  /** Final assistant turns of the transcript. */
  assistantTurns: number;
  /** Median response time; null if none was measured. */
  medianResponseMs: number | null;
  /** The slowest response; null if none was measured. */
  slowestResponseMs: number | null;
  /** The demo's length limit ended the call. */
  endedByLimit: boolean;
  /** When the meeting the assistant booked takes place (a real call only); null for none. */
  meeting: string | null;
};

type Conversation = {
  seconds: number;
  lines: readonly TranscriptEntry[];
  responseTimesMs: readonly number[];
  endedByLimit?: boolean;
  meeting?: string | null;
};

export function summarize(
  kind: ConversationKind,
  { seconds, lines, responseTimesMs, endedByLimit = false, meeting = null }: Conversation,
): ConversationSummary {
  return {
    kind,
    seconds,
    assistantTurns: lines.filter((line) => !isAction(line) && line.role === "assistant" && line.final).length,
    medianResponseMs: median(responseTimesMs),
    slowestResponseMs: slowest(responseTimesMs),
    endedByLimit,
    meeting,
  };
}
