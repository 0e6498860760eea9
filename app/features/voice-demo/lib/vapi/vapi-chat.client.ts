/** The Vapi chat driver: Vapi's web chat, or with the guard the site's endpoint. */
import { createParser } from "eventsource-parser";

import { chatErrors } from "~/content/demo-chat";
import { DEMO_API_PATHS } from "~/contracts/demo-api.mjs";
import { reportError } from "~/lib/errors";

import type { ChatClient, ChatEvent } from "../chat/chat-client";
import { endpointFailure } from "./demo-endpoint";

/**
 * Vapi's web chat, which the public key may call from the browser (Vapi's own widget does).
 * The CSP's `connect-src https://api.vapi.ai`, present whenever the public key is, covers it.
 */
export const VAPI_CHAT_URL = "https://api.vapi.ai/chat/web";

/**
 * How messages reach Vapi's chat: from the page with the public key (with a demo agent's call
 * overrides, `assistantOverrides`), or through the site's endpoint (the guard), each with a fresh
 * Turnstile token (`lib/vapi/demo-endpoint.ts`) and a demo agent's slug (`agent`).
 */
export type VapiChatSettings =
  | { publicKey: string; assistantId: string; assistantOverrides?: object }
  | { tokens: () => { prefetch(): void; take(): Promise<string | null> }; agent?: string };

/** The request body, as Vapi's widget sends it (VapiAI/client-sdk-react, `vapiChatClient.ts`). */
export type WebChatRequest = {
  assistantId: string;
  /** A demo agent's: the same overrides its calls start with. */
  assistantOverrides?: object;
  input: string;
  stream: true;
  /** The previous answer's: the assistant keeps the conversation's context. */
  sessionId?: string;
};

/**
 * The request body the site's endpoint takes (server/demo-api): the context is the previous chat;
 * `agent`, a demo agent's slug, whose overrides the endpoint builds.
 */
export type GuardedChatRequest = { token: string; agent?: string; input: string; previousChatId?: string };

/**
 * One streamed event: `{"id":"…","sessionId":"…","path":"chat.output[0].content","delta":"Ho"}`.
 * `id` is the chat's (Vapi's streaming guide): the next message continues from it.
 */
type StreamEvent = { id?: unknown; sessionId?: unknown; path?: unknown; delta?: unknown };

/** Where a delta goes: the text of one output message of the chat. */
const OUTPUT_PATH = /^chat\.output\[(\d+)\]\.content$/;

function readEvent(data: string): StreamEvent {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as StreamEvent) : {};
  } catch {
    return {};
  }
}

/** The sentinel after the last event of an OpenAI-style stream (Vapi's chat sends it). */
const DONE = "[DONE]";

/**
 * How an answer's stream ended: at `[DONE]`; cleanly between two events; or cut, when reading
 * failed or the body ended inside an event.
 */
type StreamEnd = "done" | "ended" | "cut";

/**
 * Reads a body of server-sent events (`eventsource-parser`) as it arrives, handing each event's
 * data to `onData`. Never rejects: a failed read (the connection dropped, or the request was
 * aborted) is a cut stream. Stops at `[DONE]` and releases the connection.
 */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<StreamEnd> {
  let done = false;
  let closing = false;
  let cut = false;
  const parser = createParser({
    onEvent({ data }) {
      if (done) return;
      if (closing) cut = true;
      else if (data === DONE) done = true;
      else onData(data);
    },
  });
  const reader = body.getReader();
  // The network may split the bytes anywhere, a multi-byte character included.
  const decoder = new TextDecoder();
  while (!done) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return "cut";
    }
    if (chunk.done) {
      parser.feed(decoder.decode());
      // The parser drops an event the body ended inside; a blank line of ours would complete it,
      // so whatever it completes was cut.
      closing = true;
      parser.feed("\n\n");
      return cut ? "cut" : "ended";
    }
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  reader.cancel().catch(() => {});
  return "done";
}

export function httpMessage(status: number): string {
  if (status === 401 || status === 403) return chatErrors.unauthorized;
  if (status === 404) return chatErrors.notFound;
  if (status === 429) return chatErrors.rateLimited;
  if (status >= 500) return chatErrors.serverError;
  return chatErrors.httpStatus(status);
}

const reportRefusal = (status: number) =>
  reportError(new Error(`Vapi chat answered HTTP ${status}`), { source: "vapi-chat", status });

/** A message's request, ready to send. */
type ChatRequest = { url: string; headers: Record<string, string>; body: string };

/**
 * One way to Vapi's chat: how a message becomes a request, which context carries over to the
 * next one, what a refusal tells the visitor.
 */
