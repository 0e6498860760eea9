/**
 * Our interface to a voice provider. The page talks only to this; the Vapi driver
 * (`lib/vapi/vapi-client.client.ts`) and the preview driver (`lib/preview/preview-client.ts`)
 * implement it.
 */
import type { ConnectStep } from "~/content/demo-cat";

import type { ActionEvent, MeetingEvent } from "../conversation/actions";

export type Speaker = "user" | "assistant";

export type VoiceEvent =
  /** While connecting: the step the setup reached. */
  | { type: "connect-step"; step: ConnectStep }
  /** The assistant is listening: the call is live. */
  | { type: "call-start" }
  /** The provider ended the call; `time_limit` when its length limit did. */
  | { type: "call-end"; reason?: "time_limit" }
  /** The speaking indicators ("Tu voz", "Asistente"). */
  | { type: "speaking"; role: Speaker; speaking: boolean }
  /**
   * The conversation's sound, 0 to 1, several times a second: the assistant's as the visitor hears
   * it, the visitor's as the assistant hears it. The assistant's meter and the response times
   * (lib/call/response-time.ts) follow it.
   */
  | { type: "level"; role: Speaker; level: number }
  /**
   * The visitor's microphone as the page hears it (lib/microphone/level-meter.ts), 0 to 1, several times a
   * second: 'No te escuchamos…' follows it.
   */
  | { type: "mic-level"; level: number }
  /** The connection became poor (`true`) or recovered. */
  | { type: "network"; poor: boolean }
  /** The call's connection dropped (`down`: 'Reconectando…') or came back (lib/vapi/connection.ts). */
  | { type: "connection"; state: "down" | "up" }
  /** The browser refused to play the assistant: the page offers a tap (`VoiceCall.resumeAudio`). */
  | { type: "audio-blocked" }
  /** The assistant can be heard again. */
  | { type: "audio-resumed" }
  /** Whether the provider's noise suppression runs; sent once it is known, again if it stops. */
  | { type: "noise-suppression"; active: boolean }
  | { type: "transcript"; role: Speaker; text: string; final: boolean }
  /** The assistant started or ended a tool call: its card in the transcript (lib/conversation/actions.ts). */
  | ActionEvent
  /** The assistant booked a real meeting (Vapi only): the card after the call opens with it. */
  | MeetingEvent
  /**
   * A Turnstile challenge asks the visitor for a click (the guard): while it shows, no provider is
   * late, the visitor is.
   */
  | { type: "challenge"; showing: boolean }
  /**
   * `detail` is already a Spanish sentence, or null when the cause is unknown. `cause`: the
   * failures the page answers with their own message and way out (docs/product.md#the-guard):
   * Turnstile could not tell a person (`unverified`), every line of Vapi's is taken (`busy`).
   */
  | { type: "error"; detail: string | null; cause?: CallFailure };

export type CallFailure = "unverified" | "limited" | "busy";

export type VoiceCall = {
  /** Ends the call, also when it is still being set up. Idempotent. */
  stop(): void;
  setMuted(muted: boolean): void;
  /**
   * Plays the assistant again after an `audio-blocked`. Call it synchronously from the tap's
   * handler: browsers let a page start playback only inside a user gesture.
   */
  resumeAudio(): void;
};

/** A start prepared in the click (`VoiceClient.prepare`), waiting for the microphone. */
export type PreparedStart = {
  /** Starts the call on the microphone, with what was prepared (as `VoiceClient.start`). */
  start: VoiceClient["start"];
  /** The microphone failed: drops what was prepared. */
  cancel(): void;
};

export type VoiceClient = {
  /**
   * Starts a call on the microphone stream the page obtained in the click handler, opened on
   * `deviceId` (the visitor's choice, null for the system default): a provider that opens its own
   * microphone opens that one too. Everything after this arrives through `onEvent`; failures never throw.
   */
  start(stream: MediaStream, onEvent: (event: VoiceEvent) => void, deviceId?: string | null): VoiceCall;
  /** Warms up whatever the first start would load (hover or focus on the button). */
  prefetch(): void;
  /**
   * Called in the click beside the microphone's request, for a driver that must first ask for
   * the call (the guard: a Turnstile token, then the site's endpoint), so the visitor's answer to
   * the prompt and that request run at once. Its failures arrive through `onEvent` at once, even
   * while the browser is still asking for the microphone.
   */
  prepare?(onEvent: (event: VoiceEvent) => void): PreparedStart;
};
