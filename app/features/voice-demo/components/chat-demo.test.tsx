import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { chatPreviewAnswers } from "~/content/demo-chat";
import { actionLabels, callInsights } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import { createPreviewChatClient } from "../lib/preview/preview-chat";
import { formatSeconds } from "../lib/call/response-time";
import { ChatDemo } from "./chat-demo";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

/** Types into the box and presses 'Enviar'. Events, not user-event: its waits run on the faked clock. */
function send(text: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Escribí tu mensaje" }), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
}

describe("ChatDemo (preview)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("two messages get two scripted answers, their actions and their response times; ending reports the conversation", async () => {
    const onEnd = vi.fn();
    render(<ChatDemo client={createPreviewChatClient()} agent="cat" labels={actionLabels} onEnd={onEnd} />);

    send("Hola, ¿qué hacen?");
    await act(() => vi.runAllTimersAsync());
    send("Mi pedido es el 4582");
    await act(() => vi.runAllTimersAsync());

    const log = screen.getByRole("log");
    const [first, second] = chatPreviewAnswers;
    expect(log).toHaveTextContent(first.text);
    expect(log).toHaveTextContent(second!.text);
    // From sending to the first words: the answer's action ran before them.
    const responseMs = (answer: typeof first) => answer.delayMs + (answer.action?.ms ?? 0);
    expect(log).toHaveTextContent(callInsights.responseTime(formatSeconds(responseMs(first))));
    expect(log).toHaveTextContent(callInsights.responseTime(formatSeconds(responseMs(second!))));
    expect(vi.mocked(track).mock.calls).toEqual([
      ["demo_chat_start", { agent: "cat" }],
      ["demo_chat_message", { agent: "cat", turn: 1 }],
      ["demo_action", { agent: "cat", name: first.action!.tool, outcome: "done" }],
      ["demo_chat_message", { agent: "cat", turn: 2 }],
      ["demo_action", { agent: "cat", name: second!.action!.tool, outcome: "done" }],
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Terminar conversación" }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    const [{ summary, transcript }] = onEnd.mock.calls[0]!;
    expect(summary).toMatchObject({ assistantTurns: 2 });
    expect(transcript.map((line: { role?: string; kind?: string }) => line.kind ?? line.role)).toEqual([
      "user",
      "action",
      "assistant",
      "user",
      "action",
      "assistant",
    ]);
  });
});
