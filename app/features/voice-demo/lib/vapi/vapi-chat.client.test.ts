import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { chatErrors } from "~/content/demo-chat";
import { reportError } from "~/lib/errors";

import type { ChatEvent } from "../chat/chat-client";
import { createVapiChatClient, VAPI_CHAT_URL } from "./vapi-chat.client";

vi.mock("~/lib/errors", () => ({ reportError: vi.fn() }));

const settings = { publicKey: "pk_test_123", assistantId: "asst_456" };

/** One SSE event as Vapi streams an answer's piece. */
const delta = (text: string, { sessionId = "ses_1", output = 0 } = {}) =>
  `data: ${JSON.stringify({ id: "stream_1", sessionId, path: `chat.output[${output}].content`, delta: text })}\n\n`;

/**
 * A body that delivers each chunk (text, or bytes cut anywhere) in one read, as the network does,
 * then ends, or fails like a dropped connection: an error comes after what arrived before it.
 */
function body(chunks: (string | Uint8Array)[], { fail = false } = {}) {
  const queue = chunks.map((chunk) => (typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (fail) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
}

/** A streamed answer, as a Response whose body delivers each chunk in one read. */
function streamed(chunks: (string | Uint8Array)[], { status = 200, fail = false } = {}): Response {
  return new Response(body(chunks, { fail }), {
    status,
    headers: { "Content-Type": "text/event-stream" },
  });
}

const fetchMock = vi.fn<typeof fetch>();

/** Sends one message and resolves with every event once its answer is over. */
function send(conversation: ReturnType<ReturnType<typeof createVapiChatClient>["start"]>, text: string) {
  return new Promise<ChatEvent[]>((resolve) => {
    const events: ChatEvent[] = [];
    conversation.send(text, (event) => {
      events.push(event);
      if (event.type !== "delta") resolve(events);
    });
  });
}

const requestOf = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return {
    url,
    method: init?.method,
    headers: new Headers(init?.headers),
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  };
};

describe("createVapiChatClient", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => fetchMock.mockReset());

  it("posts the message to /chat/web with the public key and the assistant, streamed", async () => {
    fetchMock.mockResolvedValueOnce(streamed([delta("Hola"), "data: [DONE]\n\n"]));
    await send(createVapiChatClient(settings).start(), "¿Qué hacen?");
    const request = requestOf(0);
    expect(request.url).toBe(VAPI_CHAT_URL);
    expect(VAPI_CHAT_URL).toBe("https://api.vapi.ai/chat/web");
    expect(request.method).toBe("POST");
    expect(request.headers.get("Authorization")).toBe("Bearer pk_test_123");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.body).toEqual({ assistantId: "asst_456", input: "¿Qué hacen?", stream: true });
  });

  it("for a demo agent, sends its call overrides with every message", async () => {
    const assistantOverrides = { firstMessage: "Hola, te habla Sofía.", metadata: { agente: "cobranzas" } };
    fetchMock.mockResolvedValueOnce(streamed([delta("Hola"), "data: [DONE]\n\n"]));
    await send(createVapiChatClient({ ...settings, assistantOverrides }).start(), "Hola");
    expect(requestOf(0).body).toEqual({
      assistantId: "asst_456",
      assistantOverrides,
      input: "Hola",
      stream: true,
    });
  });

  it("hands over each streamed piece as it arrives, then the end of the answer", async () => {
    fetchMock.mockResolvedValueOnce(
      streamed([delta("¡Ho"), `${delta("la! ")}${delta("¿En qué te ayudo?")}`, "data: [DONE]\n\n"]),
    );
    const events = await send(createVapiChatClient(settings).start(), "Hola");
    expect(events).toEqual([
      { type: "delta", text: "¡Ho" },
      { type: "delta", text: "la! " },
      { type: "delta", text: "¿En qué te ayudo?" },
      { type: "done" },
    ]);
  });

  it("carries the session id of the first answer to the second message", async () => {
    fetchMock
      .mockResolvedValueOnce(streamed([delta("Hola", { sessionId: "ses_abc" }), "data: [DONE]\n\n"]))
      .mockResolvedValueOnce(streamed([delta("Claro", { sessionId: "ses_abc" }), "data: [DONE]\n\n"]));
    const conversation = createVapiChatClient(settings).start();
    await send(conversation, "Hola");
    await send(conversation, "¿Y los envíos?");
    expect(requestOf(0).body).not.toHaveProperty("sessionId");
    expect(requestOf(1).body).toEqual({
      assistantId: "asst_456",
      input: "¿Y los envíos?",
      stream: true,
      sessionId: "ses_abc",
    });
  });

  it("a new conversation starts without the previous one's session", async () => {
    fetchMock
      .mockResolvedValueOnce(streamed([delta("Hola", { sessionId: "ses_abc" }), "data: [DONE]\n\n"]))
      .mockResolvedValueOnce(streamed([delta("Hola"), "data: [DONE]\n\n"]));
    const client = createVapiChatClient(settings);
    await send(client.start(), "Hola");
    await send(client.start(), "Hola otra vez");
    expect(requestOf(1).body).not.toHaveProperty("sessionId");
  });

  it("accepts an answer whose stream ends cleanly between events without [DONE]", async () => {
    fetchMock.mockResolvedValueOnce(streamed([delta("Hola"), delta(" y chau")]));
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
      { type: "delta", text: "Hola" },
      { type: "delta", text: " y chau" },
      { type: "done" },
    ]);
  });

  it("reads a second output message on after the first, with a space", async () => {
    fetchMock.mockResolvedValueOnce(
      streamed([delta("Busco tu pedido."), delta("Salió hoy.", { output: 1 }), "data: [DONE]\n\n"]),
    );
    const events = await send(createVapiChatClient(settings).start(), "¿Mi pedido?");
    expect(events.slice(0, 2)).toEqual([
      { type: "delta", text: "Busco tu pedido." },
      { type: "delta", text: " Salió hoy." },
    ]);
  });

  it("ignores events that carry no text of the answer", async () => {
    fetchMock.mockResolvedValueOnce(
      streamed([": ping\n\n", "data: {}\n\n", "data: no json\n\n", delta("Hola"), "data: [DONE]\n\n"]),
    );
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
      { type: "delta", text: "Hola" },
      { type: "done" },
    ]);
  });

  it("a stream cut mid-answer is an error in Spanish, after the pieces that arrived", async () => {
    fetchMock.mockResolvedValueOnce(streamed([delta("El pedido"), 'data: {"delta":" sal'], { fail: true }));
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
      { type: "delta", text: "El pedido" },
      { type: "error", message: chatErrors.cut },
    ]);
  });

  it("an answer with no text is an error", async () => {
    fetchMock.mockResolvedValueOnce(streamed(["data: [DONE]\n\n"]));
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
      { type: "error", message: chatErrors.empty },
    ]);
  });

  it.each([
    [500, chatErrors.serverError],
    [503, chatErrors.serverError],
    [401, chatErrors.unauthorized],
    [403, chatErrors.unauthorized],
    [404, chatErrors.notFound],
    [429, chatErrors.rateLimited],
    [400, chatErrors.httpStatus(400)],
  ])("HTTP %i is told in Spanish and reported", async (status, message) => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"x","statusCode":1}', { status }));
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([{ type: "error", message }]);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), { source: "vapi-chat", status });
  });

  it("a request that cannot reach Vapi is a network error, not reported", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
      { type: "error", message: chatErrors.network },
    ]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it("a dropped answer aborts the request and emits nothing more", async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    });
    const onEvent = vi.fn();
    const drop = createVapiChatClient(settings).start().send("Hola", onEvent);
    drop();
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    // Let the rejected request's handler run: it must stay silent.
    await new Promise((resolve) => setTimeout(resolve));
    expect(onEvent).not.toHaveBeenCalled();
  });

  describe("with the guard: through the site's endpoint, a fresh Turnstile token per message", () => {
    /** A conversation's tokens, as lib/vapi/demo-endpoint.ts hands them; `null` when Turnstile says no. */
    function tokens(...issued: (string | null)[]) {
      const prefetch = vi.fn();
      const take = vi.fn(async () => (issued.length > 0 ? issued.shift()! : "spare"));
      return { prefetch, take, settings: { tokens: () => ({ prefetch, take }) } };
    }
    const chatDelta = (text: string, id = "chat_1") =>
      `data: ${JSON.stringify({ id, path: "chat.output[0].content", delta: text })}\n\n`;

    it("posts the token and the message to /api/demo/chat, with no key, and continues from the last chat", async () => {
      fetchMock
        .mockResolvedValueOnce(streamed([chatDelta("Hola", "chat_1"), "data: [DONE]\n\n"]))
        .mockResolvedValueOnce(streamed([chatDelta("Claro", "chat_2"), "data: [DONE]\n\n"]));
      const { settings: guarded } = tokens("token-1", "token-2");
      const conversation = createVapiChatClient(guarded).start();
      expect(await send(conversation, "Hola")).toContainEqual({ type: "done" });
      await send(conversation, "¿Y los envíos?");
      const [first, second] = [requestOf(0), requestOf(1)];
      expect(first.url).toBe("/api/demo/chat");
      expect(first.method).toBe("POST");
      expect(first.headers.get("Authorization")).toBeNull();
      expect(first.body).toEqual({ token: "token-1", input: "Hola" });
      expect(second.body).toEqual({ token: "token-2", input: "¿Y los envíos?", previousChatId: "chat_1" });
    });

    it("for a demo agent, names its slug beside the token, and nothing else of it", async () => {
      fetchMock.mockResolvedValueOnce(streamed([chatDelta("Hola", "chat_1"), "data: [DONE]\n\n"]));
      const { settings: guarded } = tokens("token-1");
      await send(createVapiChatClient({ ...guarded, agent: "cobranzas" }).start(), "Hola");
      expect(requestOf(0).body).toEqual({ token: "token-1", agent: "cobranzas", input: "Hola" });
    });

    it("fetches the first token when the conversation opens, and the next while the visitor reads", async () => {
      fetchMock.mockResolvedValueOnce(streamed([chatDelta("Hola"), "data: [DONE]\n\n"]));
      const issued = tokens("token-1");
      const conversation = createVapiChatClient(issued.settings).start();
      expect(issued.prefetch).toHaveBeenCalledTimes(1);
      await send(conversation, "Hola");
      expect(issued.take).toHaveBeenCalledTimes(1);
      expect(issued.prefetch).toHaveBeenCalledTimes(2);
    });

    it("a message Turnstile would not vouch for is not sent, and offers the ways to the team", async () => {
      const { settings: guarded } = tokens(null);
      expect(await send(createVapiChatClient(guarded).start(), "Hola")).toEqual([
        { type: "error", message: chatErrors.unverified, offerContact: true },
      ]);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it.each([
      [403, "unverified", { message: chatErrors.unverified, offerContact: true }, false],
      [403, "token-spent", { message: chatErrors.unverified, offerContact: true }, false],
      [
        429,
        "rate-limited",
        {
          message: "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
          offerContact: true,
        },
        false,
      ],
      [503, "lines-busy", { message: chatErrors.rateLimited }, false],
      [502, "vapi-error", { message: chatErrors.serverError }, true],
    ])("the endpoint's %i %s is told in Spanish", async (status, error, told, reported) => {
      fetchMock.mockResolvedValueOnce(Response.json({ error, message: "…" }, { status }));
      const { settings: guarded } = tokens("token-1");
      expect(await send(createVapiChatClient(guarded).start(), "Hola")).toEqual([{ type: "error", ...told }]);
      // A person Turnstile doubted, or a full account, is no fault of the site's to report.
      expect(vi.mocked(reportError).mock.calls.length > 0).toBe(reported);
    });
  });

  describe("reading the stream (server-sent events, eventsource-parser)", () => {
    /** Vapi's answer as the network delivers it: multi-byte characters, then [DONE]. */
    const answer = new TextEncoder().encode(`${delta("¿Qué ")}${delta("tal? Año 😀")}data: [DONE]\n\n`);
    const whole = [
      { type: "delta", text: "¿Qué " },
      { type: "delta", text: "tal? Año 😀" },
      { type: "done" },
    ];
    const answered = async (chunks: (string | Uint8Array)[], options?: { fail?: boolean }) => {
      fetchMock.mockResolvedValueOnce(streamed(chunks, options));
      return send(createVapiChatClient(settings).start(), "Hola");
    };
    /** One event's `data:` line of a piece of the answer, with no blank line after it. */
    const dataLine = (text: string) => delta(text).trimEnd();

    it("hands over each event in order and ends at [DONE]", async () => {
      expect(await answered([answer])).toEqual(whole);
    });

    it("gives the same answer wherever the bytes are split, inside a multi-byte character too", async () => {
      for (let at = 1; at < answer.length; at++) {
        const events = await answered([answer.slice(0, at), answer.slice(at)]);
        expect(events, `split at byte ${at}`).toEqual(whole);
      }
    });

    it("reads an answer that arrives one byte at a time", async () => {
      expect(await answered([...answer].map((byte) => Uint8Array.of(byte)))).toEqual(whole);
    });

    it("stops reading at [DONE] and releases the connection, even if more comes", async () => {
      const cancel = vi.fn();
      // The server keeps the connection open after [DONE]: only the page's cancel ends it.
      const open = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`${delta("a")}data: [DONE]\n\n${delta("b")}`));
        },
        cancel,
      });
      fetchMock.mockResolvedValueOnce(new Response(open));
      expect(await send(createVapiChatClient(settings).start(), "Hola")).toEqual([
        { type: "delta", text: "a" },
        { type: "done" },
      ]);
      expect(cancel).toHaveBeenCalled();
    });

    it("a body that ends inside an event was cut: that event is not handed over", async () => {
      for (const tail of ['data: {"delta":"mitad', `${dataLine("b")}\n`, dataLine("b"), "data: [DONE]"]) {
        expect(await answered([`${delta("a")}${tail}`]), tail).toEqual([
          { type: "delta", text: "a" },
          { type: "error", message: chatErrors.cut },
        ]);
      }
    });

    it("ends lines with CRLF, LF or CR, a CRLF split between chunks included", async () => {
      expect(
        await answered([`${dataLine("a")}\r`, `\n\r\n${dataLine("b")}\r\r${dataLine("c")}\n\n`]),
      ).toEqual([
        { type: "delta", text: "a" },
        { type: "delta", text: "b" },
        { type: "delta", text: "c" },
        { type: "done" },
      ]);
    });

    it("a lone CR at the very end still ends its line", async () => {
      expect(await answered([`${dataLine("a")}\r\r`])).toEqual([
        { type: "delta", text: "a" },
        { type: "done" },
      ]);
    });

    it("reads an event whose data spans several lines", async () => {
      const lines = [
        'data: {"sessionId":"ses_1",',
        'data:  "path":"chat.output[0].content",',
        'data: "delta":"Hola"}',
      ];
      expect(await answered([`${lines.join("\n")}\n\n`])).toEqual([
        { type: "delta", text: "Hola" },
        { type: "done" },
      ]);
    });

    it("ignores comments and the other fields; an event without data is not handed over, nor a cut", async () => {
      const fields = ": keep-alive\n\nevent: message\nid: 7\nretry: 1000\n\n";
      expect(await answered([fields, `event: delta\n${delta("x")}`, ": ping\n"])).toEqual([
        { type: "delta", text: "x" },
        { type: "done" },
      ]);
    });
  });
});
