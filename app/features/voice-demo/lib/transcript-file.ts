import { transcriptCopy } from "~/content/demo-cat";
import { transcriptFileCopy } from "~/content/post-call";

import type { TranscriptLine } from "./transcript";

export type TranscriptFile = { name: string; text: string };

/** The file name's stamp (`2026-11-23-1940`): sorts by date and is safe on every file system. */
function fileStamp(date: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}-${part("hour")}${part("minute")}`;
}

/**
 * The call's transcript as a plain-text file: a heading with the date, a blank line, then one
 * `Asistente: …` / `Vos: …` line per final turn. Dates are the visitor's local time unless a time
 * zone is given.
 */
export function transcriptFile(
  lines: readonly TranscriptLine[],
  date: Date,
  timeZone?: string,
): TranscriptFile {
  const when = new Intl.DateTimeFormat("es-AR", {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(date);
  // One turn per line, whatever whitespace the speech recognizer put inside it.
  const turns = lines
    .filter((line) => line.final)
    .map((line) => `${transcriptCopy.roles[line.role]}: ${line.text.replace(/\s+/g, " ").trim()}`);
  return {
    name: `${transcriptFileCopy.fileName}-${fileStamp(date, timeZone)}.txt`,
    text: [transcriptFileCopy.heading(when), "", ...turns, ""].join("\n"),
  };
}
