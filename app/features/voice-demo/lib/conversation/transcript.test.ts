import { describe, expect, it } from "vitest";

import type { ActionEvent } from "./actions";
import {
  type ActionLine,
  applyAction,
  attachResponse,
  closeTranscript,
  mergeTranscript,
  settledActions,
  type TranscriptEntry,
  type TranscriptLine,
} from "./transcript";

describe("mergeTranscript", () => {
  it("replaces partials by their growing text and closes the line with the final", () => {
    let lines: TranscriptEntry[] = [];
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola", final: false });
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola, soy", final: false });
    lines = mergeTranscript(lines, { role: "assistant", text: "Hola, soy Clara.", final: true });
    expect(lines).toEqual([{ id: 1, role: "assistant", text: "Hola, soy Clara.", final: true }]);
  });

  it("starts a new line after a final, and keeps both speakers' open lines apart", () => {
    let lines: TranscriptEntry[] = [{ id: 1, role: "assistant", text: "¿En qué te ayudo?", final: true }];
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
    const lines: TranscriptEntry[] = [{ id: 1, role: "user", text: "Hola", final: false }];
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

  it("never on an action: the assistant's next line gets it", () => {
    const card: ActionLine = {
      kind: "action",
      id: 3,
      actionId: "a",
      name: "consultar_agenda",
      status: "running",
    };
    expect(attachResponse([visitor, answer, card], 800)).toBeNull();
  });
});

const action = (id: string, status: ActionEvent["status"], outcome?: string): ActionEvent => ({
  type: "action",
  id,
  name: `tool-${id}`,
  status,
  ...(outcome !== undefined && { outcome }),
});

describe("applyAction", () => {
  const said: TranscriptLine = { id: 1, role: "assistant", text: "Dejame ver.", final: true };

  it("adds a running card where the conversation is, and settles it when its end comes", () => {
    let entries: TranscriptEntry[] = [said];
    entries = applyAction(entries, action("a", "running"));
    expect(entries).toEqual([
      said,
      { kind: "action", id: 2, actionId: "a", name: "tool-a", status: "running" },
    ]);
    entries = mergeTranscript(entries, { role: "user", text: "Dale", final: true });
    entries = applyAction(entries, action("a", "done", "el martes"));
    expect(entries).toEqual([
      said,
      { kind: "action", id: 2, actionId: "a", name: "tool-a", status: "done", outcome: "el martes" },
      { id: 3, role: "user", text: "Dale", final: true },
    ]);
  });

  it("pairs each end with its own start when two run at once", () => {
    let entries: TranscriptEntry[] = [];
    for (const event of [
      action("a", "running"),
      action("b", "running"),
      action("b", "failed"),
      action("a", "done"),
    ])
      entries = applyAction(entries, event);
    expect(entries.map((entry) => [entry.id, (entry as ActionLine).status])).toEqual([
      [1, "done"],
      [2, "failed"],
    ]);
  });

  it("adds a settled card for an end whose start never came, and changes nothing after a card settles", () => {
    const settled = applyAction([said], action("a", "done"));
    expect(settled.at(-1)).toEqual({ kind: "action", id: 2, actionId: "a", name: "tool-a", status: "done" });
    expect(applyAction(settled, action("a", "failed"))).toBe(settled);
    expect(applyAction(settled, action("a", "running"))).toBe(settled);
    const running = applyAction([said], action("b", "running"));
    expect(applyAction(running, action("b", "running"))).toBe(running);
  });
});

describe("closeTranscript with actions", () => {
  it("fails an action whose result never came, and keeps the settled ones", () => {
    const entries = [action("a", "running"), action("b", "running"), action("b", "done", "ok")].reduce(
      applyAction,
      [] as TranscriptEntry[],
    );
    expect(closeTranscript(entries).map((entry) => (entry as ActionLine).status)).toEqual(["failed", "done"]);
  });
});

describe("settledActions", () => {
  it("lists the actions that ended between two states, once", () => {
    const started = applyAction([], action("a", "running"));
    const both = applyAction(started, action("b", "done"));
    const ended = applyAction(both, action("a", "failed"));
    expect(settledActions([], started)).toEqual([]);
    expect(settledActions(started, both).map((entry) => entry.actionId)).toEqual(["b"]);
    expect(settledActions(both, ended).map((entry) => entry.actionId)).toEqual(["a"]);
    expect(settledActions(ended, ended)).toEqual([]);
    expect(settledActions(both, closeTranscript(both)).map((entry) => entry.actionId)).toEqual(["a"]);
  });
});
