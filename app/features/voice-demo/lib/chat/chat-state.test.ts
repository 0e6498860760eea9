import { describe, expect, it } from "vitest";

import type { ChatEvent } from "./chat-client";
import {
  type ChatAction,
  canSend,
  chatReducer,
  chatSummary,
  type ChatState,
  initialChatState,
  visitorTurns,
} from "./chat-state";
import type { TranscriptLine } from "../conversation/transcript";

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const draft = (text: string): ChatAction => ({ type: "draft", text });
const send = (at: number): ChatAction => ({ type: "send", at });
const answer = (event: ChatEvent, at: number): ChatAction => ({ type: "answer", event, at });
const delta = (text: string, at: number) => answer({ type: "delta", text }, at);
const done = (at: number) => answer({ type: "done" }, at);
const failure = (message: string, at: number) => answer({ type: "error", message }, at);

const opened = initialChatState(1000);
const sent = run(opened, draft("  Hola, ¿qué hacen?  "), send(2000));

describe("chatReducer", () => {
  it("sending puts the message in the transcript, empties the box and waits for the answer", () => {
    expect(sent.lines).toEqual([{ id: 1, role: "user", text: "Hola, ¿qué hacen?", final: true }]);
    expect(sent.draft).toBe("");
    expect(sent.pending).toMatchObject({ text: "Hola, ¿qué hacen?", sentAt: 2000, answer: "" });
    expect(visitorTurns(sent)).toBe(1);
  });

  it("never sends an empty message, nor a second one while an answer is pending", () => {
    expect(run(opened, draft("   "), send(1))).toEqual({ ...opened, draft: "   " });
    expect(canSend(run(opened, draft("   ")))).toBe(false);
    const waiting = run(sent, draft("otra"));
    expect(canSend(waiting)).toBe(false);
    expect(run(waiting, send(2500))).toBe(waiting);
  });

  it("streams the answer into one assistant line; its response time is the time to the first text", () => {
    const first = run(sent, delta(" ", 2400), delta("¡Ho", 2800));
    expect(first.lines[1]).toEqual({ id: 2, role: "assistant", text: "¡Ho", final: false, responseMs: 800 });
    const whole = run(first, delta("la! Soy Clara.", 3100), done(3300));
    expect(whole.lines[1]).toEqual({
      id: 2,
      role: "assistant",
      text: "¡Hola! Soy Clara.",
      final: true,
      responseMs: 800,
    });
    expect(whole.pending).toBeNull();
    expect(whole.responseTimesMs).toEqual([800]);
    expect(canSend(run(whole, draft("Gracias")))).toBe(true);
  });

  it("a second exchange gets its own line and its own response time", () => {
    const two = run(
      sent,
      delta("Hola", 2500),
      done(2600),
      draft("¿Y los envíos?"),
      send(5000),
      delta("Llegan", 6200),
      done(6300),
    );
    expect((two.lines as TranscriptLine[]).map((line) => [line.role, line.text, line.responseMs])).toEqual([
      ["user", "Hola, ¿qué hacen?", undefined],
      ["assistant", "Hola", 500],
      ["user", "¿Y los envíos?", undefined],
      ["assistant", "Llegan", 1200],
    ]);
    expect(two.responseTimesMs).toEqual([500, 1200]);
    expect(visitorTurns(two)).toBe(2);
  });

  it("a failed answer gives the message back to the box, takes it and its partial answer out", () => {
    const failed = run(sent, delta("El pedi", 2500), failure("Se cortó la respuesta del asistente.", 2600));
    expect(failed.lines).toEqual([]);
    expect(failed.draft).toBe("Hola, ¿qué hacen?");
    expect(failed.error).toBe("Se cortó la respuesta del asistente.");
    expect(failed.responseTimesMs).toEqual([]);
    expect(canSend(failed)).toBe(true);
    // Resending clears the error.
    expect(run(failed, send(3000)).error).toBeNull();
  });

  it("a failure from the guard's Turnstile offers the ways to the team, until the next message", () => {
    const doubted = run(
      sent,
      answer({ type: "error", message: "No pudimos verificar…", offerContact: true }, 2600),
    );
    expect(doubted).toMatchObject({ error: "No pudimos verificar…", offerContact: true });
    expect(run(doubted, send(3000)).offerContact).toBe(false);
    expect(run(sent, failure("x", 2600)).offerContact).toBe(false);
  });

  it("what was typed while waiting stays in the box after the failed message", () => {
    const failed = run(sent, draft("y otra cosa"), failure("x", 2600));
    expect(failed.draft).toBe("Hola, ¿qué hacen? y otra cosa");
  });

  it("a failure keeps the exchanges before it", () => {
    const failed = run(sent, delta("Hola", 2500), done(2600), draft("¿Y?"), send(3000), failure("x", 3100));
    expect((failed.lines as TranscriptLine[]).map((line) => line.text)).toEqual([
      "Hola, ¿qué hacen?",
      "Hola",
    ]);
    expect(failed.draft).toBe("¿Y?");
  });

  it("ignores answers when none is pending", () => {
    expect(run(opened, delta("x", 1))).toBe(opened);
    expect(run(opened, done(1))).toBe(opened);
  });

  it("ending keeps an answer cut short as far as it came, and closes the conversation", () => {
    const ended = run(sent, delta("El pedido", 2600), { type: "end", at: 9000 });
    expect(ended).toMatchObject({ status: "ended", endedAt: 9000, pending: null });
    expect(ended.lines[1]).toMatchObject({ text: "El pedido", final: true, responseMs: 600 });
    expect(ended.responseTimesMs).toEqual([600]);
    expect(run(ended, draft("más"), send(9500))).toBe(ended);
    expect(run(ended, { type: "end", at: 9999 })).toBe(ended);
  });
});

describe("chatReducer: the assistant's actions (docs/product.md#the-agent-at-work)", () => {
  const action = (id: string, status: "running" | "done", at: number) =>
    answer({ type: "action", id, name: "registrar_lead", status }, at);

  it("puts the answer's actions before its text, in order; one still running when the answer is complete failed", () => {
    const answered = run(
      sent,
      action("a", "running", 2100),
      action("b", "running", 2200),
      action("a", "done", 2900),
      delta("Listo.", 3000),
      done(3100),
    );
    expect(answered.lines).toMatchObject([
      { role: "user" },
      { kind: "action", actionId: "a", status: "done" },
      { kind: "action", actionId: "b", status: "failed" },
      { role: "assistant", text: "Listo.", final: true, responseMs: 1000 },
    ]);
  });

  it("a failed answer takes its actions out with it", () => {
    const failed = run(sent, action("a", "running", 2100), failure("x", 2500));
    expect(failed.lines).toEqual([]);
    expect(failed.draft).toBe("Hola, ¿qué hacen?");
  });
});

describe("chatSummary", () => {
  it("gives the card's figures: length, complete answers, median and slowest response times", () => {
    const ended = run(
      sent,
      delta("Hola", 2500),
      done(2600),
      draft("¿Y?"),
      send(3000),
      delta("Sí", 4000),
      done(4100),
      { type: "end", at: 63_400 },
    );
    expect(chatSummary(ended)).toEqual({
      kind: "chat",
      seconds: 62,
      assistantTurns: 2,
      medianResponseMs: 750,
      slowestResponseMs: 1000,
      endedByLimit: false,
      meeting: null,
    });
  });

  it("measures nothing before any answer", () => {
    expect(chatSummary(opened)).toMatchObject({
      seconds: 0,
      assistantTurns: 0,
      medianResponseMs: null,
      slowestResponseMs: null,
    });
  });
});
