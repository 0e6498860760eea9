// @vitest-environment node
import { createHmac } from "node:crypto";
import { resolve } from "node:path";
import type { Vapi } from "@vapi-ai/server-sdk";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readAgentFiles } from "../../scripts/assistant-plan.mjs";
import { agentCatalogue } from "../shared/demo-agents.mjs";
import { errorOf } from "../test-support";
import { type AgentContext, ANSWER_DEADLINE_MS, handleAgent, MAX_BODY_BYTES } from "./handler.mjs";
import { agendarReunion } from "./tools/agendar-reunion.mjs";
import { consultarAgenda } from "./tools/consultar-agenda.mjs";
import { registrarLead } from "./tools/registrar-lead.mjs";
import * as said from "./tools/speech.mjs";

// What each tool says, from its registry entry.
const agendaSpeech = consultarAgenda.speech;
const bookingSpeech = agendarReunion.speech;
const leadSpeech = registrarLead.speech;

// Vapi, Cal.com and the owner's webhook at the network boundary: the handler gets Vapi's messages as
// Vapi posts them and an injected fetch that answers as Cal.com's API v2 and a webhook receiver do.

const SECRET = "vapi-server-secret-for-tests-only";
/** A Standard Webhooks secret, as docs/settings.md says to make one. */
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const WEBHOOK = "https://hooks.example/agentia";
const CAL = "https://api.cal.com";
const WHATSAPP = "+54 9 11 4444-0000";

const env = {
  VAPI_SERVER_SECRET: SECRET,
  CAL_API_KEY: "cal_live_test0000",
  CAL_EVENT_TYPE_ID: "4242",
  LEAD_WEBHOOK_URL: WEBHOOK,
  LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  VITE_WHATSAPP_NUMBER: WHATSAPP,
  VITE_CAL_LINK: "agentia/demo-30min",
  AGENT_DAILY_BOOKINGS: "20",
};
const OTHER_WAY = `Podés elegir un horario en app.cal.com/agentia/demo-30min o escribirnos por WhatsApp al ${WHATSAPP}.`;

/** Monday 1 December 2025, 9:00 in Buenos Aires. */
const NOW = new Date("2025-12-01T12:00:00.000Z");

const call = {
  id: "0f9c1a2b-call-4d5e-8f00-000000000001",
  orgId: "org-agentia",
  type: "webCall",
  createdAt: "2025-12-01T11:58:00.000Z",
  updatedAt: "2025-12-01T11:58:00.000Z",
} satisfies Vapi.Call;

type Script = { id: string; name: string; arguments: Record<string, unknown> };

/** Vapi's `tool-calls` message, as @vapi-ai/server-sdk types it: `arguments` as JSON text. */
function toolCalls(...scripts: Script[]) {
  const toolCall = (script: Script) => ({
    id: script.id,
    type: "function",
    function: { name: script.name, arguments: JSON.stringify(script.arguments) },
  });
  const message = {
    type: "tool-calls",
    timestamp: NOW.getTime(),
    call,
    toolCallList: scripts.map(toolCall),
    toolWithToolCallList: scripts.map((script) => ({
      type: "function" as const,
      function: { name: script.name, parameters: { type: "object" as const, properties: {} } },
      toolCall: toolCall(script),
    })),
  } satisfies Vapi.ServerMessageToolCalls;
  return { message } satisfies Vapi.ServerMessage;
}

/**
 * The message with the call's history so far, as Vapi's live `artifact` carries it: one earlier
 * tool call's result.
 */
function afterResult(
  { message }: ReturnType<typeof toolCalls>,
  earlier: { toolCallId: string; name: string; result: string },
) {
  const history = [{ role: "tool_call_result", ...earlier, time: 1, secondsFromStart: 30 }];
  return { message: { ...message, artifact: { messages: history } } } satisfies Vapi.ServerMessage;
}

const agenda = (args: Record<string, unknown> = {}): Script => ({
  id: "call_agenda_1",
  name: "consultar_agenda",
  arguments: args,
});
const meeting = (args: Record<string, unknown> = {}): Script => ({
  id: "call_booking_1",
  name: "agendar_reunion",
  arguments: {
    nombre: "Laura Gómez",
    email: "laura@transportesdelsur.example",
    inicio: "2025-12-02T10:00:00.000-03:00",
    empresa: "Transportes del Sur",
    motivo: "Atención de reclamos por WhatsApp",
    ...args,
  },
});
const lead = (args: Record<string, unknown> = {}): Script => ({
  id: "call_lead_1",
  name: "registrar_lead",
  arguments: {
    nombre: "Laura Gómez",
    necesidad: "Responder los pedidos de presupuesto fuera de horario",
    empresa: "Transportes del Sur",
    telefono: "+54 9 11 5555-0199",
    ...args,
  },
});

/** Vapi's `end-of-call-report`, as @vapi-ai/server-sdk types it. */
function report() {
  const message = {
    type: "end-of-call-report",
    endedReason: "customer-ended-call",
    call,
    startedAt: "2025-12-01T12:00:05.000Z",
    endedAt: "2025-12-01T12:03:17.400Z",
    analysis: { summary: "Laura, de Transportes del Sur, agendó una reunión para el martes." },
    artifact: {
      transcript: "AI: ¡Hola! Soy Clara.\nUser: Quiero una reunión.\n",
      messages: [
        { role: "bot", message: "¡Hola! Soy Clara.", time: 1, endTime: 2, secondsFromStart: 0.5 },
        { role: "tool_calls", toolCalls: [], message: "", time: 3, secondsFromStart: 9 },
        {
          role: "tool_call_result",
          toolCallId: "call_agenda_1",
          name: "consultar_agenda",
          result: JSON.stringify({ disponible: "el martes 2 de diciembre a las 10:00" }),
          time: 4,
          secondsFromStart: 10,
        },
      ],
    },
  } satisfies Vapi.ServerMessageEndOfCallReport;
  return { message } satisfies Vapi.ServerMessage;
}

const hex = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("hex");

type Credential =
  | "signature"
  | "bearer"
  | "secret"
  | "none"
  | { bearer: string }
  | { secret: string }
  | { signedWith: string }
  | { signedAt: number }
  | { bodyOnly: true };

/**
 * A request to the endpoint as Vapi's credential sends it: by default as the one `npm run
 * assistant` creates (Vapi's HMAC default: `{timestamp}.{body}`, the time in `x-timestamp`); or the
 * secret itself as a bearer token or `x-vapi-secret` (set by hand in Vapi's dashboard).
 */
