/** A conversation's lines and the assistant's actions among them: one list for the log, card and file. */
import type { ActionEvent, ActionStatus } from "./actions";
import type { Speaker } from "../call/voice-client";

export type TranscriptLine = {
  id: number;
  role: Speaker;
  text: string;
  final: boolean;
  /** An assistant turn's response time ('Respondió en 0,8 s'), when it was measured. */
  responseMs?: number;
};

/** An action of the assistant, where it happened in the conversation (lib/conversation/actions.ts). */
export type ActionLine = {
  kind: "action";
  id: number;
  /** The driver's id of the tool call: its end finds its card. */
  actionId: string;
  name: string;
  status: ActionStatus;
  outcome?: string;
};

/** A conversation as it happened: what each side said and what the assistant did, in order. */
export type TranscriptEntry = TranscriptLine | ActionLine;

export function isAction(entry: TranscriptEntry): entry is ActionLine {
  return "kind" in entry && entry.kind === "action";
}

const nextId = (entries: readonly TranscriptEntry[]) => (entries.at(-1)?.id ?? 0) + 1;

/**
 * Adds one transcript event: a partial replaces the open (non-final) line of the same
 * speaker, and that line's final text closes it; anything else starts a new line.
 */
export function mergeTranscript(
  entries: readonly TranscriptEntry[],
  event: { role: Speaker; text: string; final: boolean },
): TranscriptEntry[] {
  const text = event.text.trim();
  if (text === "") return [...entries];
  const openIndex = entries.findLastIndex(
    (entry) => !isAction(entry) && entry.role === event.role && !entry.final,
  );
  if (openIndex !== -1) {
    return entries.map((entry, index) =>
      index === openIndex ? { ...entry, text, final: event.final } : entry,
    );
  }
  return [...entries, { id: nextId(entries), role: event.role, text, final: event.final }];
}

/**
 * Adds one action event: a start adds its card, an end settles the card it pairs with (or adds
 * one settled, when its start never came). A settled card stays as it is. Unchanged entries are
 * returned as they came.
 */
export function applyAction(entries: TranscriptEntry[], event: ActionEvent): TranscriptEntry[] {
  const index = entries.findIndex((entry) => isAction(entry) && entry.actionId === event.id);
  if (index === -1) {
    const outcome = event.status === "done" && event.outcome !== undefined ? { outcome: event.outcome } : {};
    const card: ActionLine = {
      kind: "action",
      id: nextId(entries),
      actionId: event.id,
      name: event.name,
      status: event.status,
      ...outcome,
    };
    return [...entries, card];
  }
  const card = entries[index] as ActionLine;
  if (card.status !== "running" || event.status === "running") return entries;
  const settled: ActionLine = {
    ...card,
    status: event.status,
    ...(event.status === "done" && event.outcome !== undefined && { outcome: event.outcome }),
  };
  return entries.map((entry, at) => (at === index ? settled : entry));
}

/**
 * At the end of a conversation, a line cut off mid-sentence stays as it was heard, now final, and
 * an action whose result never came failed.
 */
export function closeTranscript(entries: readonly TranscriptEntry[]): TranscriptEntry[] {
  return entries.map((entry) => {
    if (isAction(entry)) return entry.status === "running" ? { ...entry, status: "failed" } : entry;
    return entry.final ? entry : { ...entry, final: true };
  });
}

/** Puts a response time on the newest entry when it is the assistant's line and has none yet; else null. */
export function attachResponse(
  entries: readonly TranscriptEntry[],
  responseMs: number,
): TranscriptEntry[] | null {
  const last = entries.at(-1);
  if (!last || isAction(last) || last.role !== "assistant" || last.responseMs !== undefined) return null;
  return [...entries.slice(0, -1), { ...last, responseMs }];
}

/** The actions that ended between two states of one conversation, in order (analytics `demo_action`). */
export function settledActions(
  previous: readonly TranscriptEntry[],
  next: readonly TranscriptEntry[],
): ActionLine[] {
  if (previous === next) return [];
  const before = new Map(previous.filter(isAction).map((action) => [action.actionId, action.status]));
  return next
    .filter(isAction)
    .filter(
      (action) => action.status !== "running" && (before.get(action.actionId) ?? "running") === "running",
    );
}
