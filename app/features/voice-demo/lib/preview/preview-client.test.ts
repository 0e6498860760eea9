// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { actionLabels } from "~/content/demo-cat";
import { previewScript } from "~/content/demo-preview";

import { actionOutcome } from "../conversation/actions";
import { createPreviewClient, speechLevelAt } from "./preview-client";
import { measureResponseTimes } from "../call/response-time";
import type { Speech, SpokenLine } from "./speech";
import type { VoiceEvent } from "../call/voice-client";

const script = [
  { role: "assistant" as const, pause: 100, text: "Hola soy Clara" },
  // As in the real script, the visitor speaks over a second after the assistant's last sound.
  { role: "user" as const, pause: 1200, text: "Hola" },
];
const timing = { connectMs: 500, wordMs: 50, levelMs: 100 };
/** jsdom has no media devices; a stream without tracks gives the level meter nothing to open. */
const silentStream = { getAudioTracks: () => [], getTracks: () => [] } as unknown as MediaStream;

/** Starts a preview call of `turns` and records every event it sends. */
function startPreview(turns: Parameters<typeof createPreviewClient>[0], openSpeech?: () => Speech) {
  const events: VoiceEvent[] = [];
  const call = createPreviewClient(turns, actionLabels, timing, openSpeech).start(silentStream, (event) =>
    events.push(event),
  );
  return { events, call };
}

describe("createPreviewClient", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("connects, then speaks each turn with partial then final transcripts", () => {
    const { events } = startPreview(script);
    expect(events).toEqual([
      { type: "connect-step", step: "preparing" },
      { type: "noise-suppression", active: false },
    ]);
    vi.advanceTimersByTime(500);
    expect(events).toEqual([
      { type: "connect-step", step: "preparing" },
      { type: "noise-suppression", active: false },
      { type: "connect-step", step: "creating" },
      { type: "connect-step", step: "joining" },
      { type: "call-start" },
    ]);
    vi.advanceTimersByTime(3000);
    const transcripts = events.filter((event) => event.type === "transcript");
    expect(transcripts).toEqual([
      { type: "transcript", role: "assistant", text: "Hola soy", final: false },
      { type: "transcript", role: "assistant", text: "Hola soy Clara", final: true },
      { type: "transcript", role: "user", text: "Hola", final: true },
    ]);
    expect(events).toContainEqual({ type: "speaking", role: "assistant", speaking: true });
    expect(events).toContainEqual({ type: "speaking", role: "assistant", speaking: false });
    for (const role of ["assistant", "user"] as const) {
      const levels = events.filter((event) => event.type === "level" && event.role === role);
      expect(levels.some((event) => event.type === "level" && event.level > 0)).toBe(true);
      expect(levels.at(-1)).toEqual({ type: "level", role, level: 0 });
    }
  });

  it("says there is no noise suppression as soon as it starts, and resumeAudio does nothing", () => {
    const { events, call } = startPreview(script);
    expect(events).toContainEqual({ type: "noise-suppression", active: false });
    expect(() => call.resumeAudio()).not.toThrow();
  });

  it("simulates response times from the script: the assistant's pause after the visitor's turn", () => {
    const stamped: { event: VoiceEvent; at: number }[] = [];
    const answered = [...script, { role: "assistant" as const, pause: 850, text: "Claro" }];
    createPreviewClient(answered, actionLabels, timing).start(silentStream, (event) =>
      stamped.push({ event, at: Date.now() }),
    );
    vi.advanceTimersByTime(5000);
    const inputs = stamped.flatMap(({ event, at }) => (event.type === "level" ? [{ input: event, at }] : []));
    // The greeting answers nobody; the answer to the visitor's turn comes after the script's pause.
    expect(measureResponseTimes(inputs)).toEqual([850]);
  });

  it("emits nothing once stopped, even mid-turn", () => {
    const { events, call } = startPreview(script);
    vi.advanceTimersByTime(650);
    const seen = events.length;
    call.stop();
    vi.advanceTimersByTime(5000);
    expect(events).toHaveLength(seen);
  });
});

/** The browser's voice as the test plays it: each line waits for the test to start and end it. */
function fakeSpeech({ hasVoice = true } = {}) {
  const lines: { text: string; line: SpokenLine }[] = [];
  const speech: Speech = {
    say: (text, line) => {
      if (!hasVoice) return false;
      lines.push({ text, line });
      return true;
    },
    cancel: vi.fn(),
    dispose: vi.fn(),
  };
  return { speech, lines, open: () => speech };
}