function fromVapi(payload: unknown, credential: Credential = "signature") {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  const sign = (secret: string, at: number) => {
    headers["x-timestamp"] = String(at);
    headers["X-Vapi-Signature"] = hex(secret, `${at}.${body}`);
  };
  if (credential === "signature") sign(SECRET, Date.now());
  else if (credential === "bearer") headers.Authorization = `Bearer ${SECRET}`;
  else if (credential === "secret") headers["x-vapi-secret"] = SECRET;
  else if (credential === "none") void 0;
  else if ("bearer" in credential) headers.Authorization = `Bearer ${credential.bearer}`;
  else if ("secret" in credential) headers["x-vapi-secret"] = credential.secret;
  else if ("signedWith" in credential) sign(credential.signedWith, Date.now());
  else if ("signedAt" in credential) sign(SECRET, credential.signedAt);
  else headers["X-Vapi-Signature"] = hex(SECRET, body);
  return new Request("https://agentia.example/api/agent", { method: "POST", headers, body });
}

type Sent = { url: URL; method: string; headers: Headers; body: string };
type Answer = (request: Sent, signal: AbortSignal) => Response | Promise<Response>;

/** A request that never gets an answer: it fails only when its signal aborts (or has), as fetch does. */
const hangs: Answer = (_request, signal) =>
  new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason));
  });

/** Cal.com's GET /v2/slots answer: the starts grouped by day, in the asked time zone. */
const slotsAnswer = (...starts: string[]) => {
  const data: Record<string, { start: string }[]> = {};
  for (const start of starts) (data[start.slice(0, 10)] ??= []).push({ start });
  return Response.json({ status: "success", data });
};
const FREE = [
  "2025-12-02T10:00:00.000-03:00",
  "2025-12-03T15:30:00.000-03:00",
  "2025-12-04T11:00:00.000-03:00",
  "2025-12-04T16:00:00.000-03:00",
];
const SPOKEN_FREE =
  "el martes 2 de diciembre a las 10:00, el miércoles 3 a las 15:30 o el jueves 4 a las 11:00";

/** A booking as Cal.com's API v2 (2024-08-13) holds and answers it. */
type CalBooking = {
  id: number;
  uid: string;
  title: string;
  status: "accepted" | "cancelled";
  start: string;
  end: string;
  duration: number;
  eventTypeId: number;
  createdAt: string;
  attendees: { name: string; email: string; timeZone: string; language: string }[];
  metadata: Record<string, string>;
};

/** What Cal.com answers POST /v2/bookings with for a booking it made. */
const bookedAnswer = (booking: CalBooking) =>
  Response.json({ status: "success", data: booking }, { status: 201 });

/** Cal.com's error body (API v2). */
const calError = (status: number, code: string, message: string) =>
  Response.json(
    { status: "error", timestamp: new Date().toISOString(), path: "/v2/bookings", error: { code, message } },
    { status },
  );

/** Cal.com's refusal of a start that is no longer free. */
const TAKEN_MESSAGE = "User either already has booking at this time or is not available";
const taken = () => calError(400, "BadRequestException", TAKEN_MESSAGE);
/** Its refusal when the event type asks for a phone number (SMS reminders on, or a required phone). */
const PHONE_MESSAGE =
  'Missing attendee phone number - it is required by the event type. Pass it as "attendee.phoneNumber" string in the request.';
const needsPhone = () => calError(400, "BadRequestException", PHONE_MESSAGE);

type Upstream = "slots" | "bookings" | "list" | "cancel" | "webhook";

/**
 * An injected fetch playing Cal.com and the webhook. Cal.com keeps its bookings (`store`): a
 * booking made is listed by GET /v2/bookings with Cal.com's filters and cancelled by its cancel
 * call, as several instances of the endpoint would all see it. Each upstream can be given its own
 * queue of answers instead (the last one repeats); every request is recorded.
 */
function upstreams(answers: Partial<Record<Upstream, Answer[]>> = {}, store: CalBooking[] = []) {
  const sent: Sent[] = [];
  const create = (body: Record<string, unknown>) => {
    const start = new Date(String(body.start)).toISOString();
    const booking: CalBooking = {
      id: 9001 + store.length,
      uid: `bk_${9001 + store.length}`,
      title: "Demo 30 min entre Agentia y Laura Gómez",
      status: "accepted",
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      duration: 30,
      eventTypeId: Number(body.eventTypeId),
      createdAt: new Date().toISOString(),
      attendees: [body.attendee as CalBooking["attendees"][number]],
      metadata: (body.metadata ?? {}) as Record<string, string>,
    };
    store.push(booking);
    return booking;
  };
  const list = (url: URL) => {
    const query = Object.fromEntries(url.searchParams);
    const found = store.filter(
      (booking) =>
        String(booking.eventTypeId) === query.eventTypeId &&
        (!query.afterCreatedAt || booking.createdAt >= query.afterCreatedAt) &&
        (!query.attendeeEmail || booking.attendees.some(({ email }) => email === query.attendeeEmail)) &&
        (!query.afterStart || booking.start >= query.afterStart) &&
        (!query.beforeEnd || booking.end <= query.beforeEnd),
    );
    return Response.json({ status: "success", data: found, pagination: { totalItems: found.length } });
  };
  const queues: Record<Upstream, Answer[]> = {
    slots: answers.slots ?? [() => slotsAnswer(...FREE)],
    bookings: answers.bookings ?? [(request) => bookedAnswer(create(JSON.parse(request.body)))],
    list: answers.list ?? [(request) => list(request.url)],
    cancel: answers.cancel ?? [
      (request) => {
        const booking = store.find(({ uid }) => request.url.pathname === `/v2/bookings/${uid}/cancel`);
        if (booking) booking.status = "cancelled";
        return Response.json({ status: "success", data: booking });
      },
    ],
    webhook: answers.webhook ?? [() => new Response("ok")],
  };
  const counts: Record<Upstream, number> = { slots: 0, bookings: 0, list: 0, cancel: 0, webhook: 0 };
  const which = ({ url, method }: Sent): Upstream | null => {
    if (url.href === WEBHOOK) return "webhook";
    if (url.origin !== CAL) return null;
    if (url.pathname === "/v2/slots") return "slots";
    if (url.pathname === "/v2/bookings") return method === "POST" ? "bookings" : "list";
    return /^\/v2\/bookings\/[^/]+\/cancel$/.test(url.pathname) ? "cancel" : null;
  };
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: Sent = {
      url: new URL(String(input)),
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: String(init.body ?? ""),
    };
    sent.push(request);
    const upstream = which(request);
    if (!upstream) throw new TypeError("fetch failed");
    const queue = queues[upstream];
    const answer = queue[Math.min(counts[upstream]++, queue.length - 1)]!;
    return answer(request, init.signal!);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    sent,
    store,
    create,
    list,
    to: (upstream: Upstream) => sent.filter((request) => which(request) === upstream),
  };
}

