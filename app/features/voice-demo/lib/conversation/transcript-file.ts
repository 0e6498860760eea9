/** The transcript the card after a conversation offers as a text file: its name and its lines. */
import { agentHeading } from "~/content/demo-agent";
import { transcriptCopy } from "~/content/demo-cat";
import { transcriptFileCopy } from "~/content/post-call";

import { type ActionLabels, actionText } from "./actions";
import type { AgentDemo } from "./demo-agent";
import { isAction, type TranscriptEntry } from "./transcript";

export type TranscriptFile = { name: string; text: string };

/** Whose conversation it was: its actions' labels, and the demo agent's (none for CAT's assistant). */
export type TranscriptOf = { labels: ActionLabels; agent?: Pick<AgentDemo, "slug" | "name" | "area"> };

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

/** One entry's line of the file; none for a turn still being spoken or an action still running. */
function fileLine(entry: TranscriptEntry, labels: ActionLabels): string[] {
  if (isAction(entry)) {
    return entry.status === "running" ? [] : [`${transcriptFileCopy.action}: ${actionText(entry, labels)}`];
  }
  // One turn per line, whatever whitespace the speech recognizer put inside it.
  return entry.final
    ? [`${transcriptCopy.roles[entry.role]}: ${entry.text.replace(/\s+/g, " ").trim()}`]
    : [];
}

/**
 * The call's transcript as a plain-text file: a heading naming the demo (CAT's, or the agent's)
 * with the date, a blank line, then one `Asistente: …` / `Vos: …` line per final turn and one
 * `Acción: …` line per finished action, in order. Dates are the visitor's local time unless a time
 * zone is given.
 */
export function transcriptFile(
  lines: readonly TranscriptEntry[],
  date: Date,
  { labels, agent }: TranscriptOf,
  timeZone?: string,
): TranscriptFile {
  const when = new Intl.DateTimeFormat("es-AR", {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(date);
  const name = agent ? transcriptFileCopy.agentFileName(agent.slug) : transcriptFileCopy.fileName;
  const heading = agent
    ? transcriptFileCopy.agentHeading(agentHeading(agent.name, agent.area), when)
    : transcriptFileCopy.heading(when);
  return {
    name: `${name}-${fileStamp(date, timeZone)}.txt`,
    text: [heading, "", ...lines.flatMap((entry) => fileLine(entry, labels)), ""].join("\n"),
  };
}
