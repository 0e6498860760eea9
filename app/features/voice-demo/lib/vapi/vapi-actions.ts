/**
 * Vapi's messages about the assistant's tool calls, as our action events
 * (docs/product.md#the-agent-at-work), pure, for every way a call starts. The shapes are
 * `@vapi-ai/web` 2.7.1's `ClientMessage` types:
 * - `tool-calls`: `toolCallList[]` of `{ id, type, function: { name, arguments } }`; `arguments`
 *   is JSON text or an object, and never read here;
 * - `tool-calls-result`: `toolCallResult` of `{ toolCallId, name, result?, error? }`;
 * - `conversation-update`: the whole history so far in `messages[]`, where a `tool_calls` message
 *   holds `toolCalls[]` (as above) and a `tool_call_result` message `{ toolCallId, name, result }`.
 *   Every update repeats what came before, so a call or a result already seen changes nothing.
 * A call and its result are paired by the call's id; the result may come from either message, or
 * never (the call's end then fails the card: lib/conversation/transcript.ts). The page asks Vapi
 * for the three messages in `CLIENT_MESSAGES` (`app/contracts/vapi-call-settings.mjs`).
 */
import {
  actionDone,
  type ActionEvent,
  type AssistantActions,
  meetingBooked,
  type MeetingEvent,
} from "../conversation/actions";

/**
 * Vapi's own call controls (hanging up, transferring, dialling): the call itself shows what they
 * do, so they get no card.
 */
const CALL_CONTROLS = new Set(["endCall", "transferCall", "dtmf"]);

/** Per tool call id: its name, and whether its result came. */
export type ToolCalls = ReadonlyMap<string, { name: string; settled: boolean }>;

export const noToolCalls: ToolCalls = new Map();

type Reading = { calls: ToolCalls; events: (ActionEvent | MeetingEvent)[] };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A call's start, once per id; not for a call whose result already came (a late `tool-calls`). */
function started(reading: Reading, toolCall: unknown): Reading {
  const id = text(record(toolCall).id);
  const name = text(record(record(toolCall).function).name);
  if (!id || !name || CALL_CONTROLS.has(name) || reading.calls.has(id)) return reading;
  const calls = new Map(reading.calls).set(id, { name, settled: false });
  return { calls, events: [...reading.events, { type: "action", id, name, status: "running" }] };
}

/**
 * A call's result, once per id: `error` fails it, anything else ends it with the labels' outcome,
 * and a booking that ended well also brings its meeting, when the assistant books real ones.
 */
function settled(reading: Reading, result: unknown, { labels, booksMeetings }: AssistantActions): Reading {
  const { toolCallId, name: resultName, result: value, error } = record(result);
  const id = text(toolCallId);
  const known = id ? reading.calls.get(id) : undefined;
  const name = known?.name ?? text(resultName);
  if (!id || !name || CALL_CONTROLS.has(name) || known?.settled) return reading;
  const calls = new Map(reading.calls).set(id, { name, settled: true });
  if (text(error))
    return { calls, events: [...reading.events, { type: "action", id, name, status: "failed" }] };
  const meeting = booksMeetings ? meetingBooked(name, value) : null;
  return {
    calls,
    events: [...reading.events, actionDone(id, name, value, labels), ...(meeting ? [meeting] : [])],
  };
}

/**
 * Reads one message of the call: the action events it brings (and a booked meeting), in order,
 * and the tool calls seen so far, worded with the answering assistant's labels. Any other
 * message, or one of an unknown shape, brings none.
 */
export function readToolCalls(calls: ToolCalls, message: unknown, actions: AssistantActions): Reading {
  const reading: Reading = { calls, events: [] };
  const { type } = record(message);
  switch (type) {
    case "tool-calls":
      return list(record(message).toolCallList).reduce<Reading>(started, reading);
    case "tool-calls-result":
      return settled(reading, record(message).toolCallResult, actions);
    case "conversation-update":
      return list(record(message).messages).reduce<Reading>((next, entry) => {
        const { role } = record(entry);
        if (role === "tool_calls") return list(record(entry).toolCalls).reduce<Reading>(started, next);
        if (role === "tool_call_result") return settled(next, entry, actions);
        return next;
      }, reading);
    default:
      return reading;
  }
}