/** The receiver's side of Standard Webhooks: the delivery verified with the `standardwebhooks` package. */
const receiver = new Webhook(WEBHOOK_SECRET);
const verified = (delivery: Sent) => receiver.verify(delivery.body, Object.fromEntries(delivery.headers));

const answer = (request: Request, context: Partial<AgentContext> = {}) =>
  handleAgent(request, { env, ...context });

type ToolAnswer = { results: { toolCallId: string; name: string; result?: string; error?: string }[] };

/** The one result of a tool-calls answer: the tool's object, or its error sentence. */
async function outcomeOf(response: Response) {
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as ToolAnswer;
  expect(results).toHaveLength(1);
  const [only] = results;
  return only!.error === undefined ? { result: JSON.parse(only!.result!) } : { error: only!.error };
}

/**
 * Moves the fake clock by `ms`, in steps that let the real event loop turn between them: Web Crypto
 * and the body's stream finish on it, and the handler's timers start after them.
 */
async function advance(ms: number) {
  const turn = async () => {
    for (let index = 0; index < 5; index += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  for (let passed = 0; passed < ms; passed += 100) {
    await turn();
    await vi.advanceTimersByTimeAsync(Math.min(100, ms - passed));
  }
  await turn();
}

/** Turns the real event loop until `condition` holds: the handler got that far. */
async function until(condition: () => boolean) {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > 100_000) throw new Error("the handler never got there");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Sends Vapi's message and waits for the handler's first request to `upstream` (to any, by
 * default): the answer on its way, and whether it has come yet.
 */
async function waiting(
  message: Vapi.ServerMessage,
  upstream: ReturnType<typeof upstreams>,
  first?: Upstream,
) {
  let answered = false;
  const pending = answer(fromVapi(message), { fetch: upstream.fetch }).finally(() => (answered = true));
  await until(() => (first ? upstream.to(first) : upstream.sent).length === 1);
  return { pending, answered: () => answered };
}

/** Runs a request while the fake clock moves by `ms`. */
async function withClock(pending: Promise<Response>, ms: number) {
  await advance(ms);
  return pending;
}

beforeEach(() => {
  // setImmediate stays real: `advance` turns the event loop with it.
  vi.useFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "Date"] });
  // The handler tells the owner what went wrong on the server's log, never Vapi's answer.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe("who may call it", () => {
  it.each(["signature", "bearer", "secret"] as const)(
    "runs the tools for Vapi's credential as a %s",
    async (credential) => {
      const cal = upstreams();
      const response = await answer(fromVapi(toolCalls(agenda()), credential), { fetch: cal.fetch });
      expect(await outcomeOf(response)).toMatchObject({ result: { disponible: SPOKEN_FREE } });
      expect(cal.to("slots")).toHaveLength(1);
    },
  );

  it.each([
    ["a wrong bearer token", { bearer: "vapi-server-secret-for-tests-onlY" }],
    ["a wrong x-vapi-secret", { secret: "vapi-server-secret-for-tests-onlY" }],
    ["a signature made with another secret", { signedWith: "someone-else" }],
    ["a signature of the body alone, with no time (replayable forever)", { bodyOnly: true }],
    ["a request signed 6 minutes ago", { signedAt: NOW.getTime() - 6 * 60_000 }],
    ["a request signed 6 minutes ahead", { signedAt: NOW.getTime() + 6 * 60_000 }],
    [
      "a request signed 30 days ago, in seconds",
      { signedAt: Math.floor(NOW.getTime() / 1000) - 30 * 86_400 },
    ],
    ["no credential", "none"],
  ] as const)("refuses %s with 401, and nothing runs", async (_what, credential) => {
    const cal = upstreams();
    const response = await answer(fromVapi(toolCalls(agenda(), lead()), credential), { fetch: cal.fetch });
    expect(await errorOf(response)).toEqual({ status: 401, error: "unauthorized" });
    expect(cal.sent).toEqual([]);
  });

  it.each([
    ["in milliseconds, 4 minutes ago", NOW.getTime() - 4 * 60_000],
    ["in seconds, 4 minutes ago", Math.floor(NOW.getTime() / 1000) - 4 * 60],
  ])("takes a request signed %s", async (_what, signedAt) => {
    const response = await answer(fromVapi(toolCalls(agenda()), { signedAt }), { fetch: upstreams().fetch });
    expect(response.status).toBe(200);
  });

  it("refuses a signed body changed by one byte: the signature covers the exact bytes", async () => {
    const signed = fromVapi(toolCalls(agenda()));
    const body = await signed.text();
    const changed = new Request(signed.url, {
      method: "POST",
      headers: signed.headers,
      body: body.replace('"desde', '"dasde').replace("consultar_agenda", "consultar_agendb"),
    });
    expect(await errorOf(await answer(changed))).toEqual({ status: 401, error: "unauthorized" });
    const oneByte = new Request(signed.url, { method: "POST", headers: signed.headers, body: `${body} ` });
    expect(await errorOf(await answer(oneByte))).toEqual({ status: 401, error: "unauthorized" });
  });

  it("refuses a request with no credential before reading its body: 2 MB are never buffered", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 32) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const request = new Request("https://agentia.example/api/agent", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await errorOf(await answer(request))).toEqual({ status: 401, error: "unauthorized" });
    // The stream's own read-ahead at most, never the 2 MB.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("answers 503 not-configured without VAPI_SERVER_SECRET, and runs nothing", async () => {
    const cal = upstreams();
    const response = await answer(fromVapi(toolCalls(agenda())), {
      env: { ...env, VAPI_SERVER_SECRET: " " },
      fetch: cal.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 503, error: "not-configured" });
    expect(cal.sent).toEqual([]);
  });
});

