import { describe, expect, it } from "vitest";

import { actionCopy, actionLabels } from "~/content/demo-cat";

import {
  type ActionEvent,
  type AssistantActions,
  actionText as wordedAs,
  type MeetingEvent,
} from "../conversation/actions";
import { applyAction, closeTranscript, isAction, type TranscriptEntry } from "../conversation/transcript";
import { noToolCalls, readToolCalls } from "./vapi-actions";

/** CAT's assistant: its labels, and its booking tool books. */
const cat: AssistantActions = { labels: actionLabels, booksMeetings: true };
const actionText = (action: Parameters<typeof wordedAs>[0]) => wordedAs(action, actionLabels);

/**
 * Reads the messages of one call in order (CAT's, unless `actions` says whose): every action
 * event, the cards they leave, and the meetings booked.
 */
function readAs(actions: AssistantActions, ...messages: unknown[]) {
  let calls = noToolCalls;
  const events: ActionEvent[] = [];
  const meetings: MeetingEvent[] = [];
  for (const message of messages) {
    const reading = readToolCalls(calls, message, actions);
    calls = reading.calls;
    for (const event of reading.events) {
      if (event.type === "action") events.push(event);
      else meetings.push(event);
    }
  }
  const cards = (entries: TranscriptEntry[]) =>
    entries.filter(isAction).map((card) => wordedAs(card, actions.labels));
  const entries = events.reduce(applyAction, [] as TranscriptEntry[]);
  return { events, meetings, cards: cards(entries), cardsAtEnd: cards(closeTranscript(entries)) };
}

const read = (...messages: unknown[]) => readAs(cat, ...messages);

// Vapi's shapes, as @vapi-ai/web 2.7.1 types them (ClientMessageToolCalls, ToolCallResult, …).
const toolCall = (id: string, name: string, args: unknown = '{"dia":"martes"}') => ({
  id,
  type: "function",
  function: { name, arguments: args },
});
const toolCalls = (...list: ReturnType<typeof toolCall>[]) => ({
  type: "tool-calls",
  toolCallList: list,
  toolWithToolCallList: list.map((call) => ({
    type: "function",
    function: { name: call.function.name },
    toolCall: call,
  })),
  timestamp: 1_764_200_000_000,
});
const toolCallsResult = (
  toolCallId: string,
  name: string,
  outcome: { result?: unknown; error?: string },
) => ({
  type: "tool-calls-result",
  toolCallResult: { toolCallId, name, ...outcome },
  timestamp: 1_764_200_001_000,
});
const conversationUpdate = (...messages: unknown[]) => ({
  type: "conversation-update",
  messages: [{ role: "system", message: "Sos Clara.", time: 0, secondsFromStart: 0 }, ...messages],
  messagesOpenAIFormatted: [],
});
const toolCallsMessage = (...list: ReturnType<typeof toolCall>[]) => ({
  role: "tool_calls",
  toolCalls: list,
  message: "",
  time: 1,
  secondsFromStart: 4.2,
});
const toolCallResultMessage = (toolCallId: string, name: string, result: string) => ({
  role: "tool_call_result",
  toolCallId,
  name,
  result,
  time: 2,
  secondsFromStart: 5.1,
});

const agenda = JSON.stringify({ disponible: "el martes a las 10:00", agenda: "ventas" });
const agendaOutcome = actionText({
  name: "consultar_agenda",
  status: "done",
  outcome: "el martes a las 10:00",
});

