// @ts-check
/**
 * `agendar_reunion`: books the time the visitor chose in the owner's Cal.com event type, once per
 * conversation and within the day's ceiling (`AGENT_DAILY_BOOKINGS`), read from what every
 * instance sees alike: the conversation's history in Vapi's signed message, and the bookings
 * Cal.com holds with the conversation's id in their metadata. A time Cal.com refuses answers with
 * the next free ones.
 */
import { textParameters } from "../../../app/contracts/agent.mjs";
import { book, cancelBooking, freeSlots, listBookings } from "../cal.mjs";
import { dayIn, parseStart, spokenTime, startOfDay } from "../dates.mjs";
import { SEARCH_DAYS, spoken } from "./consultar-agenda.mjs";
import { badEmail, EMAIL, otherWay, unconfigured } from "./speech.mjs";
import { defineTool, text } from "./tool.mjs";

/** Further back than any call lasts: a booking of this conversation made before midnight counts. */
const LOOK_BACK_MS = 2 * 3_600_000;

const speech = {
  bookingFieldsMissing: "Para reservar necesito tu nombre, tu e-mail y el horario que elegiste.",
  badStart: "No entendí el horario. ¿Me decís de nuevo el día y la hora?",
  /** @param {string} otherWay */
  bookingUnavailable: (otherWay) => `No pude reservar la reunión en este momento. ${otherWay}`,
  /** The event type asks for something the assistant does not collect. @param {string} otherWay */
  bookingRefused: (otherWay) => `No pude reservar la reunión desde esta conversación. ${otherWay}`,
  /** One meeting per conversation. @param {string} whatsapp */
  alreadyBooked: (whatsapp) =>
    `En esta conversación ya quedó agendada una reunión: en el correo de la invitación tenés los enlaces para cambiarla o cancelarla. Para otra cosa, escribinos por WhatsApp al ${whatsapp}.`,
  /** The day's bookings are spent. @param {string} otherWay */
  bookingsSpentToday: (otherWay) => `Por hoy no puedo reservar más reuniones desde acá. ${otherWay}`,
  /** @param {string} nextFree the next free times, as `disponible` says them */
  slotTaken: (nextFree) => `Ese horario ya no está libre. Los próximos son ${nextFree}. ¿Cuál te queda bien?`,
  /** @param {string} otherWay */
  slotTakenNoneLeft: (otherWay) =>
    `Ese horario ya no está libre y no quedan lugares en los próximos 7 días. ${otherWay}`,
};

/**
 * The booking Cal.com holds for the attendee at `start`, when its answer to the booking did not
 * arrive: the visitor must not hear that it failed when it did not.
 * @param {import("../cal.mjs").CalSettings} cal
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

export const agendarReunion = defineTool({
  name: "agendar_reunion",
  description:
    "Reserva la reunión en la agenda del equipo y le manda la invitación por correo. Usala solo " +
    "después de consultar_agenda, cuando la persona eligió uno de esos horarios. Antes pedile su " +
    "nombre y su e-mail, y repetíselo para confirmarlo; si los menciona, sumá su empresa y el motivo.",
  parameters: textParameters(
    {
      nombre: "Nombre y apellido de la persona.",
      email: "E-mail donde recibe la invitación.",
      inicio: "El horario elegido, exactamente como vino en `horarios` de consultar_agenda.",
      empresa: "Su empresa, si la dijo.",
      motivo: "Qué quiere ver o resolver en la reunión, si lo dijo.",
    },
    ["nombre", "email", "inicio"],
  ),
  speech,
  result: /** @type {const} */ (["reunion"]),
  oncePerConversation: { alreadyDone: ({ whatsapp }) => speech.alreadyBooked(whatsapp) },
  async run(args, { settings, conversationId, toolCallId, send, signal }) {
    const [name, email, startText] = [text(args, "nombre"), text(args, "email"), text(args, "inicio")];
    if (!name || !email || !startText) return { error: speech.bookingFieldsMissing };
    if (!EMAIL.test(email)) return { error: badEmail };
    const start = parseStart(startText);
    if (!start) return { error: speech.badStart };
    const another = otherWay(settings);
    const cal = settings.cal;
    if (!cal) {
      unconfigured("agendar_reunion", settings.problems.cal);
      return { error: speech.bookingUnavailable(another) };
    }
    if (!conversationId) {
      console.error("agent: agendar_reunion came without the call's id: nothing is booked for it");
      return { error: speech.bookingUnavailable(another) };
    }

    // What Cal.com already holds for the assistant: this tool call (a repeat), this conversation, today.
    const today = /** @type {Date} */ (startOfDay(dayIn(new Date())));
    const since = new Date(Math.min(today.getTime(), Date.now() - LOOK_BACK_MS)).toISOString();
    const made = (await listBookings(cal, { afterCreatedAt: since }, send, signal))?.filter(
      (booking) => booking.active && booking.callId !== null,
    );
    if (!made) return { error: speech.bookingUnavailable(another) };
    const repeat = made.find((booking) => booking.toolCallId === toolCallId);
    if (repeat) return { result: { reunion: spokenTime(new Date(repeat.start)) } };
    if (made.some((booking) => booking.callId === conversationId))
      return { error: speech.alreadyBooked(settings.whatsapp) };
    if (
      made.filter((booking) => Date.parse(booking.createdAt) >= today.getTime()).length >= cal.dailyBookings
    ) {
      console.error(
        `agent: today's ${cal.dailyBookings} bookings (AGENT_DAILY_BOOKINGS) are made: no more today`,
      );
      return { error: speech.bookingsSpentToday(another) };
    }

    const company = text(args, "empresa");
    const reason = text(args, "motivo");
    const notes = [company && `Empresa: ${company}`, reason && `Motivo: ${reason}`]
      .filter(Boolean)
      .join("\n");
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
        console.error(
          `agent: conversation ${conversationId} booked twice at once: ${booked.uid} is cancelled`,
        );
        await cancelBooking(cal, booked.uid, send, signal);
        return { error: speech.alreadyBooked(settings.whatsapp) };
      }
      return { result: { reunion: spokenTime(new Date(booked.start)) } };
    }
    if ("refused" in outcome) {
      console.error(`agent: Cal.com refused the booking for the event type's settings: ${outcome.refused}`);
      return { error: speech.bookingRefused(another) };
    }
    if (!("taken" in outcome)) return { error: speech.bookingUnavailable(another) };

    // Taken in the meantime: the visitor picks again from what is free now, from that day on.
    const from = startOfDay(dayIn(new Date(Math.max(start.getTime(), Date.now()))));
    const next = from && (await freeSlots(cal, { from, days: SEARCH_DAYS }, send, signal));
    if (!next) return { error: speech.bookingUnavailable(another) };
    const later = next.filter((slot) => Date.parse(slot) !== start.getTime());
    return {
      error: later.length ? speech.slotTaken(spoken(later)) : speech.slotTakenNoneLeft(another),
    };
  },
});