describe("what it accepts", () => {
  it("answers another method with 405 and Allow: POST", async () => {
    const response = await answer(new Request("https://agentia.example/api/agent"));
    expect(await errorOf(response)).toEqual({ status: 405, error: "method-not-allowed" });
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers a body that is not JSON with 400, even signed", async () => {
    const response = await answer(fromVapi("{ message: tool-calls", "signature"));
    expect(await errorOf(response)).toEqual({ status: 400, error: "bad-request" });
  });

  it("answers a body over 2 MB with 413, whatever its Content-Length says", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("https://agentia.example/api/agent", {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await errorOf(await answer(request))).toEqual({ status: 413, error: "payload-too-large" });
  });

  it("takes a report of almost 2 MB (a long transcript)", async () => {
    const long = report();
    long.message.artifact.transcript = "User: hola\n".repeat(160_000);
    const response = await answer(fromVapi(long, "signature"), { fetch: upstreams().fetch });
    expect(response.status).toBe(200);
  });

  it("answers a message that is not Vapi's with 400", async () => {
    for (const body of [
      {},
      { message: "tool-calls" },
      { message: { type: "tool-calls", toolCallList: "x" } },
    ]) {
      expect(await errorOf(await answer(fromVapi(body)))).toEqual({ status: 400, error: "bad-request" });
    }
  });

  it("answers other message types with {}", async () => {
    const response = await answer(
      fromVapi({ message: { type: "status-update", status: "in-progress", call } }, "signature"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("answers an unknown tool with an error the assistant can say, beside the others' results", async () => {
    const cal = upstreams();
    const response = await answer(
      fromVapi(toolCalls(agenda(), { id: "call_stock", name: "buscar_stock", arguments: { sku: "A-1" } })),
      { fetch: cal.fetch },
    );
    const { results } = (await response.json()) as ToolAnswer;
    expect(results).toEqual([
      { toolCallId: "call_agenda_1", name: "consultar_agenda", result: expect.any(String) },
      { toolCallId: "call_stock", name: "buscar_stock", error: said.unknownTool },
    ]);
  });

  it("reads arguments Vapi sends as an object, as its server messages carry them", async () => {
    const message = toolCalls(agenda());
    const [entry] = message.message.toolCallList;
    // The SDK types them as JSON text; Vapi's own examples post the object.
    (entry!.function as { arguments: unknown }).arguments = { desde: "2025-12-03" };
    const cal = upstreams();
    await answer(fromVapi(message), { fetch: cal.fetch });
    expect(cal.to("slots")[0]?.url.searchParams.get("start")).toBe("2025-12-03T03:00:00.000Z");
  });
});

describe("consultar_agenda", () => {
  it("asks Cal.com for the event type's next 7 days and says the first three free times in Spanish", async () => {
    const cal = upstreams();
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(agenda())), { fetch: cal.fetch }));
    expect(outcome).toEqual({ result: { disponible: SPOKEN_FREE, horarios: FREE.slice(0, 3) } });
    const [slots] = cal.to("slots");
    expect(Object.fromEntries(slots!.url.searchParams)).toEqual({
      eventTypeId: "4242",
      // From today's start in Buenos Aires, for 7 days.
      start: "2025-12-01T03:00:00.000Z",
      end: "2025-12-08T03:00:00.000Z",
      timeZone: "America/Argentina/Buenos_Aires",
    });
    expect(slots!.headers.get("cal-api-version")).toBe("2024-09-04");
    expect(slots!.headers.get("authorization")).toBe("Bearer cal_live_test0000");
  });

  it("starts from the day the visitor named, or today for a day already gone", async () => {
    const cal = upstreams();
    await answer(fromVapi(toolCalls(agenda({ desde: "2025-12-10" }))), { fetch: cal.fetch });
    await answer(fromVapi(toolCalls(agenda({ desde: "2024-12-10" }))), { fetch: cal.fetch });
    expect(cal.to("slots").map((request) => request.url.searchParams.get("start"))).toEqual([
      "2025-12-10T03:00:00.000Z",
      "2025-12-01T03:00:00.000Z",
    ]);
  });

  it("asks again for a day it cannot read, before Cal.com hears of it", async () => {
    const cal = upstreams();
    const response = await answer(fromVapi(toolCalls(agenda({ desde: "el martes" }))), { fetch: cal.fetch });
    expect(await outcomeOf(response)).toEqual({ error: agendaSpeech.badDay });
    expect(cal.sent).toEqual([]);
  });

  it("says there is no room when Cal.com has no free time", async () => {
    const cal = upstreams({ slots: [() => slotsAnswer()] });
    expect(await outcomeOf(await answer(fromVapi(toolCalls(agenda())), { fetch: cal.fetch }))).toEqual({
      result: { disponible: "sin lugares en los próximos 7 días", horarios: [] },
    });
  });

  it.each([
    [
      "a refusal (a wrong key)",
      () => Response.json({ status: "error", error: { code: "UnauthorizedException" } }, { status: 401 }),
    ],
    ["an error of its own", () => new Response("<h1>502 Bad Gateway</h1>", { status: 502 })],
  ])("answers Cal.com's %s with the booking page and WhatsApp, never a 5xx", async (_what, fails) => {
    const cal = upstreams({ slots: [fails] });
    const response = await answer(fromVapi(toolCalls(agenda())), { fetch: cal.fetch });
    expect(await outcomeOf(response)).toEqual({
      error: `No pude consultar la agenda en este momento. Podés elegir un horario en app.cal.com/agentia/demo-30min o escribirnos por WhatsApp al ${WHATSAPP}.`,
    });
  });

  it("gives up on Cal.com after 8 s and answers in time", async () => {
    const { pending, answered } = await waiting(toolCalls(agenda()), upstreams({ slots: [hangs] }));
    await advance(7900);
    expect(answered()).toBe(false);
    const outcome = await outcomeOf(await withClock(pending, 100));
    expect(outcome.error).toMatch(/^No pude consultar la agenda en este momento\./);
  });

  it("without Cal.com's settings, offers WhatsApp (and the booking page when there is one)", async () => {
    const cal = upstreams();
    const unset = { ...env, CAL_API_KEY: "", VITE_CAL_LINK: "" };
    expect(
      await outcomeOf(await answer(fromVapi(toolCalls(agenda())), { env: unset, fetch: cal.fetch })),
    ).toEqual({
      error: `No pude consultar la agenda en este momento. Escribinos por WhatsApp al ${WHATSAPP} y coordinamos la reunión.`,
    });
    expect(cal.sent).toEqual([]);
    // The owner's log says why; the visitor's answer never does.
    expect(console.error).toHaveBeenCalledWith("agent: consultar_agenda cannot run: CAL_API_KEY is missing");
  });
});

describe("agendar_reunion", () => {
  it("books the chosen time in UTC for the visitor, with the call in its metadata, and says it in Spanish", async () => {
    const cal = upstreams();
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome).toEqual({ result: { reunion: "el martes 2 de diciembre a las 10:00" } });
    const [booking] = cal.to("bookings");
    expect(booking!.method).toBe("POST");
    expect(booking!.headers.get("authorization")).toBe("Bearer cal_live_test0000");
    expect(booking!.headers.get("cal-api-version")).toBe("2024-08-13");
    expect(JSON.parse(booking!.body)).toEqual({
      start: "2025-12-02T13:00:00.000Z",
      eventTypeId: 4242,
      attendee: {
        name: "Laura Gómez",
        email: "laura@transportesdelsur.example",
        timeZone: "America/Argentina/Buenos_Aires",
        language: "es",
      },
      bookingFieldsResponses: {
        notes: "Empresa: Transportes del Sur\nMotivo: Atención de reclamos por WhatsApp",
      },
      metadata: { vapiCallId: call.id, vapiToolCallId: "call_booking_1" },
    });
    // Before booking, what Cal.com holds since today's start in Buenos Aires (or two hours back).
    const [listed] = cal.to("list");
    expect(listed!.headers.get("cal-api-version")).toBe("2024-08-13");
    expect(Object.fromEntries(listed!.url.searchParams)).toEqual({
      eventTypeId: "4242",
      afterCreatedAt: "2025-12-01T03:00:00.000Z",
      sortCreated: "asc",
      take: "250",
    });
  });

  it("reads a time without an offset as Buenos Aires time", async () => {
    const cal = upstreams();
    await answer(fromVapi(toolCalls(meeting({ inicio: "2025-12-03T15:30", empresa: "", motivo: "" }))), {
      fetch: cal.fetch,
    });
    const body = JSON.parse(cal.to("bookings")[0]!.body);
    expect(body.start).toBe("2025-12-03T18:30:00.000Z");
    expect(body).not.toHaveProperty("bookingFieldsResponses");
  });

  it("refuses a malformed e-mail before Cal.com hears of it", async () => {
    const cal = upstreams();
    const response = await answer(fromVapi(toolCalls(meeting({ email: "laura arroba transportes" }))), {
      fetch: cal.fetch,
    });
    expect(await outcomeOf(response)).toEqual({ error: said.badEmail });
    expect(cal.sent).toEqual([]);
  });

  it("asks again for what is missing or unreadable", async () => {
    const cal = upstreams();
    for (const [args, error] of [
      [{ nombre: "" }, bookingSpeech.bookingFieldsMissing],
      [{ inicio: "el martes a las diez" }, bookingSpeech.badStart],
    ] as const) {
      expect(await outcomeOf(await answer(fromVapi(toolCalls(meeting(args))), { fetch: cal.fetch }))).toEqual(
        { error },
      );
    }
    expect(cal.sent).toEqual([]);
  });

  it("when the time was taken (Cal.com's 400), names the next free times, checked again", async () => {
    const cal = upstreams({ bookings: [taken] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    // The refused 10:00 is still listed by a stale agenda: it is not offered again.
    expect(outcome).toEqual({
      error:
        "Ese horario ya no está libre. Los próximos son el miércoles 3 de diciembre a las 15:30, el jueves 4 a las 11:00 o a las 16:00. ¿Cuál te queda bien?",
    });
    expect(cal.sent.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      "GET /v2/bookings",
      "POST /v2/bookings",
      "GET /v2/slots",
    ]);
    expect(cal.to("slots")[0]?.url.searchParams.get("start")).toBe("2025-12-02T03:00:00.000Z");
    expect(console.error).toHaveBeenCalledWith(
      `agent: Cal.com answered POST /v2/bookings with HTTP 400: ${TAKEN_MESSAGE}`,
    );
  });

  it("reads Cal.com's 409 for a taken time the same way", async () => {
    const cal = upstreams({ bookings: [() => calError(409, "ConflictException", TAKEN_MESSAGE)] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome.error).toMatch(/^Ese horario ya no está libre\. Los próximos son/);
  });

  it("when the time was taken and nothing else is free, offers the booking page and WhatsApp", async () => {
    const cal = upstreams({ bookings: [taken], slots: [() => slotsAnswer()] });
    expect(await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }))).toEqual({
      error: `Ese horario ya no está libre y no quedan lugares en los próximos 7 días. ${OTHER_WAY}`,
    });
  });

  it("when the event type asks for what the tool does not send, says it could not book, and the log names Cal.com's words", async () => {
    const cal = upstreams({ bookings: [needsPhone] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome).toEqual({ error: `No pude reservar la reunión desde esta conversación. ${OTHER_WAY}` });
    // Not "taken": no other times are offered, and no agenda is asked for them.
    expect(cal.to("slots")).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      `agent: Cal.com refused the booking for the event type's settings: ${PHONE_MESSAGE}`,
    );
  });

  it("when Cal.com answers 500 and holds no such booking, says it could not book and offers the other ways", async () => {
    const cal = upstreams({
      bookings: [
        () => calError(500, "InternalServerErrorException", "Something went wrong. Please try again later."),
      ],
    });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome).toEqual({ error: `No pude reservar la reunión en este momento. ${OTHER_WAY}` });
    // It looked for the attendee at that start before saying so.
    const lookUp = cal.to("list").at(-1)!;
    expect(Object.fromEntries(lookUp.url.searchParams)).toMatchObject({
      attendeeEmail: "laura@transportesdelsur.example",
      afterStart: "2025-12-02T12:59:00.000Z",
    });
    expect(console.error).toHaveBeenCalledWith(
      "agent: Cal.com answered POST /v2/bookings with HTTP 500: Something went wrong. Please try again later.",
    );
  });

  it("when Cal.com refuses the key, says it could not book and offers the other ways", async () => {
    const cal = upstreams({ bookings: [() => Response.json({ status: "error" }, { status: 401 })] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome.error).toBe(`No pude reservar la reunión en este momento. ${OTHER_WAY}`);
  });

  it("gives up on a Cal.com that hangs after 8 s, and finds nothing booked", async () => {
    const cal = upstreams({ bookings: [hangs] });
    const { pending } = await waiting(toolCalls(meeting()), cal, "bookings");
    const outcome = await outcomeOf(await withClock(pending, 8000));
    expect(outcome.error).toBe(`No pude reservar la reunión en este momento. ${OTHER_WAY}`);
  });

  it("a booking Cal.com made but answered too late is found by the look-up: the visitor hears it booked", async () => {
    const cal = upstreams({
      // Cal.com books at once, and its answer never arrives in time.
      bookings: [(request, signal) => (cal.create(JSON.parse(request.body)), hangs(request, signal))],
    });
    const { pending } = await waiting(toolCalls(meeting()), cal, "bookings");
    const outcome = await outcomeOf(await withClock(pending, 8000));
    expect(outcome).toEqual({ result: { reunion: "el martes 2 de diciembre a las 10:00" } });
    expect(cal.store).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^agent: Cal\.com booked bk_9001 but its answer did not arrive/),
    );
  });
});

