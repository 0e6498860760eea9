// @ts-check
/**
 * Cal.com's API v2, the two calls the assistant needs: an event type's free slots and a booking.
 * Each endpoint is pinned to the `cal-api-version` its reference names; Cal.com answers older
 * shapes without it.
 */
import { TIME_ZONE } from "./dates.mjs";
import { field, isObject, request } from "./upstream.mjs";

/** https://cal.com/docs/api-reference/v2/slots/find-out-when-is-an-event-type-ready-to-be-booked */
const SLOTS_VERSION = "2024-09-04";
/** https://cal.com/docs/api-reference/v2/bookings/create-a-booking */
const BOOKINGS_VERSION = "2024-08-13";

const DAY_MS = 86_400_000;

/** @typedef {NonNullable<import("./settings.mjs").AgentSettings["cal"]>} CalSettings */

/**
 * The event type's free starts from `from` for `days` days, earliest first, as Cal.com writes them
 * (ISO with Buenos Aires' offset); null when Cal.com did not answer with them.
 * @param {CalSettings} cal
 * @param {{ from: Date; days: number }} range
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 * @returns {Promise<string[] | null>}
 */
export async function freeSlots(cal, { from, days }, send, signal) {
  const query = new URLSearchParams({
    eventTypeId: String(cal.eventTypeId),
    start: from.toISOString(),
    end: new Date(from.getTime() + days * DAY_MS).toISOString(),
    timeZone: TIME_ZONE,
  });
  try {
    const { status, payload } = await request(
      send,
      `${cal.apiUrl}/v2/slots?${query}`,
      { headers: { Authorization: `Bearer ${cal.apiKey}`, "cal-api-version": SLOTS_VERSION } },
      signal,
    );
    // The answer groups the starts by day: { data: { "2050-09-05": [{ start }, …], … } }.
    const byDay = field(payload, "data");
    if (status !== 200 || !isObject(byDay)) {
      console.error(`agent: Cal.com answered GET /v2/slots with HTTP ${status}`);
      return null;
    }
    return Object.values(byDay)
      .flatMap((slots) => (Array.isArray(slots) ? slots : []))
      .map((slot) => field(slot, "start"))
      .filter((start) => typeof start === "string" && !Number.isNaN(Date.parse(start)))
      .map(String)
      .sort((a, b) => Date.parse(a) - Date.parse(b));
  } catch (error) {
    console.error("agent: Cal.com did not answer GET /v2/slots:", String(error));
    return null;
  }
}

/**
 * Books `start` for the visitor. `refused`: Cal.com would not book that time (taken, or no longer
 * bookable: its 400 and 409); `failed`: no booking for any other reason (a wrong key, Cal.com down,
 * no answer).
 * @param {CalSettings} cal
 * @param {{ start: Date; name: string; email: string; notes: string; callId: string | null }} booking
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 * @returns {Promise<{ booked: Date } | { refused: true } | { failed: true }>}
 */
export async function book(cal, { start, name, email, notes, callId }, send, signal) {
  const body = {
    start: start.toISOString(),
    eventTypeId: cal.eventTypeId,
    attendee: { name, email, timeZone: TIME_ZONE, language: "es" },
    // `notes` is the booking form's own "Additional notes" field.
    ...(notes ? { bookingFieldsResponses: { notes } } : {}),
    ...(callId ? { metadata: { vapiCallId: callId } } : {}),
  };
  try {
    const { status, payload } = await request(
      send,
      `${cal.apiUrl}/v2/bookings`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${cal.apiKey}`,
          "cal-api-version": BOOKINGS_VERSION,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(body),
      },
      signal,
    );
    if (status === 200 || status === 201) {
      const booked = field(payload, "data", "start");
      return { booked: typeof booked === "string" && Date.parse(booked) ? new Date(booked) : start };
    }
    const reason = field(payload, "error", "message") ?? field(payload, "message");
    console.error(`agent: Cal.com answered POST /v2/bookings with HTTP ${status}: ${JSON.stringify(reason)}`);
    return status === 400 || status === 409 ? { refused: true } : { failed: true };
  } catch (error) {
    console.error("agent: Cal.com did not answer POST /v2/bookings:", String(error));
    return { failed: true };
  }
}
