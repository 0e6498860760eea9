/**
 * What the assistant does during a conversation (docs/product.md#the-agent-at-work), pure: the
 * drivers report each tool call as it starts and ends, the transcript keeps it where it happened,
 * and the owner's labels (`content/demo-cat.ts`) say how its card reads. The tool's name, its
 * arguments and its result never reach the page: only the labels and the one field of the result
 * the owner chose. CAT's labels are `content/demo-cat.ts`'s; a demo agent's, its tools' `label`.
 */
import type { CatToolName, ResultField } from "../../../../../server/agent/registry.mjs";
import { type ActionLabel, actionCopy } from "~/content/demo-cat";

export type ActionStatus = "running" | "done" | "failed";

/**
 * One tool call as a driver reports it: `id` pairs its start and its end; `outcome` is the value
 * of the result's field the labels name (`actionOutcome`), never the result itself.
 */
export type ActionEvent = {
  type: "action";
  id: string;
  name: string;
  status: ActionStatus;
  outcome?: string;
};

/** How the cards of one assistant's tools read, by the tool's name. */
export type ActionLabels = ReadonlyMap<string, ActionLabel>;

/**
 * How one assistant's actions read: its labels, and whether its booking tool books a real meeting
 * (CAT's assistant alone: a demo agent's tools act on nothing, whatever their names).
 */
export type AssistantActions = { labels: ActionLabels; booksMeetings: boolean };

/** A result's value longer than this is cut: a card holds a line, not a document. */
const OUTCOME_MAX_CHARS = 120;

/** A result as a tool returns it: an object, or (Vapi) that object as JSON text. */
function resultObject(result: unknown): Record<string, unknown> | null {
  let value = result;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One field of a result as one line, cut to a card's length; undefined when the result lacks it. */
function resultLine(result: unknown, field: string): string | undefined {
  const value = resultObject(result)?.[field];
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  return text.length > OUTCOME_MAX_CHARS ? `${text.slice(0, OUTCOME_MAX_CHARS - 1).trimEnd()}…` : text;
}

/**
 * The value of the result's field that the tool's labels show (`Hay lugar {resultado}`), as one
 * line; undefined when the labels show none or the result lacks it.
 */
export function actionOutcome(name: string, result: unknown, labels: ActionLabels): string | undefined {
  const field = labels.get(name)?.result?.field;
  return field ? resultLine(result, field) : undefined;
}

/**
 * The assistant's booking tool and the field of its result that says when the meeting is: the
 * contract with the site's `/api/agent` (docs/product.md#the-agent-at-work), not the owner's labels.
 * Both are the registry's (server/agent/registry.mjs): a misspelt one fails the typecheck.
 */
const BOOKING_TOOL = {
  name: "agendar_reunion",
  field: "reunion",
} as const satisfies { name: CatToolName; field: ResultField<"agendar_reunion"> };

/**
 * A meeting the assistant booked in a real call: its booking tool ended well, and `when` is its
 * result's `reunion` ("el martes 2 de diciembre a las 10:00"). The post-call card opens with it.
 */
export type MeetingEvent = { type: "meeting-booked"; when: string };

/**
 * The meeting a tool call that ended well booked, when it is the booking tool and its result says
 * when; null otherwise. Only a real provider's results are read this way: the preview's meeting is
 * not real.
 */
export function meetingBooked(name: string, result: unknown): MeetingEvent | null {
  const when = name === BOOKING_TOOL.name ? resultLine(result, BOOKING_TOOL.field) : undefined;
  return when === undefined ? null : { type: "meeting-booked", when };
}

/** A tool call that ended well, as a driver reports it: its outcome from its result, if the labels show one. */
export function actionDone(id: string, name: string, result: unknown, labels: ActionLabels): ActionEvent {
  const outcome = actionOutcome(name, result, labels);
  return { type: "action", id, name, status: "done", ...(outcome !== undefined && { outcome }) };
}

/** What a card says: its running label, its outcome, or the failure. */
export function actionText(
  action: { name: string; status: ActionStatus; outcome?: string },
  labels: ActionLabels,
): string {
  const label = labels.get(action.name);
  switch (action.status) {
    case "running":
      return label?.running ?? actionCopy.unknownRunning;
    case "failed":
      return actionCopy.failed;
    case "done":
      if (!label) return actionCopy.unknownDone;
      return label.result && action.outcome !== undefined
        ? label.result.text.replaceAll(actionCopy.resultPlaceholder, action.outcome)
        : label.done;
  }
}
