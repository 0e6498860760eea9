/**
 * Response time as the visitor lives it (docs/product.md#a-real-call-in-the-field): from the end
 * of the visitor's speech on their own microphone to the assistant's first sound. A pure function
 * of the two level sequences (0 to 1, each sample stamped in ms) and of the mute.
 */
import { SPEECH_HOLD_MS, SPEAKING_THRESHOLD } from "../microphone/speech-detector";
import type { Speaker } from "./voice-client";

export type ResponseInput =
  { type: "level"; role: Speaker; level: number } | { type: "mute"; muted: boolean };

export type ResponseClock = {
  /** The visitor's last sound, or null when the mute wiped it: the end of the speech awaiting an answer. */
  visitorLastSound: number | null;
  /** The assistant's last sound; -Infinity before its first. */
  assistantLastSound: number;
  muted: boolean;
};

export const idleClock: ResponseClock = {
  visitorLastSound: null,
  assistantLastSound: -Infinity,
  muted: false,
};

const isSound = (level: number) => level > SPEAKING_THRESHOLD;

/**
 * Advances the clock by one input at `at`; `measuredMs` is set when the assistant's sound answers
 * the visitor's speech. An answer counts when:
 * - the assistant has been heard before (its first sound is the greeting, which answers nobody);
 * - the visitor spoke after the assistant's last sound (else the sound continues an answer);
 * - the assistant had been quiet for the speaking indicator's hangover when the visitor stopped:
 *   speech that ends over the assistant's (a backchannel, a short barge-in) has no clear end.
 * The end is the visitor's last sound: a pause shorter than the hangover that the assistant fills
 * is lived as an answer, so it counts from the start of the pause. Muting wipes the pending end,
 * since the silence a mute causes is not the end of the speech.
 */
export function stepResponseClock(
  clock: ResponseClock,
  input: ResponseInput,
  at: number,
): { clock: ResponseClock; measuredMs: number | null } {
  if (input.type === "mute") {
    return { clock: { ...clock, muted: input.muted, visitorLastSound: null }, measuredMs: null };
  }
  if (!isSound(input.level)) return { clock, measuredMs: null };
  if (input.role === "user") {
    // A muted track feeds silence anyway; a level that still arrives is not the visitor's voice.
    if (clock.muted) return { clock, measuredMs: null };
    return { clock: { ...clock, visitorLastSound: at }, measuredMs: null };
  }
  const { visitorLastSound, assistantLastSound } = clock;
  const answered =
    assistantLastSound !== -Infinity &&
    visitorLastSound !== null &&
    visitorLastSound - assistantLastSound >= SPEECH_HOLD_MS;
  return {
    clock: { ...clock, assistantLastSound: at },
    measuredMs: answered ? Math.max(0, at - visitorLastSound) : null,
  };
}

/** Every response time of a sequence of stamped inputs, in order. */
export function measureResponseTimes(inputs: readonly { input: ResponseInput; at: number }[]): number[] {
  const measured: number[] = [];
  let clock = idleClock;
  for (const { input, at } of inputs) {
    const step = stepResponseClock(clock, input, at);
    clock = step.clock;
    if (step.measuredMs !== null) measured.push(step.measuredMs);
  }
  return measured;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The slowest response of the call, or null when none was measured. */
export function slowest(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.max(...values);
}

/** Milliseconds as seconds with one decimal and a decimal comma: 845 → "0,8". */
export function formatSeconds(ms: number): string {
  return (Math.round(ms / 100) / 10).toFixed(1).replace(".", ",");
}
