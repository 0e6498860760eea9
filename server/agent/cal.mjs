// @ts-check
/**
 * Cal.com's API v2, the calls the assistant needs: an event type's free slots, a booking, the
 * bookings the assistant already made (every instance of a host's functions sees the same ones, so
 * the per-call and daily rules hold across them), a cancellation, and the event type's booking
 * fields (`npm run assistant`). Each endpoint is pinned to the `cal-api-version` its reference
 * names; Cal.com answers older shapes without it.
 */
import { TIME_ZONE } from "./dates.mjs";
import { field, isObject } from "../shared/json.mjs";
import { request } from "../shared/upstream.mjs";

/** https://cal.com/docs/api-reference/v2/slots/find-out-when-is-an-event-type-ready-to-be-booked */
const SLOTS_VERSION = "2024-09-04";
/** https://cal.com/docs/api-reference/v2/bookings (create, list, cancel) */
const BOOKINGS_VERSION = "2024-08-13";
/** https://cal.com/docs/api-reference/v2/event-types/get-an-event-type */
const EVENT_TYPES_VERSION = "2024-06-14";

const DAY_MS = 86_400_000;
/** Cal.com's largest page of bookings: a day of one event type fits in it. */
const PAGE = 250;

/** @typedef {NonNullable<import("../shared/settings.mjs").HostSettings["cal"]>} CalSettings */

/**
 * A booking the assistant made, as far as its rules read it: `callId` and `toolCallId` come from the
 * metadata it books with.
 * @typedef {{
 *   id: number; uid: string; start: string; createdAt: string; active: boolean;
 *   callId: string | null; toolCallId: string | null; email: string | null;
 * }} AgentBooking
 */

/**
 * What Cal.com answered a booking with: booked; `taken` (the time is no longer free, or not
 * bookable then: the visitor picks again); `refused` (the event type asks for something the tool
 * does not send: Cal.com's own words, for the owner's log); `unanswered` (no answer in time, or
 * Cal.com's own error: it may have booked anyway); `failed` (anything else: a wrong key, a gone
 * event type).
 * @typedef {{ booked: AgentBooking } | { taken: string } | { refused: string } | { unanswered: true } | { failed: true }} BookingOutcome
 */

/** Cal.com's words for a time it will not book (its bookings service, API v2). */
const TAKEN =
  /already has booking at this time|is not available|no_available_users_found|can't be booked at the "start" time|book a meeting in the past|no longer available/i;
/** Its words for a booking the event type's settings refuse: a required field, a value's type. */
const REFUSED =
  /^Missing (attendee phone number|required booking field)|^Invalid (type|option) for booking field|^One or more invalid options/i;

/** @param {CalSettings} cal @param {string} version */
const headers = (cal, version) => ({ Authorization: `Bearer ${cal.apiKey}`, "cal-api-version": version });

/** Cal.com's error sentence in an answer. @param {unknown} payload */
const messageOf = (payload) => {
  const message = field(payload, "error", "message") ?? field(payload, "message");
  return typeof message === "string" ? message : JSON.stringify(message ?? null);
};

/**
 * A booking of Cal.com's answers, or null when it is not one.
 * @param {unknown} value
 * @returns {AgentBooking | null}
 */
function bookingOf(value) {
  const [id, uid, start, createdAt, status] = ["id", "uid", "start", "createdAt", "status"].map((name) =>
    field(value, name),
  );
  if (typeof id !== "number" || typeof uid !== "string" || typeof start !== "string") return null;
  const callId = field(value, "metadata", "vapiCallId");
  const toolCallId = field(value, "metadata", "vapiToolCallId");
  const attendees = field(value, "attendees");
  const email = Array.isArray(attendees) ? field(attendees[0], "email") : undefined;
  return {
    id,
    uid,
    start,
    createdAt: typeof createdAt === "string" ? createdAt : "",
    active: status !== "cancelled" && status !== "rejected",
    callId: typeof callId === "string" ? callId : null,
    toolCallId: typeof toolCallId === "string" ? toolCallId : null,
    email: typeof email === "string" ? email : null,
  };
}

/**
 * A GET of Cal.com's API: the answer's `data` when Cal.com answered 200 with the shape `valid`
 * expects, else null, with a line in the owner's log naming the call and what came back.
 * @param {CalSettings} cal
 * @param {string} path with its query
 * @param {string} version the endpoint's `cal-api-version`
 * @param {(data: unknown) => boolean} valid
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 */
async function calGet(cal, path, version, valid, send, signal) {
  const name = `GET ${path.replace(/\?.*$/, "")}`;
  try {
    const { status, payload } = await request(
      send,
      `${cal.apiUrl}${path}`,
      { headers: headers(cal, version) },
      signal,
    );
    const data = field(payload, "data");
    if (status === 200 && valid(data)) return data;
    console.error(`agent: Cal.com answered ${name} with HTTP ${status}: ${messageOf(payload)}`);
  } catch (error) {
    console.error(`agent: Cal.com did not answer ${name}:`, String(error));
  }
  return null;
}

/**
 * A POST of JSON to Cal.com's bookings API (a booking, a cancellation).
 * @param {CalSettings} cal @param {string} path @param {unknown} body @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 */