describe("one booking and one lead per conversation, a ceiling per day", () => {
  /** The same endpoint as another instance of a host's functions: a fresh copy of every module. */
  async function anotherInstance() {
    vi.resetModules();
    return (await import("./handler.mjs")).handleAgent;
  }

  it("refuses a second agendar_reunion of the call on another instance, with its sentence", async () => {
    const cal = upstreams();
    const first = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(first.result).toEqual({ reunion: "el martes 2 de diciembre a las 10:00" });
    // Another instance, a new message with no history: only Cal.com knows of the first booking.
    const handle = await anotherInstance();
    const second = {
      ...meeting({ email: "otra@persona.example", inicio: "2025-12-03T15:30" }),
      id: "call_booking_2",
    };
    const response = await handle(fromVapi(toolCalls(second)), { env, fetch: cal.fetch });
    expect(await outcomeOf(response)).toEqual({ error: bookingSpeech.alreadyBooked(WHATSAPP) });
    expect(bookingSpeech.alreadyBooked(WHATSAPP)).toBe(
      `En esta conversación ya quedó agendada una reunión: en el correo de la invitación tenés los enlaces para cambiarla o cancelarla. Para otra cosa, escribinos por WhatsApp al ${WHATSAPP}.`,
    );
    expect(cal.to("bookings")).toHaveLength(1);
  });

  it("refuses it from the call's history too, without asking Cal.com", async () => {
    const cal = upstreams();
    const withHistory = afterResult(
      toolCalls({ ...meeting({ inicio: "2025-12-03T15:30" }), id: "call_booking_2" }),
      {
        toolCallId: "call_booking_1",
        name: "agendar_reunion",
        result: JSON.stringify({ reunion: "el martes 2 de diciembre a las 10:00" }),
      },
    );
    const response = await answer(fromVapi(withHistory), { fetch: cal.fetch });
    expect(await outcomeOf(response)).toEqual({ error: bookingSpeech.alreadyBooked(WHATSAPP) });
    expect(cal.sent).toEqual([]);
  });

  it("books one of three agendar_reunion in one message, for three strangers", async () => {
    const cal = upstreams();
    const strangers = ["a", "b", "c"].map((who, index) => ({
      ...meeting({ email: `${who}@desconocido.example`, inicio: FREE[index] }),
      id: `call_booking_${who}`,
    }));
    const response = await answer(fromVapi(toolCalls(...strangers)), { fetch: cal.fetch });
    const { results } = (await response.json()) as ToolAnswer;
    expect(results.map((each) => each.result ?? each.error)).toEqual([
      JSON.stringify({ reunion: "el martes 2 de diciembre a las 10:00" }),
      bookingSpeech.alreadyBooked(WHATSAPP),
      bookingSpeech.alreadyBooked(WHATSAPP),
    ]);
    expect(cal.to("bookings")).toHaveLength(1);
  });

  it("keeps the first of two bookings two instances made at once for one call, and cancels the other", async () => {
    // Cal.com answers the two first listings once both have arrived: neither instance sees the other's booking.
    let listed = 0;
    let bothListed = () => {};
    const together = new Promise<void>((resolve) => (bothListed = resolve));
    const cal = upstreams({
      list: [
        async (request) => {
          listed += 1;
          if (listed === 2) bothListed();
          if (listed <= 2) await together;
          return cal.list(request.url);
        },
      ],
    });
    const handle = await anotherInstance();
    const second = { ...meeting({ inicio: "2025-12-03T15:30" }), id: "call_booking_2" };
    const results = await Promise.all([
      answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }).then(outcomeOf),
      handle(fromVapi(toolCalls(second)), { env, fetch: cal.fetch }).then(outcomeOf),
    ]);
    // Both listed before either booked: both booked, and the later one withdrew.
    expect(cal.to("bookings")).toHaveLength(2);
    expect(results).toEqual([
      { result: { reunion: "el martes 2 de diciembre a las 10:00" } },
      { error: bookingSpeech.alreadyBooked(WHATSAPP) },
    ]);
    expect(cal.store.map(({ uid, status }) => [uid, status])).toEqual([
      ["bk_9001", "accepted"],
      ["bk_9002", "cancelled"],
    ]);
    expect(cal.to("cancel")[0]?.headers.get("cal-api-version")).toBe("2024-08-13");
  });

  it("gives a repeated tool-call id the first answer, and books once", async () => {
    const cal = upstreams();
    const first = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    const again = await outcomeOf(
      await (
        await anotherInstance()
      )(fromVapi(toolCalls(meeting())), { env, fetch: cal.fetch }),
    );
    expect(again).toEqual(first);
    expect(first).toEqual({ result: { reunion: "el martes 2 de diciembre a las 10:00" } });
    expect(cal.to("bookings")).toHaveLength(1);
  });

  it(`books at most AGENT_DAILY_BOOKINGS a day (Buenos Aires), then offers the booking page or WhatsApp`, async () => {
    const cal = upstreams();
    const earlier = (callId: string, createdAt: string, metadata = true) => {
      const booking = cal.create({
        start: "2025-12-05T14:00:00.000Z",
        eventTypeId: 4242,
        attendee: { name: "Alguien", email: "alguien@otro.example" },
        metadata: metadata ? { vapiCallId: callId, vapiToolCallId: `tool_${callId}` } : {},
      });
      booking.createdAt = createdAt;
    };
    // Two today by the assistant; yesterday's and the owner's own do not count.
    earlier("call-a", "2025-12-01T03:30:00.000Z");
    earlier("call-b", "2025-12-01T11:00:00.000Z");
    earlier("call-c", "2025-11-30T20:00:00.000Z");
    earlier("owner", "2025-12-01T10:00:00.000Z", false);
    const limited = { ...env, AGENT_DAILY_BOOKINGS: "2" };
    const response = await answer(fromVapi(toolCalls(meeting())), { env: limited, fetch: cal.fetch });
    expect(await outcomeOf(response)).toEqual({
      error: `Por hoy no puedo reservar más reuniones desde acá. ${OTHER_WAY}`,
    });
    expect(cal.to("bookings")).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      "agent: today's 2 bookings (AGENT_DAILY_BOOKINGS) are made: no more today",
    );
    // With room for one more, it books.
    const roomy = { ...env, AGENT_DAILY_BOOKINGS: "3" };
    const booked = await answer(fromVapi(toolCalls(meeting())), { env: roomy, fetch: cal.fetch });
    expect((await outcomeOf(booked)).result).toEqual({ reunion: "el martes 2 de diciembre a las 10:00" });
  });

  it("books nothing when Cal.com cannot say what it already holds", async () => {
    const cal = upstreams({ list: [() => new Response("down", { status: 503 })] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(meeting())), { fetch: cal.fetch }));
    expect(outcome).toEqual({ error: `No pude reservar la reunión en este momento. ${OTHER_WAY}` });
    expect(cal.to("bookings")).toEqual([]);
  });

  it("records one lead per call: a second one is refused with its sentence, a failed first is not", async () => {
    const hook = upstreams();
    const afterAFailure = toolCalls(
      { ...lead({ email: "laura@", telefono: undefined }), id: "call_lead_bad" },
      { ...lead(), id: "call_lead_good" },
    );
    const { results } = (await (
      await answer(fromVapi(afterAFailure), { fetch: hook.fetch })
    ).json()) as ToolAnswer;
    expect(results.map((each) => each.result ?? each.error)).toEqual([
      said.badEmail,
      JSON.stringify({ contacto: leadSpeech.leadRecorded }),
    ]);
    const later = afterResult(toolCalls({ ...lead({ nombre: "Otra Persona" }), id: "call_lead_2" }), {
      toolCallId: "call_lead_good",
      name: "registrar_lead",
      result: results[1]!.result!,
    });
    expect(await outcomeOf(await answer(fromVapi(later), { fetch: hook.fetch }))).toEqual({
      error: leadSpeech.leadAlreadyRecorded(WHATSAPP),
    });
    expect(hook.to("webhook")).toHaveLength(1);
    // Whatever slips past, the receiver gets one message per call: the id is the call's.
    expect(hook.to("webhook")[0]!.headers.get("webhook-id")).toBe(`lead_${call.id}`);
  });
});

