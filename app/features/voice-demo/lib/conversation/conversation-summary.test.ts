import { describe, expect, it } from "vitest";

import { summarize } from "./conversation-summary";
import type { TranscriptLine } from "./transcript";

const line = (id: number, role: TranscriptLine["role"], final = true): TranscriptLine => ({
  id,
  role,
  text: `línea ${id}`,
  final,
});

describe("summarize", () => {
  it("counts the assistant's final turns and takes the median and the slowest response", () => {
    const lines = [line(1, "assistant"), line(2, "user"), line(3, "assistant"), line(4, "assistant", false)];
    expect(summarize("call", { seconds: 42, lines, responseTimesMs: [900, 700, 1500] })).toEqual({
      kind: "call",
      seconds: 42,
      assistantTurns: 2,
      medianResponseMs: 900,
      slowestResponseMs: 1500,
      endedByLimit: false,
      meeting: null,
    });
  });

  it("carries the meeting the assistant booked", () => {
    const when = "el martes 2 de diciembre a las 10:00";
    expect(summarize("call", { seconds: 5, lines: [], responseTimesMs: [], meeting: when }).meeting).toBe(
      when,
    );
  });

  it("counts no action as a turn of the assistant's", () => {
    const lines = [
      line(1, "assistant"),
      { kind: "action" as const, id: 2, actionId: "a", name: "registrar_lead", status: "done" as const },
    ];
    expect(summarize("call", { seconds: 5, lines, responseTimesMs: [] }).assistantTurns).toBe(1);
  });

  it("says so when nothing was measured, and when the limit ended the call", () => {
    expect(
      summarize("chat", { seconds: 0, lines: [], responseTimesMs: [], endedByLimit: true }),
    ).toMatchObject({
      kind: "chat",
      assistantTurns: 0,
      medianResponseMs: null,
      slowestResponseMs: null,
      endedByLimit: true,
    });
  });
});
