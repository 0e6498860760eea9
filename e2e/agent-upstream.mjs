// @ts-check
/**
 * The assistant's upstreams on this machine, for the integration build's `/api/agent`: Cal.com's
 * API v2 (`GET /v2/slots`, `POST` and `GET /v2/bookings`, a booking's cancel) under `/cal`, with the
 * shapes of its reference, and
 * the owner's webhook at `/webhook`, which takes whatever is posted but a lead whose need starts
 * with "Rechazar". Served by e2e/demo-upstream.mjs
 * (builds.mjs points CAL_API_URL and LEAD_WEBHOOK_URL here). Tests read back what they received:
 *
 *   GET /__received → { …, cal: { slots: [{ query, authorization, version }],
 *                                 bookings: [{ body, authorization, version }] },
 *                       webhook: [{ headers, body }] }   (`body`: the raw text, to check signatures)
 *
 * Free slots are the three days after the asked start, at 10:00, 15:30 and 11:00 in Buenos Aires:
 * a test that asks from a fixed day knows what it will hear. A start booked once is refused after,
 * as Cal.com refuses a taken slot; bookings are listed with Cal.com's filters (event type, created
 * after, attendee, start and end).
 */

/** @typedef {{ slots: object[]; bookings: object[] }} CalReceived */

export function agentUpstream() {
  /** @type {{ cal: CalReceived; webhook: { headers: Record<string, unknown>; body: string }[] }} */
  const received = { cal: { slots: [], bookings: [] }, webhook: [] };
  const booked = new Set();
  /** @type {Record<string, any>[]} Cal.com's bookings, as its API answers them. */
  const bookings = [];

  /**
   * Answers the request when it is one of the assistant's upstreams.
   * @param {URL} url
   * @param {import("node:http").IncomingMessage} request
   * @param {string} text the raw body
   * @param {(status: number, body: unknown) => void} send
   * @returns {boolean} whether it was
   */
  function answer(url, request, text, send) {
    const authorization = request.headers.authorization ?? null;
    const version = request.headers["cal-api-version"] ?? null;
    if (url.pathname === "/cal/v2/slots" && request.method === "GET") {
      received.cal.slots.push({ query: Object.fromEntries(url.searchParams), authorization, version });
      const from = new Date(url.searchParams.get("start") ?? Date.now());
      /** @type {Record<string, { start: string }[]>} */
      const data = {};
      [
        [1, "10:00"],
        [2, "15:30"],
        [3, "11:00"],
      ].forEach(([days, time]) => {
        // The asked start is midnight in Buenos Aires (03:00 UTC): its UTC date is the day.
        const day = new Date(from.getTime() + Number(days) * 86_400_000).toISOString().slice(0, 10);
        const start = `${day}T${time}:00.000-03:00`;
        if (!booked.has(Date.parse(start))) data[day] = [{ start }];
      });
      send(200, { status: "success", data });
      return true;
    }
    if (url.pathname === "/cal/v2/bookings" && request.method === "POST") {
      const body = JSON.parse(text || "{}");
      received.cal.bookings.push({ body, authorization, version });
      const start = Date.parse(body.start);
      if (booked.has(start)) {
        send(400, {
          status: "error",
          timestamp: new Date().toISOString(),
          path: "/v2/bookings",
          error: {
            code: "BadRequestException",
            message: "User either already has booking at this time or is not available",
          },
        });
        return true;
      }
      booked.add(start);
      const booking = {
        id: received.cal.bookings.length,
        uid: `bk_e2e_${received.cal.bookings.length}`,
        title: `Demo entre Agentia y ${body.attendee?.name}`,
        status: "accepted",
        start: new Date(start).toISOString(),
        end: new Date(start + 30 * 60_000).toISOString(),
        duration: 30,
        eventTypeId: body.eventTypeId,
        createdAt: new Date().toISOString(),
        attendees: [body.attendee],
        metadata: body.metadata ?? {},
      };
      bookings.push(booking);
      send(201, { status: "success", data: booking });
      return true;
    }
    if (url.pathname === "/cal/v2/bookings" && request.method === "GET") {
      const query = Object.fromEntries(url.searchParams);
      const data = bookings.filter(
        (each) =>
          String(each.eventTypeId) === query.eventTypeId &&
          (!query.afterCreatedAt || each.createdAt >= query.afterCreatedAt) &&
          (!query.attendeeEmail ||
            each.attendees.some((/** @type {any} */ who) => who?.email === query.attendeeEmail)) &&
          (!query.afterStart || each.start >= query.afterStart) &&
          (!query.beforeEnd || each.end <= query.beforeEnd),
      );
      send(200, { status: "success", data, pagination: { totalItems: data.length } });
      return true;
    }
    const cancelled = /^\/cal\/v2\/bookings\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancelled && request.method === "POST") {
      const booking = bookings.find((each) => each.uid === cancelled[1]);
      if (booking) booking.status = "cancelled";
      send(booking ? 200 : 404, { status: booking ? "success" : "error", data: booking ?? null });
      return true;
    }
    if (url.pathname === "/webhook" && request.method === "POST") {
      received.webhook.push({ headers: request.headers, body: text });
      // A receiver that is down: a lead whose need starts with "Rechazar" is refused every time.
      if (/"necesidad":"Rechazar/.test(text)) send(500, { error: "down" });
      else send(200, { ok: true });
      return true;
    }
    return false;
  }

  return { answer, received };
}
