/**
 * Server-sent events (the HTML standard's `text/event-stream`) read from a fetch body as it
 * arrives: the network may split the bytes anywhere, a multi-byte character included.
 * Only `data` matters to us; `event`, `id`, `retry` and comments are read and ignored.
 */

/** The sentinel after the last event of an OpenAI-style stream (Vapi's chat sends it). */
export const DONE = "[DONE]";

/**
 * How a stream ended: at `[DONE]`; cleanly between two events; or cut, when reading failed or
 * the body ended inside an event (the standard discards such an event).
 */
export type StreamEnd = "done" | "ended" | "cut";

type EventParser = {
  /** Adds decoded text; returns the data of every event it completed, in order. */
  push(text: string): string[];
  /** The body is over: a final lone CR still ends its line. */
  finish(): string[];
  /** An event has begun and its blank line has not come yet. */
  readonly midEvent: boolean;
};

/** The event-stream parser over text: lines end with CRLF, LF or CR, events with a blank line. */
export function createEventParser(): EventParser {
  /** Text after the last line break. */
  let rest = "";
  let data: string[] = [];
  /** A field line of the current event was read (a comment alone starts nothing). */
  let inEvent = false;

  const readLine = (line: string, events: string[]) => {
    if (line === "") {
      if (data.length > 0) events.push(data.join("\n"));
      data = [];
      inEvent = false;
      return;
    }
    if (line.startsWith(":")) return;
    inEvent = true;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== "data") return;
    const value = colon === -1 ? "" : line.slice(colon + 1);
    data.push(value.startsWith(" ") ? value.slice(1) : value);
  };

  const readLines = (atEnd: boolean) => {
    const events: string[] = [];
    let start = 0;
    for (let index = 0; index < rest.length; index++) {
      const char = rest[index];
      if (char !== "\r" && char !== "\n") continue;
      // A CR at the end of the text may be the first half of a CRLF split across chunks.
      if (char === "\r" && index === rest.length - 1 && !atEnd) break;
      readLine(rest.slice(start, index), events);
      if (char === "\r" && rest[index + 1] === "\n") index++;
      start = index + 1;
    }
    rest = rest.slice(start);
    return events;
  };

  return {
    push(text) {
      rest += text;
      return readLines(false);
    },
    finish() {
      return readLines(true);
    },
    get midEvent() {
      return rest !== "" || inEvent;
    },
  };
}

/**
 * Reads an event stream to its end, handing each event's data to `onData` as soon as it is
 * complete. Never rejects: a failed read (the connection dropped, or the request was aborted)
 * is a cut stream. Stops at `[DONE]` and releases the connection.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<StreamEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventParser();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return "cut";
    }
    const events = chunk.done
      ? [...parser.push(decoder.decode()), ...parser.finish()]
      : parser.push(decoder.decode(chunk.value, { stream: true }));
    for (const data of events) {
      if (data === DONE) {
        reader.cancel().catch(() => {});
        return "done";
      }
      onData(data);
    }
    if (chunk.done) return parser.midEvent ? "cut" : "ended";
  }
}
