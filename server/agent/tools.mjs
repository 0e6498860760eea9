// @ts-check
/**
 * The CAT assistant's three tools (app/contracts/agent.mjs): each takes the model's arguments,
 * checks them before anything leaves the server, and ends in a result the assistant reads or an
 * error sentence it can say to the visitor. Never an exception: a vendor down is a sentence too.
 *
 * The assistant acts only for the visitor in front of it: one booking and one lead per
 * conversation, and at most `AGENT_DAILY_BOOKINGS` bookings a day. The rules read what every
 * instance of a host's functions sees alike: the conversation's history in Vapi's signed message,
 * and the bookings Cal.com holds with the conversation's id in their metadata.
 */
import { AGENT_TOOLS, agentSpeech } from "../../app/contracts/agent.mjs";
import { book, cancelBooking, freeSlots, listBookings } from "./cal.mjs";
import { dayIn, parseStart, spokenTime, spokenTimes, startOfDay } from "./dates.mjs";
import { field, isObject } from "../shared/json.mjs";
import { deliver } from "../shared/webhook.mjs";

const SEARCH_DAYS = 7;
const SLOTS_SAID = 3;
const MAX_TEXT = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,24}$/;
/** Further back than any call lasts: a booking of this conversation made before midnight counts. */
const LOOK_BACK_MS = 2 * 3_600_000;

/**
 * @typedef {{
 *   settings: import("../shared/settings.mjs").HostSettings;
 *   conversationId: string | null;
 *   toolCallId: string;
 *   history: unknown[];
 *   send: typeof fetch;
 *   signal: AbortSignal;
 * }} ToolContext `conversationId`: Vapi's call (or chat), for the booking's metadata and the lead.
 *   `history`: the conversation's messages so far (Vapi's `artifact.messages`, and the results of
 *   this message's earlier tool calls). `signal`: Vapi's answer is due; every upstream call stops
 *   with it.
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
 * What an earlier use of the tool in this conversation achieved, from its history: `same`, the
 * result this very tool call already got (Vapi sending it again); `other`, that another call of
 * the tool succeeded (its result holds `resultField`). A refusal (a bad e-mail) stops nothing.
 * @param {unknown[]} history @param {string} name @param {string} resultField @param {string} toolCallId
 * @returns {{ same: Record<string, unknown> } | { other: true } | null}
 */
function earlierSuccess(history, name, resultField, toolCallId) {
  /** @type {{ other: true } | null} */
  let other = null;
  for (const entry of history) {
    if (field(entry, "role") !== "tool_call_result" || field(entry, "name") !== name) continue;
    const raw = field(entry, "result");
    /** @type {unknown} */
    let result = raw;
    try {
      result = typeof raw === "string" ? JSON.parse(raw) : raw;
    } catch {
      continue;
    }
    if (!isObject(result) || !(resultField in result)) continue;
    if (field(entry, "toolCallId") === toolCallId) return { same: result };
    other = { other: true };
  }
  return other;
}

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
 * `agendar_reunion`: books the chosen time, once per conversation and within the day's ceiling; a
 * time Cal.com refuses answers with the next free ones.
 * @param {Record<string, unknown>} args @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
async function bookMeeting(args, context) {
  const { settings, conversationId, toolCallId, history, send, signal } = context;
  const [name, email, startText] = [text(args, "nombre"), text(args, "email"), text(args, "inicio")];
  if (!name || !email || !startText) return { error: agentSpeech.bookingFieldsMissing };
  if (!EMAIL.test(email)) return { error: agentSpeech.badEmail };
  const start = parseStart(startText);
  if (!start) return { error: agentSpeech.badStart };
  const otherWay = agentSpeech.otherWay(settings);
  const cal = settings.cal;
  if (!cal) {
    unconfigured(AGENT_TOOLS.booking, settings.problems.cal);
    return { error: agentSpeech.bookingUnavailable(otherWay) };
  }
  const earlier = earlierSuccess(history, AGENT_TOOLS.booking, "reunion", toolCallId);
  if (earlier)
    return "same" in earlier
      ? { result: earlier.same }
      : { error: agentSpeech.alreadyBooked(settings.whatsapp) };
  if (!conversationId) {
    console.error("agent: agendar_reunion came without the call's id: nothing is booked for it");
    return { error: agentSpeech.bookingUnavailable(otherWay) };
  }

  // What Cal.com already holds for the assistant: this tool call (a repeat), this conversation, today.
  const today = /** @type {Date} */ (startOfDay(dayIn(new Date())));
  const since = new Date(Math.min(today.getTime(), Date.now() - LOOK_BACK_MS)).toISOString();
  const made = (await listBookings(cal, { afterCreatedAt: since }, send, signal))?.filter(
    (booking) => booking.active && booking.callId !== null,
  );
  if (!made) return { error: agentSpeech.bookingUnavailable(otherWay) };
  const repeat = made.find((booking) => booking.toolCallId === toolCallId);
  if (repeat) return { result: { reunion: spokenTime(new Date(repeat.start)) } };
  if (made.some((booking) => booking.callId === conversationId))
    return { error: agentSpeech.alreadyBooked(settings.whatsapp) };
  if (
    made.filter((booking) => Date.parse(booking.createdAt) >= today.getTime()).length >= cal.dailyBookings
  ) {
    console.error(
      `agent: today's ${cal.dailyBookings} bookings (AGENT_DAILY_BOOKINGS) are made: no more today`,
    );
    return { error: agentSpeech.bookingsSpentToday(otherWay) };
  }

  const company = text(args, "empresa");
  const reason = text(args, "motivo");
  const notes = [company && `Empresa: ${company}`, reason && `Motivo: ${reason}`].filter(Boolean).join("\n");
  const outcome = await book(
    cal,
    { start, name, email, notes, callId: conversationId, toolCallId },
    send,
    signal,
  );
  // No answer in time is not a failure yet: Cal.com may have booked it all the same.
  const booked =
    "booked" in outcome
      ? outcome.booked
      : "unanswered" in outcome
        ? await bookedAnyway(cal, { email, start }, send, signal)
        : undefined;
  if (booked) {
    // Two instances may have booked for one conversation at once: the later booking withdraws.
    const first = (await listBookings(cal, { afterCreatedAt: since }, send, signal))
      ?.filter((each) => each.active && each.callId === conversationId)
      .sort((a, b) => a.id - b.id)[0];
    if (first && first.id !== booked.id) {
      console.error(`agent: conversation ${conversationId} booked twice at once: ${booked.uid} is cancelled`);
      await cancelBooking(cal, booked.uid, send, signal);
      return { error: agentSpeech.alreadyBooked(settings.whatsapp) };
    }
    return { result: { reunion: spokenTime(new Date(booked.start)) } };
  }
  if ("refused" in outcome) {
    console.error(`agent: Cal.com refused the booking for the event type's settings: ${outcome.refused}`);
    return { error: agentSpeech.bookingRefused(otherWay) };
  }
  if (!("taken" in outcome)) return { error: agentSpeech.bookingUnavailable(otherWay) };

  // Taken in the meantime: the visitor picks again from what is free now, from that day on.
  const from = startOfDay(dayIn(new Date(Math.max(start.getTime(), Date.now()))));
  const next = from && (await freeSlots(cal, { from, days: SEARCH_DAYS }, send, signal));
  if (!next) return { error: agentSpeech.bookingUnavailable(otherWay) };
  const later = next.filter((slot) => Date.parse(slot) !== start.getTime());
  return {
    error: later.length ? agentSpeech.slotTaken(spoken(later)) : agentSpeech.slotTakenNoneLeft(otherWay),
  };
}

