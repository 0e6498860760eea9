// @ts-check
/**
 * The CAT assistant's three tools (app/contracts/agent.mjs): each takes the model's arguments,
 * checks them before anything leaves the server, and ends in a result the assistant reads or an
 * error sentence it can say to the visitor. Never an exception: a vendor down is a sentence too.
 */
import { AGENT_TOOLS, agentSpeech } from "../../app/contracts/agent.mjs";
import { book, freeSlots } from "./cal.mjs";
import { dayIn, parseStart, spokenTime, spokenTimes, startOfDay } from "./dates.mjs";
import { deliver } from "./webhook.mjs";

const SEARCH_DAYS = 7;
const SLOTS_SAID = 3;
const MAX_TEXT = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,24}$/;

/**
 * @typedef {{
 *   settings: import("./settings.mjs").AgentSettings;
 *   callId: string | null;
 *   send: typeof fetch;
 *   signal: AbortSignal;
 * }} ToolContext `callId`: Vapi's call, for the booking's metadata and the lead. `signal`: Vapi's
 *   answer is due; every upstream call stops with it.
 * @typedef {{ result: Record<string, unknown> } | { error: string }} ToolOutcome
 */

/**
 * An argument as text: trimmed, at most `MAX_TEXT` characters; undefined when absent or empty.
 * @param {Record<string, unknown>} args @param {string} name
 */
function text(args, name) {
  const value = args[name];
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const trimmed = String(value).replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
  return trimmed === "" ? undefined : trimmed;
}

/**
 * Tells the owner's log which settings a tool lacked (the visitor hears another way instead).
 * @param {string} tool @param {string[]} problems
 */
const unconfigured = (tool, problems) => console.error(`agent: ${tool} cannot run: ${problems.join("; ")}`);

/** @param {string[]} starts */
const spoken = (starts) => spokenTimes(starts.slice(0, SLOTS_SAID).map((start) => new Date(start)));

/**
 * `consultar_agenda`: the first free times of the 7 days from `desde`, or from today.
 * @param {Record<string, unknown>} args @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
async function checkAgenda(args, { settings, send, signal }) {
  if (!settings.cal) {
    unconfigured(AGENT_TOOLS.agenda, settings.problems.cal);
    return { error: agentSpeech.agendaUnavailable(agentSpeech.otherWay(settings)) };
  }
  const today = dayIn(new Date());
  const desde = text(args, "desde")?.slice(0, 10);
  // A day already gone (a model's wrong year) searches from today.
  const from = startOfDay(desde && desde > today ? desde : today);
  if (!from) return { error: agentSpeech.badDay };
  const starts = await freeSlots(settings.cal, { from, days: SEARCH_DAYS }, send, signal);
  if (!starts) return { error: agentSpeech.agendaUnavailable(agentSpeech.otherWay(settings)) };
  const first = starts.slice(0, SLOTS_SAID);
  return { result: { disponible: first.length ? spoken(first) : agentSpeech.noSlots, horarios: first } };
}

/**
 * `agendar_reunion`: books the chosen time; a time Cal.com refuses answers with the next free ones.
 * @param {Record<string, unknown>} args @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
async function bookMeeting(args, { settings, callId, send, signal }) {
  const [name, email, startText] = [text(args, "nombre"), text(args, "email"), text(args, "inicio")];
  if (!name || !email || !startText) return { error: agentSpeech.bookingFieldsMissing };
  if (!EMAIL.test(email)) return { error: agentSpeech.badEmail };
  const start = parseStart(startText);
  if (!start) return { error: agentSpeech.badStart };
  if (!settings.cal) {
    unconfigured(AGENT_TOOLS.booking, settings.problems.cal);
    return { error: agentSpeech.bookingUnavailable(agentSpeech.otherWay(settings)) };
  }

  const company = text(args, "empresa");
  const reason = text(args, "motivo");
  const notes = [company && `Empresa: ${company}`, reason && `Motivo: ${reason}`].filter(Boolean).join("\n");
  const outcome = await book(settings.cal, { start, name, email, notes, callId }, send, signal);
  if ("booked" in outcome) return { result: { reunion: spokenTime(outcome.booked) } };
  if ("failed" in outcome) return { error: agentSpeech.bookingUnavailable(agentSpeech.otherWay(settings)) };

  // Taken in the meantime: the visitor picks again from what is free now, from that day on.
  const from = startOfDay(dayIn(new Date(Math.max(start.getTime(), Date.now()))));
  const next = from && (await freeSlots(settings.cal, { from, days: SEARCH_DAYS }, send, signal));
  if (!next) return { error: agentSpeech.bookingUnavailable(agentSpeech.otherWay(settings)) };
  const later = next.filter((slot) => Date.parse(slot) !== start.getTime());
  return {
    error: later.length
      ? agentSpeech.slotTaken(spoken(later))
      : agentSpeech.slotTakenNoneLeft(agentSpeech.otherWay(settings)),
  };
}

/**
 * `registrar_lead`: the visitor's contact and need to the owner's webhook.
 * @param {Record<string, unknown>} args @param {ToolContext & { toolCallId: string }} context
 * @returns {Promise<ToolOutcome>}
 */
async function recordLead(args, { settings, callId, toolCallId, send, signal }) {
  const [name, need, email, phone] = ["nombre", "necesidad", "email", "telefono"].map((key) =>
    text(args, key),
  );
  if (!name || !need) return { error: agentSpeech.leadFieldsMissing };
  if (!email && !phone) return { error: agentSpeech.contactMissing };
  if (email && !EMAIL.test(email)) return { error: agentSpeech.badEmail };
  if (phone && !PHONE.test(phone)) return { error: agentSpeech.badPhone };
  if (!settings.webhook) {
    unconfigured(AGENT_TOOLS.lead, settings.problems.webhook);
    return { error: agentSpeech.leadFailed(settings.whatsapp) };
  }

  const company = text(args, "empresa");
  const payload = {
    tipo: "lead",
    origen: "asistente",
    nombre: name,
    necesidad: need,
    ...(company ? { empresa: company } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { telefono: phone } : {}),
    callId,
    fecha: new Date().toISOString(),
  };
  const delivered = await deliver(settings.webhook, { payload, idempotencyKey: toolCallId }, send, signal);
  return delivered
    ? { result: { contacto: agentSpeech.leadRecorded } }
    : { error: agentSpeech.leadFailed(settings.whatsapp) };
}

/**
 * Runs one of the assistant's tools by name; an unknown one is an error the assistant can say.
 * @param {{ id: string; name: string; args: Record<string, unknown> }} call
 * @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
export function runTool({ id, name, args }, context) {
  switch (name) {
    case AGENT_TOOLS.agenda:
      return checkAgenda(args, context);
    case AGENT_TOOLS.booking:
      return bookMeeting(args, context);
    case AGENT_TOOLS.lead:
      return recordLead(args, { ...context, toolCallId: id });
    default:
      return Promise.resolve({ error: agentSpeech.unknownTool });
  }
}