const postBookings = (cal, path, body, send, signal) =>
  request(
    send,
    `${cal.apiUrl}${path}`,
    {
      method: "POST",
      headers: { ...headers(cal, BOOKINGS_VERSION), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    signal,
  );

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
  // The answer groups the starts by day: { data: { "2050-09-05": [{ start }, …], … } }.
  const byDay = await calGet(cal, `/v2/slots?${query}`, SLOTS_VERSION, isObject, send, signal);
  if (!isObject(byDay)) return null;
  return Object.values(byDay)
    .flatMap((slots) => (Array.isArray(slots) ? slots : []))
    .map((slot) => field(slot, "start"))
    .filter((start) => typeof start === "string" && !Number.isNaN(Date.parse(start)))
    .map(String)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
}

/**
 * The event type's bookings matching `filters` (Cal.com's own query names), oldest first; null
 * when Cal.com did not answer with them.
 * @param {CalSettings} cal
 * @param {Record<string, string>} filters
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 * @returns {Promise<AgentBooking[] | null>}
 */
export async function listBookings(cal, filters, send, signal) {
  const query = new URLSearchParams({
    eventTypeId: String(cal.eventTypeId),
    ...filters,
    sortCreated: "asc",
    take: String(PAGE),
  });
  const data = await calGet(cal, `/v2/bookings?${query}`, BOOKINGS_VERSION, Array.isArray, send, signal);
  return Array.isArray(data) ? data.map(bookingOf).filter((booking) => booking !== null) : null;
}

/**
 * Books `start` for the visitor, the call and the tool call written in its metadata.
 * @param {CalSettings} cal
 * @param {{ start: Date; name: string; email: string; notes: string; callId: string; toolCallId: string }} booking
 * @param {typeof fetch} send
 * @param {AbortSignal} [signal]
 * @returns {Promise<BookingOutcome>}
 */
export async function book(cal, { start, name, email, notes, callId, toolCallId }, send, signal) {
  const body = {
    start: start.toISOString(),
    eventTypeId: cal.eventTypeId,
    attendee: { name, email, timeZone: TIME_ZONE, language: "es" },
    // `notes` is the booking form's own "Additional notes" field.
    ...(notes ? { bookingFieldsResponses: { notes } } : {}),
    metadata: { vapiCallId: callId, vapiToolCallId: toolCallId },
  };
  try {
    const { status, payload } = await postBookings(cal, "/v2/bookings", body, send, signal);
    const booked = (status === 200 || status === 201) && bookingOf(field(payload, "data"));
    if (booked) return { booked };
    const message = messageOf(payload);
    console.error(`agent: Cal.com answered POST /v2/bookings with HTTP ${status}: ${message}`);
    if ((status === 400 || status === 409) && TAKEN.test(message)) return { taken: message };
    if (status === 400 && REFUSED.test(message)) return { refused: message };
    return status >= 500 ? { unanswered: true } : { failed: true };
  } catch (error) {
    console.error("agent: Cal.com did not answer POST /v2/bookings:", String(error));
    return { unanswered: true };
  }
}

/**
 * Cancels a booking the assistant made (the later of two for one call).
 * @param {CalSettings} cal @param {string} uid @param {typeof fetch} send @param {AbortSignal} [signal]
 */
export async function cancelBooking(cal, uid, send, signal) {
  try {
    const { status, payload } = await postBookings(
      cal,
      `/v2/bookings/${encodeURIComponent(uid)}/cancel`,
      { cancellationReason: "Reserva repetida en la misma llamada con el asistente." },
      send,
      signal,
    );
    if (status === 200 || status === 201) return true;
    console.error(
      `agent: Cal.com answered the cancellation of ${uid} with HTTP ${status}: ${messageOf(payload)}`,
    );
  } catch (error) {
    console.error(`agent: Cal.com did not answer the cancellation of ${uid}:`, String(error));
  }
  return false;
}

/** Booking fields the tool fills: the attendee's name and e-mail, and the notes. */
const FILLED = new Set(["name", "email", "notes"]);
/** A phone number, for the attendee or for SMS reminders: the tool asks for none. */
const PHONE = new Set(["attendeePhoneNumber", "smsReminderNumber"]);

/**
 * The event type's required booking fields that `agendar_reunion` does not fill, by their names in
 * Cal.com (a phone number as `attendeePhoneNumber`). Cal.com fills its other default fields
 * (location, title…) itself. Throws when Cal.com does not answer with the event type.
 * @param {CalSettings} cal
 * @param {typeof fetch} send
 * @returns {Promise<string[]>}
 */
export async function unfilledRequiredFields(cal, send) {
  const { status, payload } = await request(send, `${cal.apiUrl}/v2/event-types/${cal.eventTypeId}`, {
    headers: headers(cal, EVENT_TYPES_VERSION),
  });
  const fields = field(payload, "data", "bookingFields");
  if (status !== 200 || !Array.isArray(fields))
    throw new Error(
      `Cal.com answered GET /v2/event-types/${cal.eventTypeId} with HTTP ${status}: ${messageOf(payload)}`,
    );
  const names = fields
    .filter((each) => field(each, "required") === true && field(each, "hidden") !== true)
    .map((each) => ({
      name: String(field(each, "slug") ?? field(each, "name")),
      own: field(each, "isDefault"),
    }))
    .filter(({ name, own }) => !FILLED.has(name) && (own !== true || PHONE.has(name)))
    .map(({ name }) => (PHONE.has(name) ? "attendeePhoneNumber" : name));
  return [...new Set(names)];
}
