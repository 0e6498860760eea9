import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";

import type { DemoAgentName } from "~/lib/analytics";

import { trackEach } from "../lib/conversation/analytics-events";
import { chatEvents } from "../lib/chat/chat-analytics";
import type { ChatClient, ChatConversation } from "../lib/chat/chat-client";
import { canSend, chatReducer, type ChatState, initialChatState } from "../lib/chat/chat-state";

/**
 * Runs one text conversation on a chat client: the reducer of `lib/chat/chat-state.ts` plus the
 * effects (the client's answers, each stamped when it arrives; dropping the answer on end or
 * leave; the analytics of `lib/chat/chat-analytics.ts`, about `agent`).
 */
export function useChat(client: ChatClient, agent: DemoAgentName) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(performance.now()));
  const conversation = useMemo(() => client.start(), [client]);

  // Reported from the rendered state, not from clicks: a chat whose code never loaded never
  // started. A new conversation starts afresh; StrictMode's second run finds nothing new.
  const reported = useRef<{ conversation: ChatConversation; state: ChatState } | null>(null);
  useEffect(() => {
    const previous = reported.current?.conversation === conversation ? reported.current.state : null;
    reported.current = { conversation, state };
    trackEach(chatEvents(previous, state, agent));
  }, [conversation, state, agent]);

  /** Drops the answer being streamed, if any. */
  const dropAnswer = useRef<(() => void) | null>(null);

  const setDraft = useCallback((text: string) => dispatch({ type: "draft", text }), []);

  const send = useCallback(() => {
    if (!canSend(state)) return;
    dispatch({ type: "send", at: performance.now() });
    dropAnswer.current = conversation.send(state.draft.trim(), (event) => {
      // The answer is over: nothing left to drop.
      if (event.type === "done" || event.type === "error") dropAnswer.current = null;
      dispatch({ type: "answer", event, at: performance.now() });
    });
  }, [state, conversation]);

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