/**
 * `registrar_lead`: the visitor's contact and need to the owner's webhook, once per conversation.
 * @param {Record<string, unknown>} args @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
async function recordLead(args, { settings, conversationId, toolCallId, history, send, signal }) {
  const [name, need, email, phone] = ["nombre", "necesidad", "email", "telefono"].map((key) =>
    text(args, key),
  );
  if (!name || !need) return { error: agentSpeech.leadFieldsMissing };
  if (!email && !phone) return { error: agentSpeech.contactMissing };
  if (email && !EMAIL.test(email)) return { error: agentSpeech.badEmail };
  if (phone && !PHONE.test(phone)) return { error: agentSpeech.badPhone };
  const earlier = earlierSuccess(history, AGENT_TOOLS.lead, "contacto", toolCallId);
  if (earlier)
    return "same" in earlier
      ? { result: earlier.same }
      : { error: agentSpeech.leadAlreadyRecorded(settings.whatsapp) };
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
    callId: conversationId,
    fecha: new Date().toISOString(),
  };
  // One id per conversation: a lead that slipped past the rules is still one message to the receiver.
  const id = `lead_${conversationId ?? toolCallId}`;
  const delivered = await deliver(settings.webhook, { payload, id }, send, signal);
  return delivered
    ? { result: { contacto: agentSpeech.leadRecorded } }
    : { error: agentSpeech.leadFailed(settings.whatsapp) };
}

/** The tools that act at most once per conversation: they run one after another in a message. */
/**
 * The booking Cal.com holds for the attendee at `start`, when its answer to the booking did not
 * arrive: the visitor must not hear that it failed when it did not.
 * @param {import("./cal.mjs").CalSettings} cal
 * @param {{ email: string; start: Date }} booking
 * @param {typeof fetch} send
 * @param {AbortSignal} signal
 */
async function bookedAnyway(cal, { email, start }, send, signal) {
  const around = {
    attendeeEmail: email,
    afterStart: new Date(start.getTime() - 60_000).toISOString(),
    beforeEnd: new Date(start.getTime() + 86_400_000).toISOString(),
  };
  const found = (await listBookings(cal, around, send, signal))?.find(
    (booking) => booking.active && Date.parse(booking.start) === start.getTime(),
  );
  if (found)
    console.error(`agent: Cal.com booked ${found.uid} but its answer did not arrive: found by the look-up`);
  return found;
}

/** @type {Set<string>} */
export const ONCE_PER_CONVERSATION = new Set([AGENT_TOOLS.booking, AGENT_TOOLS.lead]);

/**
 * Runs one of the assistant's tools by name; an unknown one is an error the assistant can say.
 * @param {{ name: string; args: Record<string, unknown> }} call
 * @param {ToolContext} context
 * @returns {Promise<ToolOutcome>}
 */
export function runTool({ name, args }, context) {
  switch (name) {
    case AGENT_TOOLS.agenda:
      return checkAgenda(args, context);
    case AGENT_TOOLS.booking:
      return bookMeeting(args, context);
    case AGENT_TOOLS.lead:
      return recordLead(args, context);
    default:
      return Promise.resolve({ error: agentSpeech.unknownTool });
  }
}
