import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef } from "react";

import type { ChatClient, ChatConversation } from "../lib/chat-client";
import {
  canSend,
  chatReducer,
  initialChatState,
  type ChatMessageProperties,
  visitorTurns,
} from "../lib/chat-state";

type ChatOptions = {
  /** The conversation started, once per conversation (`demo_chat_start`). */
  onStart?: () => void;
  /** Each message sent (`demo_chat_message`); the page passes the analytics call. */
  onMessage?: (properties: ChatMessageProperties) => void;
};

/**
 * Runs one text conversation on a chat client: the reducer of `lib/chat-state.ts` plus the
 * effects (the client's answers, each stamped when it arrives; dropping the answer on end or leave).
 */
export function useChat(client: ChatClient, { onStart, onMessage }: ChatOptions = {}) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(performance.now()));
  const conversation = useMemo(() => client.start(), [client]);

  // Reported from here, not from the click: a chat whose code never loaded never started. The ref
  // keeps it to one per conversation when StrictMode runs the effect twice.
  const started = useRef<ChatConversation | null>(null);
  const reportStart = useEffectEvent(() => onStart?.());
  useEffect(() => {
    if (started.current === conversation) return;
    started.current = conversation;
    reportStart();
  }, [conversation]);
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
