// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { actionLabels } from "~/content/demo-cat";
import { chatPreviewAnswers } from "~/content/demo-chat";

import type { ChatEvent } from "../chat/chat-client";
import { createPreviewChatClient } from "./preview-chat";

const answers = [
  { delayMs: 900, text: "Hola soy Clara de CAT" },
  { delayMs: 500, text: "Listo" },
] as const;

describe("createPreviewChatClient", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers after the script's delay, streamed in pieces that add up to the answer", () => {
    const events: ChatEvent[] = [];
    createPreviewChatClient(answers, actionLabels, 50)
      .start()
      .send("Hola", (event) => events.push(event));
    vi.advanceTimersByTime(899);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ type: "delta", text: "Hola soy" }]);
    vi.advanceTimersByTime(100);
    expect(events).toEqual([
      { type: "delta", text: "Hola soy" },
      { type: "delta", text: " Clara de" },
      { type: "delta", text: " CAT" },
      { type: "done" },
    ]);
  });

  it("gives the script's answers in order, then its last one again", () => {
    const conversation = createPreviewChatClient(answers, actionLabels, 50).start();
    const texts: string[] = [];
    for (let message = 0; message < 3; message++) {
      let text = "";
      conversation.send("x", (event) => {
        if (event.type === "delta") text += event.text;
      });
      vi.runAllTimers();
      texts.push(text);
    }
    expect(texts).toEqual(["Hola soy Clara de CAT", "Listo", "Listo"]);
  });

  it("a new conversation starts the script again", () => {
    const client = createPreviewChatClient(answers, actionLabels, 50);
    client.start().send("x", () => {});
    const events: ChatEvent[] = [];
    client.start().send("x", (event) => events.push(event));
    vi.runAllTimers();
    expect(events[0]).toEqual({ type: "delta", text: "Hola soy" });
  });

  it("a dropped answer stops streaming", () => {
    const onEvent = vi.fn();
    const drop = createPreviewChatClient(answers, actionLabels, 50).start().send("x", onEvent);
    vi.advanceTimersByTime(900);
    drop();
    vi.runAllTimers();
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("runs an answer's action first: its card running, then done with the labels' field of its result", () => {
    const events: ChatEvent[] = [];
    const withAction = [
      {
        delayMs: 300,
        action: { tool: "consultar_agenda", ms: 1000, result: { disponible: "el martes" } },
        text: "Hay lugar",
      },
    ] as const;
    createPreviewChatClient(withAction, actionLabels, 50)
      .start()
      .send("Hola", (event) => events.push(event));
    vi.advanceTimersByTime(300);
    expect(events).toEqual([
      { type: "action", id: "preview-chat-1", name: "consultar_agenda", status: "running" },
    ]);
    vi.advanceTimersByTime(999);
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events.slice(1)).toEqual([
      {
        type: "action",
        id: "preview-chat-1",
        name: "consultar_agenda",
        status: "done",
        outcome: "el martes",
      },
      { type: "delta", text: "Hay lugar" },
      { type: "done" },
    ]);
  });

  it("the default script answers within plausible response times, and acts as the company's agents do", () => {
    for (const answer of chatPreviewAnswers) {
      const responseMs = answer.delayMs + (answer.action?.ms ?? 0);
      expect(responseMs).toBeGreaterThanOrEqual(500);
      expect(responseMs).toBeLessThanOrEqual(2000);
      if (answer.action) {
        expect(answer.action.ms).toBeGreaterThanOrEqual(600);
        expect(answer.action.ms).toBeLessThanOrEqual(1600);
      }
    }
    expect(chatPreviewAnswers.flatMap((answer) => answer.action?.tool ?? [])).toEqual([
      "consultar_agenda",
      "agendar_reunion",
      "registrar_lead",
    ]);
  });
});
