// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createPreviewClient, speechLevelAt } from "./preview-client";
import { measureResponseTimes } from "./response-time";
import type { VoiceEvent } from "./voice-client";

const script = [
  { role: "assistant" as const, pause: 100, text: "Hola soy Clara" },
  // As in the real script, the visitor speaks over a second after the assistant's last sound.
  { role: "user" as const, pause: 1200, text: "Hola" },
];
const timing = { connectMs: 500, wordMs: 50, levelMs: 100 };
/** jsdom has no media devices; a stream without tracks gives the level meter nothing to open. */
const silentStream = { getAudioTracks: () => [], getTracks: () => [] } as unknown as MediaStream;

describe("createPreviewClient", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("connects, then speaks each turn with partial then final transcripts", () => {
    const events: VoiceEvent[] = [];
    createPreviewClient(script, timing).start(silentStream, (event) => events.push(event));
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
    const events: VoiceEvent[] = [];
    const call = createPreviewClient(script, timing).start(silentStream, (event) => events.push(event));
    expect(events).toContainEqual({ type: "noise-suppression", active: false });
    expect(() => call.resumeAudio()).not.toThrow();
  });

  it("simulates response times from the script: the assistant's pause after the visitor's turn", () => {
    const stamped: { event: VoiceEvent; at: number }[] = [];
    const answered = [...script, { role: "assistant" as const, pause: 850, text: "Claro" }];
    createPreviewClient(answered, timing).start(silentStream, (event) =>
      stamped.push({ event, at: Date.now() }),
    );
    vi.advanceTimersByTime(5000);
    const inputs = stamped.flatMap(({ event, at }) => (event.type === "level" ? [{ input: event, at }] : []));
    // The greeting answers nobody; the answer to the visitor's turn comes after the script's pause.
    expect(measureResponseTimes(inputs)).toEqual([850]);
  });

  it("emits nothing once stopped, even mid-turn", () => {
    const events: VoiceEvent[] = [];
    const call = createPreviewClient(script, timing).start(silentStream, (event) => events.push(event));
    vi.advanceTimersByTime(650);
    const seen = events.length;
    call.stop();
    vi.advanceTimersByTime(5000);
    expect(events).toHaveLength(seen);
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
