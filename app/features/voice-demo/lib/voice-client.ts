/**
 * Our interface to a voice provider. The page talks only to this; the Vapi driver
 * (`vapi-client.client.ts`) and the preview driver (`preview-client.ts`) implement it.
 */
export type Speaker = "user" | "assistant";

export type VoiceEvent =
  /** The assistant is listening: the call is live. */
  | { type: "call-start" }
  | { type: "call-end" }
  | { type: "speaking"; role: Speaker; speaking: boolean }
  /** The assistant's output level, 0 to 1. */
  | { type: "assistant-level"; level: number }
  | { type: "transcript"; role: Speaker; text: string; final: boolean }
  /** `detail` is already a Spanish sentence, or null when the cause is unknown. */
  | { type: "error"; detail: string | null };

export type VoiceCall = {
  /** Ends the call, also when it is still being set up. Idempotent. */
  stop(): void;
  setMuted(muted: boolean): void;
};

export type VoiceClient = {
  /**
   * Starts a call on the microphone stream the page obtained in the click handler.
   * Everything after this arrives through `onEvent`; failures never throw.
   */
  start(stream: MediaStream, onEvent: (event: VoiceEvent) => void): VoiceCall;
  /** Warms up whatever the first start would load (hover or focus on the button). */
  prefetch(): void;
};
