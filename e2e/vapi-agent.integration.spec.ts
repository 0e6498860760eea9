import { Webhook } from "standardwebhooks";

import { actionLabels } from "../app/content/demo-cat";
import { postCallCopy } from "../app/content/post-call";
import { actionDone, actionText } from "../app/features/voice-demo/lib/conversation/actions";
import { integrationServerEnv, upstreamOrigin } from "./builds.mjs";
import { expect, test } from "./fixtures";
import { callButton, expectNoLiveTrack, openVapiDemo, startCall, status } from "./vapi-call";
import { type ServerToolResult, type ToolCallScript } from "./vapi-double.browser";

/**
 * The assistant acting for real (docs/product.md#the-agent-at-work): the SDK double, on the
 * visitor's line, does what Vapi's servers do with the assistant's tools: it posts Vapi's
 * `tool-calls` to the site's own `/api/agent`, signed with the credential `npm run assistant`
 * creates, and relays the answer to the page as `tool-calls-result`; after the hang-up it posts the
 * `end-of-call-report`. Cal.com and the owner's webhook are e2e/agent-upstream.mjs.
 */

type WebhookDelivery = { headers: Record<string, string>; body: string };
type Received = {
  cal: {
    slots: { query: Record<string, string>; authorization: string; version: string }[];
    bookings: { body: Record<string, unknown> }[];
  };
  webhook: WebhookDelivery[];
};

const received = async () => (await (await fetch(`${upstreamOrigin}/__received`)).json()) as Received;

/**
 * The webhook's delivery with this `webhook-id`, verified as the owner's receiver verifies it: the
 * `standardwebhooks` package with the owner's secret (it throws on a bad signature or an old time).
 */
async function delivery(id: string) {
  const found = (await received()).webhook.find((each) => each.headers["webhook-id"] === id);
  if (!found) return null;
  const receiver = new Webhook(integrationServerEnv.LEAD_WEBHOOK_SECRET);
  return { signed: true, payload: receiver.verify(found.body, found.headers) };
}