type Transport = {
  /** The request, or the error that says why there is none. */
  request(text: string): Promise<ChatRequest | ChatEvent>;
  remember(event: StreamEvent): void;
  refusal(response: Response): Promise<ChatEvent>;
  /** An answer is over. */
  answered(): void;
};

/** The public key's web chat: the session id of the last answer carries the conversation. */
function webChat({
  publicKey,
  assistantId,
  assistantOverrides,
}: {
  publicKey: string;
  assistantId: string;
  assistantOverrides?: object;
}): Transport {
  let sessionId: string | undefined;
  return {
    async request(text) {
      const body: WebChatRequest = {
        assistantId,
        ...(assistantOverrides ? { assistantOverrides } : {}),
        input: text,
        stream: true,
        sessionId,
      };
      return {
        url: VAPI_CHAT_URL,
        headers: { Authorization: `Bearer ${publicKey}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      };
    },
    remember(event) {
      if (typeof event.sessionId === "string" && event.sessionId !== "") sessionId = event.sessionId;
    },
    async refusal(response) {
      reportRefusal(response.status);
      response.body?.cancel().catch(() => {});
      return { type: "error", message: httpMessage(response.status) };
    },
    answered() {},
  };
}

/**
 * The guard: each message goes to the site's endpoint with a fresh Turnstile token (the next one
 * fetched while the visitor reads), and continues from the last chat's id.
 */
function guardedChat(
  tokens: { prefetch(): void; take(): Promise<string | null> },
  agent: string | undefined,
): Transport {
  let previousChatId: string | undefined;
  const unverified: ChatEvent = { type: "error", message: chatErrors.unverified, offerContact: true };
  tokens.prefetch();
  return {
    async request(text) {
      const token = await tokens.take();
      if (!token) return unverified;
      const body: GuardedChatRequest = {
        token,
        ...(agent ? { agent } : {}),
        input: text,
        ...(previousChatId ? { previousChatId } : {}),
      };
      return {
        url: DEMO_API_PATHS.chat,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      };
    },
    remember(event) {
      if (typeof event.id === "string" && event.id !== "") previousChatId = event.id;
    },
    async refusal(response) {
      const cause = endpointFailure(await response.json().catch(() => null));
      // A person Turnstile doubted, a visitor over the limit or a full account: not the site's fault.
      if (cause === "unverified") return unverified;
      if (cause === "limited")
        return { type: "error", message: chatErrors.rateLimitedVisitor, offerContact: true };
      if (cause === "busy") return { type: "error", message: chatErrors.rateLimited };
      reportRefusal(response.status);
      return {
        type: "error",
        message: response.status >= 500 ? chatErrors.serverError : httpMessage(response.status),
      };
    },
    answered() {
      tokens.prefetch();
    },
  };
}

/** The Vapi chat driver: the only code that knows Vapi's chat protocol. */
export function createVapiChatClient(settings: VapiChatSettings): ChatClient {
  return {
    start() {
      const transport =
        "publicKey" in settings ? webChat(settings) : guardedChat(settings.tokens(), settings.agent);
      return {
        send(text, onEvent) {
          const controller = new AbortController();
          let open = true;
          const emit = (event: ChatEvent) => {
            if (!open) return;
            if (event.type !== "delta") open = false;
            onEvent(event);
          };

          void (async () => {
            const request = await transport.request(text);
            if ("type" in request) return emit(request);
            let response: Response;
            try {
              response = await fetch(request.url, {
                method: "POST",
                headers: request.headers,
                body: request.body,
                signal: controller.signal,
              });
            } catch {
              // Offline, blocked, or aborted (then nothing is emitted).
              return emit({ type: "error", message: chatErrors.network });
            }
            if (!response.ok || !response.body) return emit(await transport.refusal(response));

            let answered = false;
            let lastOutput: number | undefined;
            const end = await readEventStream(response.body, (data) => {
              const event = readEvent(data);
              transport.remember(event);
              const output = typeof event.path === "string" ? OUTPUT_PATH.exec(event.path) : null;
              if (!output || typeof event.delta !== "string" || event.delta === "") return;
              // A second output message (after a tool call, say) reads on after the first.
              const index = Number(output[1]);
              const gap = lastOutput !== undefined && index !== lastOutput ? " " : "";
              lastOutput = index;
              answered = true;
              emit({ type: "delta", text: gap + event.delta });
            });
            transport.answered();
            if (end === "cut") emit({ type: "error", message: chatErrors.cut });
            else if (!answered) emit({ type: "error", message: chatErrors.empty });
            else emit({ type: "done" });
          })();

          return () => {
            open = false;
            controller.abort();
          };
        },
      };
    },
  };
}
