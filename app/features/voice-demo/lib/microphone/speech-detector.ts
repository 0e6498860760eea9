/** Whether the visitor is speaking, from the microphone's levels: the threshold and the hangover. */
/** The level (0 to 1) above which the microphone hears speech, not room noise. */
export const SPEAKING_THRESHOLD = 0.02;

/** The hangover: speech goes on through pauses shorter than this (between words, for breath). */
export const SPEECH_HOLD_MS = 1000;

/**
 * Turns a stream of levels into speaking on/off, the way the Vapi SDK does for the
 * assistant: speaking above the threshold, silent `holdMs` after the last sound
 * (docs/product.md#timings-and-sizes).
 */
export function createSpeechDetector({ threshold = SPEAKING_THRESHOLD, holdMs = SPEECH_HOLD_MS } = {}) {
  let speaking = false;
  let lastSound = -Infinity;
  /** Returns the new state when it changed, otherwise null. */
  return function update(level: number, now: number): boolean | null {
    if (level > threshold) lastSound = now;
    const next = now - lastSound < holdMs;
    if (next === speaking) return null;
    speaking = next;
    return next;
  };
}
