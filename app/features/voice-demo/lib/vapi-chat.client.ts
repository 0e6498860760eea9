import { createParser } from "eventsource-parser";

import { chatErrors } from "~/content/demo-chat";
import { reportError } from "~/lib/errors";

import type { ChatClient, ChatEvent } from "./chat-client";

/**
 * Vapi's web chat, which the public key may call from the browser (Vapi's own widget does).
 * The CSP's `connect-src https://api.vapi.ai`, present whenever Vapi is configured, covers it.
 */
export const VAPI_CHAT_URL = "https://api.vapi.ai/chat/web";

type VapiChatSettings = { publicKey: string; assistantId: string };

/** The request body, as Vapi's widget sends it (VapiAI/client-sdk-react, `vapiChatClient.ts`). */
export type WebChatRequest = {
  assistantId: string;
  input: string;
  stream: true;
  /** The previous answer's: the assistant keeps the conversation's context. */
  sessionId?: string;
};

/** One streamed event: `{"id":"…","sessionId":"…","path":"chat.output[0].content","delta":"Ho"}`. */
type StreamEvent = { sessionId?: unknown; path?: unknown; delta?: unknown };

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

/** The Vapi chat driver: the only code that knows Vapi's chat protocol. */
export function createVapiChatClient({ publicKey, assistantId }: VapiChatSettings): ChatClient {
  return {
    start() {
      let sessionId: string | undefined;

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
            const request: WebChatRequest = { assistantId, input: text, stream: true, sessionId };
            let response: Response;
            try {
              response = await fetch(VAPI_CHAT_URL, {
                method: "POST",
                headers: { Authorization: `Bearer ${publicKey}`, "Content-Type": "application/json" },
                body: JSON.stringify(request),
                signal: controller.signal,
              });
            } catch {
              // Offline, blocked, or aborted (then nothing is emitted).
              return emit({ type: "error", message: chatErrors.network });
            }
            if (!response.ok || !response.body) {
              reportError(new Error(`Vapi chat answered HTTP ${response.status}`), {
                source: "vapi-chat",
                status: response.status,
              });
              response.body?.cancel().catch(() => {});
              return emit({ type: "error", message: httpMessage(response.status) });
            }

            let answered = false;
            let lastOutput: number | undefined;
            const end = await readEventStream(response.body, (data) => {
              const event = readEvent(data);
              if (typeof event.sessionId === "string" && event.sessionId !== "") sessionId = event.sessionId;
              const output = typeof event.path === "string" ? OUTPUT_PATH.exec(event.path) : null;
              if (!output || typeof event.delta !== "string" || event.delta === "") return;
              // A second output message (after a tool call, say) reads on after the first.
              const index = Number(output[1]);
              const gap = lastOutput !== undefined && index !== lastOutput ? " " : "";
              lastOutput = index;
              answered = true;
              emit({ type: "delta", text: gap + event.delta });
            });
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
