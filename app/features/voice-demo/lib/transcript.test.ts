import { describe, expect, it } from "vitest";

import { attachResponse, closeTranscript, mergeTranscript, type TranscriptLine } from "./transcript";

describe("mergeTranscript", () => {
  it("replaces partials by their growing text and closes the line with the final", () => {
    let lines: TranscriptLine[] = [];
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola", final: false });
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola, soy", final: false });
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola, soy Clara.", final: true });
    expect(lines).toEqual([{ id: 1, role: "assistant", text: "Hola, soy Clara.", final: true }]);
  });

  it("starts a new line after a final, and keeps both speakers' open lines apart", () => {
    let lines: TranscriptLine[] = [{ id: 1, role: "assistant", text: "¿En qué te ayudo?", final: true }];
    lines = mergeTranscript(lines, { role: "user", text: "Quería", final: false });
    lines = mergeTranscript(lines, { role: "assistant", text: "Perdón", final: false });
    lines = mergeTranscript(lines, { role: "user", text: "Quería saber", final: true });
    expect(lines).toEqual([
      { id: 1, role: "assistant", text: "¿En qué te ayudo?", final: true },
      { id: 2, role: "user", text: "Quería saber", final: true },
      { id: 3, role: "assistant", text: "Perdón", final: false },
    ]);
  });

  it("ignores empty text and never mutates its input", () => {
    const lines: TranscriptLine[] = [{ id: 1, role: "user", text: "Hola", final: false }];
    const frozen = structuredClone(lines);
    expect(mergeTranscript(lines, { role: "user", text: "  ", final: true })).toEqual(frozen);
    mergeTranscript(lines, { role: "user", text: "Hola che", final: true });
    expect(lines).toEqual(frozen);
  });
});

describe("closeTranscript", () => {
  it("keeps a line cut off by the end of the call, as final", () => {
    expect(
      closeTranscript([
        { id: 1, role: "user", text: "Hola", final: true },
        { id: 2, role: "assistant", text: "Con gusto, ¿me", final: false },
      ]),
    ).toEqual([
      { id: 1, role: "user", text: "Hola", final: true },
      { id: 2, role: "assistant", text: "Con gusto, ¿me", final: true },
    ]);
  });
});

describe("attachResponse", () => {
  const visitor: TranscriptLine = { id: 1, role: "user", text: "Hola", final: true };
  const answer: TranscriptLine = { id: 2, role: "assistant", text: "Con", final: false };

  it("puts the response time on the newest line when it is the assistant's", () => {
    expect(attachResponse([visitor, answer], 800)).toEqual([visitor, { ...answer, responseMs: 800 }]);
  });

  it("never on the visitor's line, nor twice on one line", () => {
    expect(attachResponse([visitor], 800)).toBeNull();
    expect(attachResponse([], 800)).toBeNull();
    expect(attachResponse([visitor, { ...answer, responseMs: 700 }], 800)).toBeNull();
  });
});