const assistantSpeaking = (events: VoiceEvent[]) =>
  events.flatMap((event) =>
    event.type === "speaking" && event.role === "assistant" ? [event.speaking] : [],
  );

describe("createPreviewClient: the assistant's voice", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const spoken = [{ role: "assistant" as const, pause: 100, text: "Hola soy Clara de CAT" }];

  it("says each assistant line; 'Asistente', its level and its words follow the speech, not the timing", () => {
    const voice = fakeSpeech();
    const { events } = startPreview(spoken, voice.open);
    vi.advanceTimersByTime(600);
    expect(voice.lines.map(({ text }) => text)).toEqual(["Hola soy Clara de CAT"]);
    // Asked, not yet heard: the assistant is silent.
    expect(assistantSpeaking(events)).toEqual([]);
    expect(events.some((event) => event.type === "level" && event.role === "assistant")).toBe(false);
    voice.lines[0]!.line.onStart();
    expect(assistantSpeaking(events)).toEqual([true]);
    voice.lines[0]!.line.onBoundary(9);
    // Longer than the script's timing for the whole line: the line waits for the speech's end.
    vi.advanceTimersByTime(1000);
    const transcripts = () => events.filter((event) => event.type === "transcript");
    expect(transcripts()).toEqual([
      { type: "transcript", role: "assistant", text: "Hola soy Clara", final: false },
    ]);
    voice.lines[0]!.line.onEnd();
    expect(transcripts().at(-1)).toEqual({
      type: "transcript",
      role: "assistant",
      text: "Hola soy Clara de CAT",
      final: true,
    });
    expect(assistantSpeaking(events)).toEqual([true, false]);
    expect(events.filter((event) => event.type === "level").at(-1)).toEqual({
      type: "level",
      role: "assistant",
      level: 0,
    });
  });

  it("without a Spanish voice, keeps the script's timing, silently", () => {
    const voice = fakeSpeech({ hasVoice: false });
    const { events } = startPreview(spoken, voice.open);
    vi.advanceTimersByTime(600 + 3 * 100);
    expect(assistantSpeaking(events)).toEqual([true, false]);
    expect(events.filter((event) => event.type === "transcript").at(-1)).toMatchObject({ final: true });
  });

  it("a line the browser refuses (another app interrupted it) happens anyway, silently; the next is said", () => {
    const voice = fakeSpeech();
    const two = [...spoken, { role: "assistant" as const, pause: 100, text: "Chau" }];
    const { events } = startPreview(two, voice.open);
    vi.advanceTimersByTime(600);
    voice.lines[0]!.line.onEnd();
    vi.advanceTimersByTime(2000);
    expect(voice.lines.map(({ text }) => text)).toEqual(["Hola soy Clara de CAT", "Chau"]);
    voice.lines[1]!.line.onStart();
    voice.lines[1]!.line.onEnd();
    expect(
      events
        .filter((event) => event.type === "transcript" && event.final)
        .map((event) => event.type === "transcript" && event.text),
    ).toEqual(["Hola soy Clara de CAT", "Chau"]);
  });

  it("gives up on a voice that never starts or never ends: the call goes on, silent from then on", () => {
    const neverStarts = fakeSpeech();
    const two = [...spoken, { role: "assistant" as const, pause: 100, text: "Chau" }];
    const { events } = startPreview(two, neverStarts.open);
    vi.advanceTimersByTime(600 + 2000);
    expect(neverStarts.speech.cancel).toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(
      events
        .filter((event) => event.type === "transcript" && event.final)
        .map((event) => event.type === "transcript" && event.text),
    ).toEqual(["Hola soy Clara de CAT", "Chau"]);
    expect(neverStarts.lines).toHaveLength(1);

    const neverEnds = fakeSpeech();
    const { events: stuck } = startPreview(spoken, neverEnds.open);
    vi.advanceTimersByTime(600);
    neverEnds.lines[0]!.line.onStart();
    vi.advanceTimersByTime(2000 + 5 * 600);
    expect(neverEnds.speech.cancel).toHaveBeenCalled();
    expect(assistantSpeaking(stuck)).toEqual([true, false]);
    expect(stuck.filter((event) => event.type === "transcript").at(-1)).toMatchObject({ final: true });
  });

  it("stopping the call stops the voice: nothing said or waiting, no voice list followed", () => {
    const voice = fakeSpeech();
    const { events, call } = startPreview(spoken, voice.open);
    vi.advanceTimersByTime(600);
    voice.lines[0]!.line.onStart();
    call.stop();
    expect(voice.speech.cancel).toHaveBeenCalledTimes(1);
    expect(voice.speech.dispose).toHaveBeenCalledTimes(1);
    const seen = events.length;
    voice.lines[0]!.line.onEnd();
    vi.advanceTimersByTime(5000);
    expect(events).toHaveLength(seen);
  });
});

