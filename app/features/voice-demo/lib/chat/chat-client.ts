/**
 * Our interface to a text conversation with the assistant ('Prefiero escribir',
 * docs/product.md#every-visitor-can-try-it). The page talks only to this; Vapi's web chat
 * (`lib/vapi/vapi-chat.client.ts`) and the preview's scripted answers
 * (`lib/preview/preview-chat.ts`) implement it.
 */
import type { ActionEvent } from "../conversation/actions";

export type ChatEvent =
  /** The next piece of the answer, in order; the first one ends the response time. */
  | { type: "delta"; text: string }
  /** The answer is complete. Nothing more arrives for this message. */
  | { type: "done" }
  /**
   * The assistant started or ended a tool call while answering: its card in the conversation
   * (lib/conversation/actions.ts). One still running when the answer is complete failed.
   */
  | ActionEvent
  /**
   * The answer failed; `message` is already a Spanish sentence. Nothing more arrives for this
   * message. `offerContact`: the guard's Turnstile could not tell a person, so the page offers
   * WhatsApp and the contact section too.
   */
  | { type: "error"; message: string; offerContact?: boolean };

export type ChatConversation = {
  /**
   * Sends the visitor's message, once the previous answer is over; its answer arrives through
   * `onEvent`. Failures never throw. Returns a function that drops the answer: no more events,
   * and the request is aborted ('Terminar conversación', leaving the page).
   */
  send(text: string, onEvent: (event: ChatEvent) => void): () => void;
};

export type ChatClient = {
  /** A new conversation: each keeps its own context, as one call does. */
  start(): ChatConversation;
};
