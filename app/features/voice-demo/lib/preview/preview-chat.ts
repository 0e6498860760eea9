/** The preview's chat driver: scripted answers where Vapi's web chat would answer. */
import { actionLabels } from "~/content/demo-cat";
import { chatPreviewAnswers, type PreviewAnswer, type PreviewAnswers } from "~/content/demo-chat";

import { actionDone, type ActionLabels } from "../conversation/actions";
import type { ChatClient, ChatEvent } from "../chat/chat-client";

/** Time between two streamed pieces of an answer, so it appears like a model typing. */
const PIECE_MS = 60;
/** Words per streamed piece. */
const PIECE_WORDS = 2;

/**
 * The preview's text conversation (docs/product.md#every-visitor-can-try-it): scripted answers,
 * CAT's assistant's or a demo agent's (with its `labels`), one per message in order, streamed after the script's delay, like Vapi's chat answers; an
 * answer with an action shows its card first, running then done
 * (docs/product.md#the-agent-at-work).
 */
export function createPreviewChatClient(
  answers: PreviewAnswers<string> = chatPreviewAnswers,
  labels: ActionLabels = actionLabels,
  pieceMs = PIECE_MS,
): ChatClient {
  return {
    start() {
      let sent = 0;
      return {
        send(_text, onEvent) {
          // After the script, its last answer again.
          const answer = answers[Math.min(sent, answers.length - 1)] ?? answers[0];
          sent += 1;
          const id = `preview-chat-${sent}`;
          let timer: number | undefined;
          let open = true;
          const emit = (event: ChatEvent) => {
            if (open) onEvent(event);
          };
          const words = answer.text.split(" ");
          let spoken = 0;
          const step = () => {
            const piece = words.slice(spoken, spoken + PIECE_WORDS).join(" ");
            emit({ type: "delta", text: spoken === 0 ? piece : ` ${piece}` });
            spoken += PIECE_WORDS;
            if (spoken < words.length) timer = window.setTimeout(step, pieceMs);
            else emit({ type: "done" });
          };
          const act = (action: NonNullable<PreviewAnswer<string>["action"]>) => {
            emit({ type: "action", id, name: action.tool, status: "running" });
            timer = window.setTimeout(() => {
              emit(actionDone(id, action.tool, action.result, labels));
              step();
            }, action.ms);
          };
          const { action } = answer;
          timer = window.setTimeout(() => (action ? act(action) : step()), answer.delayMs);
          return () => {
            open = false;
            window.clearTimeout(timer);
          };
        },
      };
    },
  };
}
