import { describe, expect, it, vi } from "vitest";

import { createEventParser, readEventStream } from "./sse";

const encode = (text: string) => new TextEncoder().encode(text);

/** A body that delivers these byte chunks, then ends (or fails, like a dropped connection). */
function body(chunks: Uint8Array[], { fail = false } = {}) {
  const cancel = vi.fn();
  const queue = [...chunks];
  // One chunk per read, as the network delivers them: an error comes after what arrived before it.
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else if (fail) controller.error(new TypeError("network error"));
      else controller.close();
    },
    cancel,
  });
  return { stream, cancel };
}

/** The same bytes cut at `at` (two chunks). */
function splitAt(bytes: Uint8Array, at: number): Uint8Array[] {
  return [bytes.slice(0, at), bytes.slice(at)];
}

async function read(chunks: Uint8Array[], options?: { fail?: boolean }) {
  const received: string[] = [];
  const { stream, cancel } = body(chunks, options);
  const end = await readEventStream(stream, (data) => received.push(data));
  return { received, end, cancel };
}

const vapiStream = [
  'data: {"id":"s1","sessionId":"ses_1","path":"chat.output[0].content","delta":"¿Qué "}',
  "",
  'data: {"id":"s1","sessionId":"ses_1","path":"chat.output[0].content","delta":"tal? Año 😀"}',
  "",
  "data: [DONE]",
  "",
  "",
].join("\n");

describe("readEventStream", () => {
  it("hands over each event's data, in order, and stops at [DONE]", async () => {
    const { received, end } = await read([encode(vapiStream)]);
    expect(received).toEqual([
      '{"id":"s1","sessionId":"ses_1","path":"chat.output[0].content","delta":"¿Qué "}',
      '{"id":"s1","sessionId":"ses_1","path":"chat.output[0].content","delta":"tal? Año 😀"}',
    ]);
    expect(end).toBe("done");
  });

  it("gives the same events wherever the bytes are split, inside a multi-byte character too", async () => {
    const bytes = encode(vapiStream);
    const whole = await read([bytes]);
    for (let at = 1; at < bytes.length; at++) {
      const split = await read(splitAt(bytes, at));
      expect(split.received, `split at byte ${at}`).toEqual(whole.received);
      expect(split.end).toBe("done");
    }
  });

  it("reads a stream that arrives one byte at a time", async () => {
    const bytes = encode(vapiStream);
    const { received, end } = await read([...bytes].map((byte) => Uint8Array.of(byte)));
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1]!).delta).toBe("tal? Año 😀");
    expect(end).toBe("done");
  });

  it("stops reading at [DONE] and releases the connection, even if more comes", async () => {
    const { received, end, cancel } = await read([encode("data: a\n\ndata: [DONE]\n\ndata: b\n\n")]);
    expect(received).toEqual(["a"]);
    expect(end).toBe("done");
    expect(cancel).toHaveBeenCalled();
  });

  it("a body that ends cleanly between events has ended, without [DONE]", async () => {
    const { received, end } = await read([encode("data: a\n\ndata: b\n\n")]);
    expect(received).toEqual(["a", "b"]);
    expect(end).toBe("ended");
  });

  it("a body that ends inside an event was cut: that event is not handed over", async () => {
    for (const tail of ['data: {"delta":"mitad', "data: b\n", "data: b"]) {
      const { received, end } = await read([encode(`data: a\n\n${tail}`)]);
      expect(received).toEqual(["a"]);
      expect(end).toBe("cut");
    }
  });

  it("a read that fails mid-answer is a cut, after the events that arrived", async () => {
    const { received, end } = await read([encode("data: a\n\ndata: b")], { fail: true });
    expect(received).toEqual(["a"]);
    expect(end).toBe("cut");
  });
});

describe("createEventParser", () => {
  it("ends lines with CRLF, LF or CR, a CRLF split between chunks included", () => {
    const parser = createEventParser();
    expect(parser.push("data: a\r")).toEqual([]);
    expect(parser.push("\n\r\ndata: b\r\rdata: c\n\n")).toEqual(["a", "b", "c"]);
    expect(parser.midEvent).toBe(false);
  });

  it("a lone CR at the very end still ends its line", () => {
    const parser = createEventParser();
    expect(parser.push("data: a\r\r")).toEqual([]);
    expect(parser.finish()).toEqual(["a"]);
    expect(parser.midEvent).toBe(false);
  });

  it("joins an event's data lines with a line break and strips one leading space", () => {
    const parser = createEventParser();
    expect(parser.push("data: uno\ndata:  dos\ndata\n\n")).toEqual(["uno\n dos\n"]);
  });

  it("ignores comments and the other fields; an event without data is not handed over", () => {
    const parser = createEventParser();
    expect(parser.push(": keep-alive\n\nevent: message\nid: 7\nretry: 1000\n\n")).toEqual([]);
    expect(parser.push("event: delta\ndata: x\n\n")).toEqual(["x"]);
    expect(parser.push(": ping\n")).toEqual([]);
    // A comment alone is no event started.
    expect(parser.midEvent).toBe(false);
    parser.push("id: 8\n");
    expect(parser.midEvent).toBe(true);
  });
});
