/**
 * Response time (PRODUCT.md): from the end of the visitor's turn to the start of the
 * assistant's. A pure function of the call's events, each stamped with the time it arrived.
 */
export type ResponseInput =
  | { type: "visitor-turn"; speaking: boolean }
  | { type: "assistant-speaking"; speaking: boolean }
  | { type: "mute"; muted: boolean };

export type ResponseClock = {
  visitorSpeaking: boolean;
  assistantSpeaking: boolean;
  muted: boolean;
  /** When the visitor's last turn ended, while the assistant has not answered it yet. */
  visitorEndedAt: number | null;
};

export const idleClock: ResponseClock = {
  visitorSpeaking: false,
  assistantSpeaking: false,
  muted: false,
  visitorEndedAt: null,
};

/** Advances the clock by one input; `measuredMs` is set when the assistant starts answering a turn. */
export function stepResponseClock(
  clock: ResponseClock,
  input: ResponseInput,
  at: number,
): { clock: ResponseClock; measuredMs: number | null } {
  switch (input.type) {
    case "mute":
      return { clock: { ...clock, muted: input.muted }, measuredMs: null };
    case "visitor-turn": {
      if (input.speaking) {
        // Speaking again before the answer: the response counts from this turn's end.
        return { clock: { ...clock, visitorSpeaking: true, visitorEndedAt: null }, measuredMs: null };
      }
      // Silence caused by the mute, or a turn over the assistant's speech, has no clear end.
      const measurable = clock.visitorSpeaking && !clock.muted && !clock.assistantSpeaking;
      return {
        clock: { ...clock, visitorSpeaking: false, visitorEndedAt: measurable ? at : null },
        measuredMs: null,
      };
    }
    case "assistant-speaking": {
      if (!input.speaking) return { clock: { ...clock, assistantSpeaking: false }, measuredMs: null };
      if (clock.assistantSpeaking) return { clock, measuredMs: null };
      const answered = clock.visitorEndedAt !== null && !clock.visitorSpeaking;
      return {
        clock: { ...clock, assistantSpeaking: true, visitorEndedAt: null },
        measuredMs: answered ? Math.max(0, at - clock.visitorEndedAt!) : null,
      };
    }
  }
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

/** Milliseconds as seconds with one decimal and a decimal comma: 845 → "0,8". */
export function formatSeconds(ms: number): string {
  return (Math.round(ms / 100) / 10).toFixed(1).replace(".", ",");
}
