/**
 * Our interface to a voice provider. The page talks only to this; the Vapi driver
 * (`vapi-client.client.ts`) and the preview driver (`preview-client.ts`) implement it.
 */
import type { ConnectStep } from "~/content/demo-cat";

export type Speaker = "user" | "assistant";

export type VoiceEvent =
  /** While connecting: the step the setup reached. */
  | { type: "connect-step"; step: ConnectStep }
  /** The assistant is listening: the call is live. */
  | { type: "call-start" }
  /** The provider ended the call; `time_limit` when its length limit did. */
  | { type: "call-end"; reason?: "time_limit" }
  /** The speaking indicators ("Tu voz", "Asistente"); the assistant's start also ends a response time. */
  | { type: "speaking"; role: Speaker; speaking: boolean }
  /** The visitor's turns as the provider hears them: response times count from a turn's end. */
  | { type: "visitor-turn"; speaking: boolean }
  /** The assistant's output level, 0 to 1. */
  | { type: "assistant-level"; level: number }
  /** The visitor's microphone level, 0 to 1, several times a second: 'No te escuchamos…' follows it. */
  | { type: "mic-level"; level: number }
  /** The connection became poor (`true`) or recovered. */
  | { type: "network"; poor: boolean }
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