describe("readToolCalls: Vapi's tool calls as the conversation's actions", () => {
  it("reads a call's arguments as JSON text or as an object alike, and never carries them", () => {
    const asText = read(toolCalls(toolCall("call_1", "consultar_agenda", '{"dia":"martes"}')));
    const asObject = read(toolCalls(toolCall("call_1", "consultar_agenda", { dia: "martes" })));
    const running: ActionEvent = {
      type: "action",
      id: "call_1",
      name: "consultar_agenda",
      status: "running",
    };
    expect(asText.events).toEqual([running]);
    expect(asObject.events).toEqual([running]);
    expect(asText.cards).toEqual([actionText(running)]);
  });

  it("ends a card with the result from tool-calls-result, with the labels' field of it and nothing else", () => {
    const { events, cards } = read(
      toolCalls(toolCall("call_1", "consultar_agenda")),
      toolCallsResult("call_1", "consultar_agenda", { result: agenda }),
    );
    expect(events.at(-1)).toEqual({
      type: "action",
      id: "call_1",
      name: "consultar_agenda",
      status: "done",
      outcome: "el martes a las 10:00",
    });
    expect(cards).toEqual([agendaOutcome]);
    expect(cards.join()).not.toContain("ventas");
  });

  it("ends a card with the result from conversation-update, once, however often the history repeats it", () => {
    const call = toolCall("call_1", "consultar_agenda");
    const { events, cards } = read(
      toolCalls(call),
      conversationUpdate(toolCallsMessage(call)),
      conversationUpdate(toolCallsMessage(call), toolCallResultMessage("call_1", "consultar_agenda", agenda)),
      conversationUpdate(toolCallsMessage(call), toolCallResultMessage("call_1", "consultar_agenda", agenda)),
      toolCallsResult("call_1", "consultar_agenda", { result: agenda }),
    );
    expect(events.map((event) => event.status)).toEqual(["running", "done"]);
    expect(cards).toEqual([agendaOutcome]);
  });

  it("takes a call and its result from conversation-update alone, when no tool-calls message came", () => {
    const call = toolCall("call_1", "consultar_agenda");
    const { events } = read(
      conversationUpdate(toolCallsMessage(call), toolCallResultMessage("call_1", "consultar_agenda", agenda)),
    );
    expect(events.map((event) => event.status)).toEqual(["running", "done"]);
  });

  it("fails a card whose result is an error", () => {
    const { events, cards } = read(
      toolCalls(toolCall("call_1", "registrar_lead")),
      toolCallsResult("call_1", "registrar_lead", { error: "CRM no disponible (503)" }),
    );
    expect(events.at(-1)).toEqual({ type: "action", id: "call_1", name: "registrar_lead", status: "failed" });
    expect(cards).toEqual([actionCopy.failed]);
  });

  it("leaves a call with no result running, so the call's end fails it", () => {
    const { events, cards, cardsAtEnd } = read(toolCalls(toolCall("call_1", "agendar_reunion")));
    expect(events.map((event) => event.status)).toEqual(["running"]);
    expect(cards).toEqual([actionText({ name: "agendar_reunion", status: "running" })]);
    expect(cardsAtEnd).toEqual(["No se pudo completar."]);
  });

  it("pairs two calls at once each with its own result, in any order", () => {
    const agendaCall = toolCall("call_a", "consultar_agenda");
    const leadCall = toolCall("call_b", "registrar_lead");
    const { events, cards } = read(
      toolCalls(agendaCall, leadCall),
      toolCallsResult("call_b", "registrar_lead", { result: "ok" }),
      conversationUpdate(
        toolCallsMessage(agendaCall, leadCall),
        toolCallResultMessage("call_b", "registrar_lead", "ok"),
        toolCallResultMessage("call_a", "consultar_agenda", agenda),
      ),
    );
    expect(events.map((event) => [event.id, event.status])).toEqual([
      ["call_a", "running"],
      ["call_b", "running"],
      ["call_b", "done"],
      ["call_a", "done"],
    ]);
    expect(cards).toEqual([agendaOutcome, actionText({ name: "registrar_lead", status: "done" })]);
  });

  it("reads a tool missing from the labels as generic work, never by its name", () => {
    const { cards } = read(toolCalls(toolCall("call_1", "buscar_stock_interno")));
    expect(cards).toEqual(["Trabajando en tu pedido…"]);
    const ended = read(
      toolCalls(toolCall("call_1", "buscar_stock_interno")),
      toolCallsResult("call_1", "buscar_stock_interno", { result: '{"sku":"A-1"}' }),
    );
    expect(ended.cards).toEqual(["Listo."]);
  });

  it("brings the meeting a booking that ended well made, once, from whichever message brings its result", () => {
    const booking = toolCall("call_1", "agendar_reunion", {
      nombre: "Laura",
      inicio: "2026-12-02T13:00:00Z",
    });
    const result = JSON.stringify({ reunion: "el martes 2 de diciembre a las 10:00" });
    const meeting = { type: "meeting-booked", when: "el martes 2 de diciembre a las 10:00" };
    const fromItsMessage = read(
      toolCalls(booking),
      toolCallsResult("call_1", "agendar_reunion", { result }),
      conversationUpdate(
        toolCallsMessage(booking),
        toolCallResultMessage("call_1", "agendar_reunion", result),
      ),
    );
    expect(fromItsMessage.meetings).toEqual([meeting]);
    expect(fromItsMessage.events.at(-1)).toMatchObject({ id: "call_1", status: "done" });
    const fromTheHistory = read(
      toolCalls(booking),
      conversationUpdate(
        toolCallsMessage(booking),
        toolCallResultMessage("call_1", "agendar_reunion", result),
      ),
    );
    expect(fromTheHistory.meetings).toEqual([meeting]);
  });

  it("brings no meeting from a booking that failed, a result that does not say when, or another tool", () => {
    const booking = toolCall("call_1", "agendar_reunion");
    const reunion = { reunion: "el martes 2 de diciembre a las 10:00" };
    expect(
      read(
        toolCalls(booking),
        toolCallsResult("call_1", "agendar_reunion", {
          error: "Ese horario ya no está libre: hay lugar el miércoles 3 a las 15:30.",
        }),
        conversationUpdate(
          toolCallsMessage(booking),
          toolCallResultMessage("call_1", "agendar_reunion", JSON.stringify(reunion)),
        ),
      ).meetings,
    ).toEqual([]);
    expect(
      read(toolCalls(booking), toolCallsResult("call_1", "agendar_reunion", { result: '{"reunion":" "}' }))
        .meetings,
    ).toEqual([]);
    expect(
      read(
        toolCalls(toolCall("call_2", "consultar_agenda")),
        toolCallsResult("call_2", "consultar_agenda", { result: JSON.stringify(reunion) }),
      ).meetings,
    ).toEqual([]);
  });

  it("gives Vapi's own call controls no card", () => {
    const hangUp = toolCall("call_1", "endCall", "{}");
    expect(read(toolCalls(hangUp), conversationUpdate(toolCallsMessage(hangUp))).events).toEqual([]);
  });

  it("reads nothing from other messages or from shapes it does not know", () => {
    const { events } = read(
      { type: "transcript", role: "assistant", transcript: "Hola", transcriptType: "final" },
      { type: "tool-calls" },
      { type: "tool-calls", toolCallList: [{ id: 3 }, null, { id: "x", function: {} }] },
      { type: "tool-calls-result", toolCallResult: { name: "registrar_lead" } },
      { type: "conversation-update", messages: "no" },
      null,
      "tool-calls",
    );
    expect(events).toEqual([]);
  });

  it("a demo agent's call: its own labels word its cards, and no tool of it books a meeting, whatever its name", () => {
    const agent: AssistantActions = {
      labels: new Map([
        [
          "consultar_deuda",
          {
            tool: "consultar_deuda",
            running: "Consultando la deuda…",
            done: "Deuda consultada.",
            result: { field: "deuda", text: "Deuda: {resultado}" },
          },
        ],
      ]),
      booksMeetings: false,
    };
    const { cards, meetings } = readAs(
      agent,
      toolCalls(toolCall("call_1", "consultar_deuda"), toolCall("call_2", "agendar_reunion")),
      toolCallsResult("call_1", "consultar_deuda", { result: '{"deuda":"$ 48.500"}' }),
      toolCallsResult("call_2", "agendar_reunion", { result: '{"reunion":"el martes a las 10:00"}' }),
    );
    expect(cards).toEqual(["Deuda: $ 48.500", actionCopy.unknownDone]);
    expect(meetings).toEqual([]);
  });
});
