import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";

import type { ChatClient } from "../lib/chat-client";
import {
  canSend,
  chatReducer,
  initialChatState,
  type ChatMessageProperties,
  visitorTurns,
} from "../lib/chat-state";

type ChatOptions = {
  /** Each message sent (`demo_chat_message`); the page passes the analytics call. */
  onMessage?: (properties: ChatMessageProperties) => void;
};

/**
 * Runs one text conversation on a chat client: the reducer of `lib/chat-state.ts` plus the
 * effects (the client's answers, each stamped when it arrives; dropping the answer on end or leave).
 */
export function useChat(client: ChatClient, { onMessage }: ChatOptions = {}) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(performance.now()));
  const conversation = useMemo(() => client.start(), [client]);
  /** Drops the answer being streamed, if any. */
  const dropAnswer = useRef<(() => void) | null>(null);

  const setDraft = useCallback((text: string) => dispatch({ type: "draft", text }), []);

  const send = useCallback(() => {
    if (!canSend(state)) return;
    dispatch({ type: "send", at: performance.now() });
    dropAnswer.current = conversation.send(state.draft.trim(), (event) => {
      if (event.type !== "delta") dropAnswer.current = null;
      dispatch({ type: "answer", event, at: performance.now() });
    });
    onMessage?.({ turn: visitorTurns(state) + 1 });
  }, [state, conversation, onMessage]);

  const end = useCallback(() => {
    dropAnswer.current?.();
    dropAnswer.current = null;
    dispatch({ type: "end", at: performance.now() });
  }, []);

  // Leaving the page (or closing the chat) drops an answer still streaming.
  useEffect(
    () => () => {
      dropAnswer.current?.();
      dropAnswer.current = null;
    },
    [conversation],
  );

  return { state, setDraft, send, end };
}
