import { describe, expect, it } from "vitest";

import { type CallAction, callReducer, initialCallState } from "../call/call-state";
import type { ChatClient } from "../chat/chat-client";
import { summarize } from "./conversation-summary";
import {
  cardOf,
  type ConversationOutcome,
  type DemoView,
  type DemoViewAction,
  demoViewReducer,
  initialDemoView,
} from "./demo-view";

const run = (view: DemoView, ...actions: DemoViewAction[]) => actions.reduce(demoViewReducer, view);
const chat: ChatClient = { start: () => ({ send: () => () => {} }) };
const ready: DemoViewAction = { type: "chat-ready", chat };
const written: ConversationOutcome = {
  summary: summarize("chat", { seconds: 12, lines: [], responseTimesMs: [] }),
  transcript: [{ id: 1, role: "user", text: "Hola", final: true }],
};
const nothingWritten: ConversationOutcome = { ...written, transcript: [] };

const callRun = (...actions: CallAction[]) => actions.reduce(callReducer, initialCallState);
const endedCall = callRun(
  { type: "start", limitSeconds: 300 },
  { type: "mic-granted" },
  { type: "voice", event: { type: "call-start" }, at: 0 },
  { type: "tick" },
  { type: "finish" },
);

describe("demoViewReducer", () => {
  it("starts on the call panel, with no card", () => {
    expect(initialDemoView).toEqual({ current: "call", chatCard: null, chatRequested: false });
    expect(cardOf(initialDemoView, initialCallState)).toBeNull();
  });

  it("'Prefiero escribir' keeps the call panel, busy, until the chat's code is in; then the chat", () => {
    const requested = run(initialDemoView, { type: "chat-requested" });
    expect(requested).toEqual({ current: "call", chatCard: null, chatRequested: true });
    expect(run(requested, ready)).toEqual({ current: "chat", chat });
    // A driver that could not load still opens the chat's place, which says so.
    expect(run(requested, { type: "chat-ready", chat: null })).toEqual({ current: "chat", chat: null });
  });

  it("a call started while the chat's code is on its way keeps the chat closed when the code arrives", () => {
    const view = run(initialDemoView, { type: "chat-requested" }, { type: "call-started" }, ready);
    expect(view).toEqual({ current: "call", chatCard: null, chatRequested: false });
  });

  it("code that arrives unasked, or twice, changes nothing", () => {
    expect(run(initialDemoView, ready)).toBe(initialDemoView);
    const open = run(initialDemoView, { type: "chat-requested" }, ready);
    expect(run(open, ready, { type: "chat-requested" })).toBe(open);
  });

  it("a chat that ended with something written shows its card in place of the last call's", () => {
    const ended = run(initialDemoView, { type: "chat-requested" }, ready, {
      type: "chat-ended",
      outcome: written,
    });
    expect(ended).toEqual({ current: "call", chatCard: written, chatRequested: false });
    expect(cardOf(ended, endedCall)).toBe(written);
    // Asking for the chat again keeps the card until the chat is in.
    expect(cardOf(run(ended, { type: "chat-requested" }), endedCall)).toBe(written);
  });

  it("a chat ended before anything was written goes back to the call, and to its card if one had ended", () => {
    const back = run(initialDemoView, { type: "chat-requested" }, ready, {
      type: "chat-ended",
      outcome: nothingWritten,
    });
    expect(back).toEqual(initialDemoView);
    expect(cardOf(back, initialCallState)).toBeNull();
    expect(cardOf(back, endedCall)).toMatchObject({ summary: { kind: "call" }, transcript: [] });
  });

  it("a call replaces the chat's card; its own shows once it has ended", () => {
    const chatEnded = run(initialDemoView, { type: "chat-requested" }, ready, {
      type: "chat-ended",
      outcome: written,
    });
    const calling = run(chatEnded, { type: "call-started" });
    const inCall = callRun({ type: "start", limitSeconds: 300 });
    expect(cardOf(calling, inCall)).toBeNull();
    expect(cardOf(calling, endedCall)).toMatchObject({ summary: { kind: "call", seconds: 1 } });
  });

  it("no card while the chat is open", () => {
    expect(cardOf(run(initialDemoView, { type: "chat-requested" }, ready), endedCall)).toBeNull();
  });
});
