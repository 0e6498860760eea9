import { describe, expect, it } from "vitest";

import { chatEvents } from "./chat-analytics";
import { type ChatAction, chatReducer, type ChatState, initialChatState } from "./chat-state";

/** The page's `agent`: CAT's here (a demo agent's page sends its slug). */
const agent = "cat";

/** Runs the actions from a conversation's first state and collects what each change sends. */
function sent(...actions: ChatAction[]) {
  let state: ChatState = initialChatState(0);
  const events = chatEvents(null, state, agent);
  for (const action of actions) {
    const next = chatReducer(state, action);
    events.push(...chatEvents(state, next, agent));
    state = next;
  }
  return events;
}

const type = (text: string): ChatAction => ({ type: "draft", text });
const send: ChatAction = { type: "send", at: 1 };
const delta: ChatAction = { type: "answer", event: { type: "delta", text: "Hola" }, at: 2 };
const done: ChatAction = { type: "answer", event: { type: "done" }, at: 3 };

describe("chatEvents", () => {
  it("demo_chat_start for a conversation's first state, and for nothing after", () => {
    expect(sent()).toEqual([["demo_chat_start", { agent }]]);
    expect(sent(type("Hola"), { type: "end", at: 5 })).toEqual([["demo_chat_start", { agent }]]);
  });

  it("demo_chat_message with the message's number when one goes out; the answer sends nothing", () => {
    expect(sent(type("Hola"), send, delta, done, type("¿Y los envíos?"), send, delta)).toEqual([
      ["demo_chat_start", { agent }],
      ["demo_chat_message", { agent, turn: 1 }],
      ["demo_chat_message", { agent, turn: 2 }],
    ]);
  });

  it("nothing for a send that sends nothing: an empty box, or an answer still pending", () => {
    expect(sent(type("   "), send)).toEqual([["demo_chat_start", { agent }]]);
    expect(sent(type("Hola"), send, type("Otra"), send)).toEqual([
      ["demo_chat_start", { agent }],
      ["demo_chat_message", { agent, turn: 1 }],
    ]);
  });

  it("a message sent again after its answer failed keeps its number", () => {
    const failed: ChatAction = { type: "answer", event: { type: "error", message: "x" }, at: 2 };
    expect(sent(type("Hola"), send, failed, send)).toEqual([
      ["demo_chat_start", { agent }],
      ["demo_chat_message", { agent, turn: 1 }],
      ["demo_chat_message", { agent, turn: 1 }],
    ]);
  });

  it("demo_action once per action that ended, with the tool's name; one still running at the answer's end failed", () => {
    const action = (id: string, status: "running" | "done"): ChatAction => ({
      type: "answer",
      event: { type: "action", id, name: `tool_${id}`, status },
      at: 2,
    });
    expect(
      sent(
        type("Hola"),
        send,
        action("a", "running"),
        action("b", "running"),
        action("a", "done"),
        delta,
        done,
      ),
    ).toEqual([
      ["demo_chat_start", { agent }],
      ["demo_chat_message", { agent, turn: 1 }],
      ["demo_action", { agent, name: "tool_a", outcome: "done" }],
      ["demo_action", { agent, name: "tool_b", outcome: "failed" }],
    ]);
  });
});