describe("registrar_lead", () => {
  it("posts the lead to the webhook as Standard Webhooks, keyed by the call, and says when the team writes", async () => {
    const hook = upstreams();
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(lead())), { fetch: hook.fetch }));
    expect(outcome).toEqual({ result: { contacto: "Te escribimos dentro de las 24 h hábiles." } });
    const [delivery, ...more] = hook.to("webhook");
    expect(more).toEqual([]);
    expect({ method: delivery!.method, ...Object.fromEntries(delivery!.headers) }).toMatchObject({
      method: "POST",
      "content-type": "application/json",
      "webhook-id": `lead_${call.id}`,
      "webhook-timestamp": String(NOW.getTime() / 1000),
    });
    // The receiver's own check: the standardwebhooks package, with the owner's secret.
    expect(verified(delivery!)).toEqual({
      tipo: "lead",
      origen: "asistente",
      nombre: "Laura Gómez",
      necesidad: "Responder los pedidos de presupuesto fuera de horario",
      empresa: "Transportes del Sur",
      telefono: "+54 9 11 5555-0199",
      callId: call.id,
      fecha: NOW.toISOString(),
    });
  });

  it("tries once more when the webhook is down once, with the same body and key", async () => {
    const hook = upstreams({
      webhook: [() => new Response("busy", { status: 503 }), () => new Response("ok")],
    });
    const { pending } = await waiting(toolCalls(lead()), hook);
    const outcome = await outcomeOf(await withClock(pending, 1000));
    expect(outcome).toEqual({ result: { contacto: "Te escribimos dentro de las 24 h hábiles." } });
    const [first, second] = hook.to("webhook");
    expect(second!.body).toBe(first!.body);
    // The same message for the receiver, signed again at its own time.
    expect(second!.headers.get("webhook-id")).toBe(first!.headers.get("webhook-id"));
    expect(Number(second!.headers.get("webhook-timestamp"))).toBe(
      Number(first!.headers.get("webhook-timestamp")) + 1,
    );
    expect(verified(second!)).toEqual(verified(first!));
  });

  it("when the webhook is down twice, sends the visitor to WhatsApp at the configured number", async () => {
    const hook = upstreams({ webhook: [() => new Response("down", { status: 502 })] });
    const { pending } = await waiting(toolCalls(lead()), hook);
    const outcome = await outcomeOf(await withClock(pending, 1000));
    expect(outcome).toEqual({
      error:
        "No pude registrar tus datos. Escribinos por WhatsApp al +54 9 11 4444-0000 y te respondemos hoy.",
    });
    expect(hook.to("webhook")).toHaveLength(2);
  });

  it("does not retry a refusal that would only be refused again", async () => {
    const hook = upstreams({ webhook: [() => new Response("bad signature", { status: 401 })] });
    const outcome = await outcomeOf(await answer(fromVapi(toolCalls(lead())), { fetch: hook.fetch }));
    expect(outcome.error).toBe(leadSpeech.leadFailed(WHATSAPP));
    expect(hook.to("webhook")).toHaveLength(1);
  });

  it("answers within 15 s when the webhook hangs twice", async () => {
    const hook = upstreams({ webhook: [hangs] });
    const { pending, answered } = await waiting(toolCalls(lead()), hook);
    await advance(13_900);
    expect(answered()).toBe(false);
    await advance(100);
    // The clock stays at 14 s while the signing (real crypto, on its own time) finishes.
    await until(answered);
    expect((await outcomeOf(await pending)).error).toBe(leadSpeech.leadFailed(WHATSAPP));
    expect(hook.to("webhook")).toHaveLength(2);
  });

  it("needs an e-mail or a phone, and checks them, before sending anything", async () => {
    const hook = upstreams();
    for (const [args, error] of [
      [{ telefono: undefined }, leadSpeech.contactMissing],
      [{ email: "laura@", telefono: undefined }, said.badEmail],
      [{ telefono: "llamame" }, leadSpeech.badPhone],
      [{ necesidad: " " }, leadSpeech.leadFieldsMissing],
    ] as const) {
      expect(await outcomeOf(await answer(fromVapi(toolCalls(lead(args))), { fetch: hook.fetch }))).toEqual({
        error,
      });
    }
    expect(hook.sent).toEqual([]);
  });

  it("without the webhook's settings, sends the visitor to WhatsApp", async () => {
    const hook = upstreams();
    const outcome = await outcomeOf(
      await answer(fromVapi(toolCalls(lead())), {
        env: { ...env, LEAD_WEBHOOK_SECRET: "" },
        fetch: hook.fetch,
      }),
    );
    expect(outcome.error).toBe(leadSpeech.leadFailed(WHATSAPP));
    expect(hook.sent).toEqual([]);
  });
});

