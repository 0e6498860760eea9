import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { track } from "~/lib/analytics";

import type { ChatClient, ChatEvent } from "../lib/chat/chat-client";
import type { TranscriptLine } from "../lib/conversation/transcript";
import { useChat } from "./use-chat";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

const tracked = (name: string) => vi.mocked(track).mock.calls.filter(([event]) => event === name);

/** A client whose answers the test gives, event by event. */
function scriptedClient() {
  const sent: string[] = [];
  const drops: ReturnType<typeof vi.fn>[] = [];
  let answer: ((event: ChatEvent) => void) | undefined;
  const client: ChatClient = {
    start: vi.fn(() => ({
      send(text: string, onEvent: (event: ChatEvent) => void) {
        sent.push(text);
        answer = onEvent;
        const drop = vi.fn();
        drops.push(drop);
        return drop;
      },
    })),
  };
  return { client, sent, drops, answer: (event: ChatEvent) => act(() => answer?.(event)) };
}

function typeAndSend(result: { current: ReturnType<typeof useChat> }, text: string) {
  act(() => result.current.setDraft(text));
  act(() => result.current.send());
}

describe("useChat", () => {
  afterEach(() => vi.mocked(track).mockClear());

  it("sends what is in the box and shows the answer as it streams", () => {
    const { client, sent, answer } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, " Hola ");
    expect(sent).toEqual(["Hola"]);
    expect(result.current.state.draft).toBe("");
    answer({ type: "delta", text: "¡Hola!" });
    expect(result.current.state.lines.at(-1)).toMatchObject({
      role: "assistant",
      text: "¡Hola!",
      final: false,
    });
    expect((result.current.state.lines.at(-1) as TranscriptLine).responseMs).toBeGreaterThanOrEqual(0);
    answer({ type: "done" });
    expect(result.current.state.lines.at(-1)).toMatchObject({ final: true });
    expect(result.current.state.pending).toBeNull();
  });

  it("keeps one conversation for every message, so the provider keeps its session", () => {
    const { client, sent, answer } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, "Hola");
    answer({ type: "delta", text: "Hola" });
    answer({ type: "done" });
    typeAndSend(result, "¿Y los envíos?");
    expect(sent).toEqual(["Hola", "¿Y los envíos?"]);
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  it("reports the start once per conversation, under StrictMode too, and not again for a message", () => {
    const first = scriptedClient();
    const { result, rerender } = renderHook(({ client }) => useChat(client, "cat"), {
      initialProps: { client: first.client },
      reactStrictMode: true,
    });
    expect(tracked("demo_chat_start")).toEqual([["demo_chat_start", { agent: "cat" }]]);
    typeAndSend(result, "Hola");
    first.answer({ type: "done" });
    rerender({ client: first.client });
    expect(tracked("demo_chat_start")).toHaveLength(1);
    // Another client is another conversation.
    rerender({ client: scriptedClient().client });
    expect(tracked("demo_chat_start")).toHaveLength(2);
  });

  it("reports each message with its number, once, under StrictMode too", () => {
    const { client, answer } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"), { reactStrictMode: true });
    typeAndSend(result, "Hola");
    answer({ type: "delta", text: "Hola" });
    answer({ type: "done" });
    typeAndSend(result, "Chau");
    expect(tracked("demo_chat_message")).toEqual([
      ["demo_chat_message", { agent: "cat", turn: 1 }],
      ["demo_chat_message", { agent: "cat", turn: 2 }],
    ]);
  });

  it("sends nothing while an answer is pending", () => {
    const { client, sent } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, "Hola");
    typeAndSend(result, "Otra");
    expect(sent).toEqual(["Hola"]);
    expect(result.current.state.draft).toBe("Otra");
  });

  it("a failed answer gives the message back to the box with the Spanish message", () => {
    const { client, answer } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, "Hola");
    answer({ type: "error", message: "El asistente no está disponible en este momento." });
    expect(result.current.state).toMatchObject({
      draft: "Hola",
      error: "El asistente no está disponible en este momento.",
      lines: [],
    });
  });

  it("ending drops the answer being streamed", () => {
    const { client, drops } = scriptedClient();
    const { result } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, "Hola");
    act(() => result.current.end());
    expect(drops[0]).toHaveBeenCalled();
    expect(result.current.state.status).toBe("ended");
  });

  it("leaving drops the answer being streamed", () => {
    const { client, drops } = scriptedClient();
    const { result, unmount } = renderHook(() => useChat(client, "cat"));
    typeAndSend(result, "Hola");
    unmount();
    expect(drops[0]).toHaveBeenCalled();
  });
});