test("the assistant books through Cal.com and hands the lead and the call's summary to the owner's webhook", async ({
  page,
}) => {
  // A whole call, a build's server, Cal.com and the webhook.
  test.slow();
  await openVapiDemo(page, {
    server: { url: "/api/agent", secret: integrationServerEnv.VAPI_SERVER_SECRET },
  });
  await startCall(page);
  const log = page.getByRole("log", { name: "Transcripción" });
  const card = (call: ToolCallScript, result: ServerToolResult) =>
    log.getByRole("listitem").filter({
      hasText: actionText(
        actionDone(call.id, call.name, JSON.parse(result.result ?? "null"), actionLabels),
        actionLabels,
      ),
    });
  const run = (call: ToolCallScript) =>
    page.evaluate(async (script) => (await window.vapiDouble.runTools([script]))[0]!, call);

  await page.evaluate(() =>
    window.vapiDouble.transcript("assistant", "¡Hola! Soy Clara, ¿en qué te ayudo?", true),
  );

  // The agenda, from a fixed day, so the free times are known.
  const agenda = { id: "call_agenda_e2e", name: "consultar_agenda", arguments: { desde: "2030-12-02" } };
  const agendaResult = await run(agenda);
  const horarios = [
    "2030-12-03T10:00:00.000-03:00",
    "2030-12-04T15:30:00.000-03:00",
    "2030-12-05T11:00:00.000-03:00",
  ];
  expect(agendaResult).toEqual({
    toolCallId: "call_agenda_e2e",
    name: "consultar_agenda",
    result: JSON.stringify({
      disponible:
        "el martes 3 de diciembre a las 10:00, el miércoles 4 a las 15:30 o el jueves 5 a las 11:00",
      horarios,
    }),
  });
  await expect(card(agenda, agendaResult)).toBeVisible();
  const [slots] = (await received()).cal.slots.filter(
    (each) => each.query.start === "2030-12-02T03:00:00.000Z",
  );
  expect(slots).toEqual({
    query: {
      eventTypeId: integrationServerEnv.CAL_EVENT_TYPE_ID,
      start: "2030-12-02T03:00:00.000Z",
      end: "2030-12-09T03:00:00.000Z",
      timeZone: "America/Argentina/Buenos_Aires",
    },
    authorization: `Bearer ${integrationServerEnv.CAL_API_KEY}`,
    version: "2024-09-04",
  });

  // The first time, booked for the visitor.
  const booking = {
    id: "call_booking_e2e",
    name: "agendar_reunion",
    arguments: { nombre: "Laura Gómez", email: "laura@transportesdelsur.example", inicio: horarios[0] },
  };
  const bookingResult = await run(booking);
  expect(bookingResult.result).toBe(JSON.stringify({ reunion: "el martes 3 de diciembre a las 10:00" }));
  await expect(card(booking, bookingResult)).toBeVisible();
  expect((await received()).cal.bookings.map(({ body }) => body)).toContainEqual({
    start: "2030-12-03T13:00:00.000Z",
    eventTypeId: Number(integrationServerEnv.CAL_EVENT_TYPE_ID),
    attendee: {
      name: "Laura Gómez",
      email: "laura@transportesdelsur.example",
      timeZone: "America/Argentina/Buenos_Aires",
      language: "es",
    },
    metadata: { vapiCallId: "call-e2e", vapiToolCallId: "call_booking_e2e" },
  });

  // A second meeting in the same call, for someone else: refused with a sentence the assistant
  // can say, a failed card, and nothing sent to Cal.com.
  const again = {
    id: "call_booking_e2e_2",
    name: "agendar_reunion",
    arguments: { nombre: "Otra Persona", email: "otra@persona.example", inicio: horarios[1] },
  };
  const againResult = await run(again);
  expect(againResult.error).toMatch(/^En esta conversación ya quedó agendada una reunión: /);
  await expect(
    log
      .getByRole("listitem")
      .filter({ hasText: actionText({ name: again.name, status: "failed" }, actionLabels) }),
  ).toBeVisible();
  expect(
    (await received()).cal.bookings.filter(({ body }) =>
      JSON.stringify(body).includes("otra@persona.example"),
    ),
  ).toEqual([]);

  // The lead, to the webhook.
  const lead = {
    id: "call_lead_e2e",
    name: "registrar_lead",
    arguments: {
      nombre: "Laura Gómez",
      necesidad: "Atender los reclamos por WhatsApp",
      empresa: "Transportes del Sur",
      email: "laura@transportesdelsur.example",
    },
  };
  const leadResult = await run(lead);
  expect(leadResult.result).toBe(JSON.stringify({ contacto: "Te escribimos dentro de las 24 h hábiles." }));
  await expect(card(lead, leadResult)).toBeVisible();
  expect(await delivery("lead_call-e2e")).toEqual({
    signed: true,
    payload: {
      tipo: "lead",
      origen: "asistente",
      ...lead.arguments,
      callId: "call-e2e",
      fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  });

  // The visitor hangs up; Vapi then reports the call, and the summary follows to the webhook.
  await callButton(page, "Finalizar Llamada").click();
  await expect(status(page)).toHaveText("Llamada finalizada");
  await expectNoLiveTrack(page);
  // The meeting Cal.com booked opens the card, in place of the booking prompt.
  const summary = page.getByRole("region", { name: postCallCopy.heading });
  await expect(summary).toContainText(postCallCopy.meetingBooked("el martes 3 de diciembre a las 10:00"));
  await expect(summary.getByRole("link", { name: "Agendar una reunión" })).toHaveCount(0);
  await expect
    .poll(() => delivery("summary_call-e2e"))
    .toEqual({
      signed: true,
      payload: expect.objectContaining({
        tipo: "conversacion",
        callId: "call-e2e",
        motivoFin: "customer-ended-call",
        resumen: "Llamada de prueba con el asistente de CAT.",
        acciones: [
          { herramienta: "consultar_agenda", resultado: agendaResult.result },
          { herramienta: "agendar_reunion", resultado: bookingResult.result },
          { herramienta: "agendar_reunion", resultado: againResult.error },
          { herramienta: "registrar_lead", resultado: leadResult.result },
        ],
        transcripcion: "AI: ¡Hola! Soy Clara, ¿en qué te ayudo?\n",
      }),
    });
});