describe("every tool-calls answer within 15 s", () => {
  it("answers the tools that finished, and says the one still stuck could not finish, at 14.5 s", async () => {
    // An upstream that ignores the abort, as no real fetch should: the answer still comes.
    const stuck: Answer = () => new Promise(() => {});
    const cal = upstreams({ slots: [stuck] });
    const pending = answer(fromVapi(toolCalls(agenda(), lead())), { fetch: cal.fetch });
    // The lead's delivery is signed with Web Crypto on the real loop: wait for it, or a slow
    // machine's fake clock reaches the deadline first.
    await until(() => cal.to("slots").length === 1 && cal.to("webhook").length === 1);
    await advance(ANSWER_DEADLINE_MS);
    const { results } = (await (await pending).json()) as ToolAnswer;
    expect(results).toEqual([
      { toolCallId: "call_agenda_1", name: "consultar_agenda", error: said.couldNotFinish(WHATSAPP) },
      {
        toolCallId: "call_lead_1",
        name: "registrar_lead",
        result: JSON.stringify({ contacto: "Te escribimos dentro de las 24 h hábiles." }),
      },
    ]);
  });
});

describe("end-of-call-report", () => {
  it("answers at once, then forwards the summary, signed and keyed by the call", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hook = upstreams({ webhook: [async () => (await held, new Response("ok"))] });
    const later: Promise<unknown>[] = [];
    const response = await answer(fromVapi(report(), "signature"), {
      fetch: hook.fetch,
      waitUntil: (work) => void later.push(work),
    });
    // Answered while the webhook still holds the summary.
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(later).toHaveLength(1);
    release();
    await later[0];

    const [delivery] = hook.to("webhook");
    expect(delivery!.headers.get("webhook-id")).toBe(`summary_${call.id}`);
    expect(verified(delivery!)).toEqual({
      tipo: "conversacion",
      callId: call.id,
      inicio: "2025-12-01T12:00:05.000Z",
      fin: "2025-12-01T12:03:17.400Z",
      duracionSegundos: 192,
      motivoFin: "customer-ended-call",
      resumen: "Laura, de Transportes del Sur, agendó una reunión para el martes.",
      acciones: [
        {
          herramienta: "consultar_agenda",
          resultado: JSON.stringify({ disponible: "el martes 2 de diciembre a las 10:00" }),
        },
      ],
      transcripcion: "AI: ¡Hola! Soy Clara.\nUser: Quiero una reunión.\n",
    });
  });

  it("forwards a report Vapi sends twice with the same webhook-id and body", async () => {
    const hook = upstreams();
    for (let time = 0; time < 2; time += 1) {
      const later: Promise<unknown>[] = [];
      await answer(fromVapi(report()), { fetch: hook.fetch, waitUntil: (work) => void later.push(work) });
      await Promise.all(later);
    }
    const [first, second] = hook.to("webhook");
    expect(second!.headers.get("webhook-id")).toBe(`summary_${call.id}`);
    expect(first!.headers.get("webhook-id")).toBe(`summary_${call.id}`);
    expect(second!.body).toBe(first!.body);
  });

  it("retries the summary once when the webhook is down", async () => {
    const hook = upstreams({
      webhook: [() => new Response("busy", { status: 503 }), () => new Response("ok")],
    });
    const later: Promise<unknown>[] = [];
    await answer(fromVapi(report()), { fetch: hook.fetch, waitUntil: (work) => void later.push(work) });
    await until(() => hook.sent.length === 1);
    await advance(1000);
    await Promise.all(later);
    expect(hook.to("webhook")).toHaveLength(2);
  });

  it("answers 200 and sends nothing without the webhook's settings", async () => {
    const hook = upstreams();
    const later: Promise<unknown>[] = [];
    const response = await answer(fromVapi(report()), {
      env: { ...env, LEAD_WEBHOOK_URL: "" },
      fetch: hook.fetch,
      waitUntil: (work) => void later.push(work),
    });
    await Promise.all(later);
    expect(response.status).toBe(200);
    expect(hook.sent).toEqual([]);
  });
});

