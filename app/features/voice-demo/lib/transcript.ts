import type { Speaker } from "./voice-client";

export type TranscriptLine = {
  id: number;
  role: Speaker;
  text: string;
  final: boolean;
  /** An assistant turn's response time ('Respondió en 0,8 s'), when it was measured. */
  responseMs?: number;
};

/**
 * Adds one transcript event: a partial replaces the open (non-final) line of the same
 * speaker, and that line's final text closes it; anything else starts a new line.
 */
export function mergeTranscript(
  lines: readonly TranscriptLine[],
  event: { role: Speaker; text: string; final: boolean },
): TranscriptLine[] {
  const text = event.text.trim();
  if (text === "") return [...lines];
  const openIndex = lines.findLastIndex((line) => line.role === event.role && !line.final);
  if (openIndex !== -1) {
    return lines.map((line, index) => (index === openIndex ? { ...line, text, final: event.final } : line));
  }
  const id = (lines.at(-1)?.id ?? 0) + 1;
  return [...lines, { id, role: event.role, text, final: event.final }];
}

/** At the end of a call, a line cut off mid-sentence stays as it was heard, now final. */
export function closeTranscript(lines: readonly TranscriptLine[]): TranscriptLine[] {
  return lines.map((line) => (line.final ? line : { ...line, final: true }));
}

/** Puts a response time on the newest line when it is the assistant's and has none yet; else null. */
export function attachResponse(
  lines: readonly TranscriptLine[],
  responseMs: number,
): TranscriptLine[] | null {
  const last = lines.at(-1);
  if (!last || last.role !== "assistant" || last.responseMs !== undefined) return null;
  return [...lines.slice(0, -1), { ...last, responseMs }];
}
