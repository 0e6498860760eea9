// @ts-check
/**
 * What the owner's webhook receives after each call, from Vapi's `end-of-call-report`
 * (`@vapi-ai/server-sdk`'s ServerMessageEndOfCallReport): when it started and ended, why it
 * ended, Vapi's summary, what the assistant's tools answered, and the transcript.
 */
import { field } from "../shared/json.mjs";

/** @param {unknown} value */
const textOf = (value) => (typeof value === "string" ? value : "");

/** @param {unknown} value */
const instant = (value) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null);

/**
 * The summary as the webhook's `tipo: "conversacion"`, or null without the call's id (its
 * `webhook-id`, which receivers rely on to drop a report Vapi sends twice).
 * @param {Record<string, unknown>} message
 */
export function conversationSummary(message) {
  const callId = field(message, "call", "id");
  if (typeof callId !== "string" || callId === "") return null;
  const start = instant(message.startedAt) ?? instant(field(message, "call", "startedAt"));
  const end = instant(message.endedAt) ?? instant(field(message, "call", "endedAt"));
  const history = field(message, "artifact", "messages");
  const actions = (Array.isArray(history) ? history : [])
    .filter((entry) => field(entry, "role") === "tool_call_result")
    .map((entry) => ({
      herramienta: textOf(field(entry, "name")),
      resultado: textOf(field(entry, "result")),
    }));
  return {
    tipo: "conversacion",
    callId,
    inicio: start,
    fin: end,
    duracionSegundos: start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 1000) : null,
    motivoFin: textOf(message.endedReason),
    resumen: textOf(field(message, "analysis", "summary")),
    acciones: actions,
    transcripcion: textOf(field(message, "artifact", "transcript")),
  };
}