describe("createPreviewClient: the assistant's actions", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs a line's action after it: running, then done with the labels' field of its result, then the next line", () => {
    const acting = [
      {
        role: "assistant" as const,
        pause: 100,
        text: "Dejame ver",
        action: { tool: "consultar_agenda", ms: 1000, result: { disponible: "el martes" } },
      },
      { role: "assistant" as const, pause: 200, text: "Hay lugar" },
    ];
    const { events } = startPreview(acting);
    vi.advanceTimersByTime(500 + 100 + 100);
    const running = { type: "action", id: "preview-0", name: "consultar_agenda", status: "running" };
    expect(events.at(-1)).toEqual(running);
    vi.advanceTimersByTime(1000);
    expect(events.at(-1)).toEqual({ ...running, status: "done", outcome: "el martes" });
    vi.advanceTimersByTime(200 + 100);
    expect(events.filter((event) => event.type === "transcript").at(-1)).toMatchObject({ text: "Hay lugar" });
  });

  it("a demo agent's script: its cards' outcomes come from the agent's labels", () => {
    const labels = new Map([
      [
        "consultar_deuda",
        {
          tool: "consultar_deuda",
          running: "Consultando la deuda…",
          done: "Deuda consultada.",
          result: { field: "deuda", text: "Deuda: {resultado}" },
        },
      ],
    ]);
    const events: VoiceEvent[] = [];
    createPreviewClient(
      [
        {
          role: "assistant",
          pause: 100,
          text: "Dame un segundo",
          action: { tool: "consultar_deuda", ms: 1000, result: { deuda: "$ 48.500" } },
        },
      ],
      labels,
      timing,
    ).start(silentStream, (event) => events.push(event));
    vi.advanceTimersByTime(5000);
    expect(events.filter((event) => event.type === "action").at(-1)).toEqual({
      type: "action",
      id: "preview-0",
      name: "consultar_deuda",
      status: "done",
      outcome: "$ 48.500",
    });
  });

  it("the default script uses the assistant's three tools, as the company's agents do, each in 0.6-1.6 s with an outcome", () => {
    const actions = previewScript.flatMap((turn) => (turn.action ? [turn.action] : []));
    expect(actions.map((action) => action.tool)).toEqual([
      "consultar_agenda",
      "agendar_reunion",
      "registrar_lead",
    ]);
    for (const action of actions) {
      expect(action.ms).toBeGreaterThanOrEqual(600);
      expect(action.ms).toBeLessThanOrEqual(1600);
      // Each card ends on the outcome the owner's labels take from its result, not only its done label.
      expect(actionOutcome(action.tool, action.result, actionLabels)).toBeDefined();
    }
  });
});

describe("createPreviewClient: the booking is acted out, never real", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("plays the whole default script, its booking's card done, and never reports a booked meeting", () => {
    const { events } = startPreview(previewScript);
    vi.advanceTimersByTime(120_000);
    const done = events.flatMap((event) =>
      event.type === "action" && event.status === "done" ? [[event.name, event.outcome]] : [],
    );
    expect(done).toEqual([
      ["consultar_agenda", "el martes a las 10:00, el miércoles a las 15:30 o el jueves a las 11:00"],
      ["agendar_reunion", "el martes a las 10:00"],
      ["registrar_lead", "Te escribimos dentro de las 24 h hábiles."],
    ]);
    expect(events.filter((event) => event.type === "meeting-booked")).toEqual([]);
  });
});

describe("speechLevelAt", () => {
  it("stays within a voiced range", () => {
    for (let ms = 0; ms < 5000; ms += 37) {
      expect(speechLevelAt(ms)).toBeGreaterThanOrEqual(0.2);
      expect(speechLevelAt(ms)).toBeLessThanOrEqual(0.95);
    }
  });
});