describe("a demo agent's conversation", () => {
  const agents = agentCatalogue(readAgentFiles(resolve(import.meta.dirname, "../..")));
  const collections = agents.get("cobranzas")!;
  /** Vapi's `tool-calls` of a call started with the agent's overrides (their mark, as Vapi echoes them). */
  const agentCall = (...scripts: Script[]) => {
    const { message } = toolCalls(...scripts);
    return {
      message: { ...message, call: { ...call, assistantOverrides: { metadata: { agente: "cobranzas" } } } },
    };
  };

  it("answers the agent's tool from its content, with the caller's values, and sends nothing anywhere", async () => {
    const upstream = upstreams();
    const response = await answer(
      fromVapi(agentCall({ id: "tc_debt", name: "consultar_deuda", arguments: { dni: "27444555" } })),
      { agents, fetch: upstream.fetch },
    );
    const tool = collections.tools.find(({ name }) => name === "consultar_deuda")!;
    expect(await outcomeOf(response)).toEqual({
      result: Object.fromEntries(
        tool.result.map(({ field, value }) => [field, value.replaceAll("{dni}", "27444555")]),
      ),
    });
    expect(upstream.sent).toEqual([]);
  });

  it("refuses CAT's tools in an agent's conversation: only CAT books and records leads", async () => {
    const upstream = upstreams();
    const response = await answer(fromVapi(agentCall(meeting(), lead())), { agents, fetch: upstream.fetch });
    const { results } = (await response.json()) as ToolAnswer;
    expect(results.map((each) => each.error)).toEqual([said.unknownTool, said.unknownTool]);
    expect(upstream.sent).toEqual([]);
  });

  it("gives an agent the build does not have no tools at all", async () => {
    const upstream = upstreams();
    const response = await answer(
      fromVapi(agentCall({ id: "tc_debt", name: "consultar_deuda", arguments: {} })),
      { agents: new Map(), fetch: upstream.fetch },
    );
    expect(await outcomeOf(response)).toEqual({ error: said.unknownTool });
  });
});
