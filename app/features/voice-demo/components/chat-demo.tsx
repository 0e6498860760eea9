import { useEffect, useEffectEvent } from "react";

import { useChat } from "../hooks/use-chat";
import { useChatClient } from "../hooks/use-chat-client";
import { chatSummary } from "../lib/chat-state";
import type { ConversationOutcome } from "../lib/demo-view";
import type { DriverKind } from "../lib/driver";
import { ChatPanel } from "./chat-panel";

export type ChatDemoProps = {
  /** The voice driver of this visit: Vapi's chat when Vapi answers calls, else the preview's. */
  driver: DriverKind;
  /** 'Terminar conversación' was pressed: the page shows the card after the conversation. */
  onEnd?: (outcome: ConversationOutcome) => void;
};

/**
 * 'Prefiero escribir': a text conversation with the same assistant. The page imports this module
 * lazily, so the chat's code (its state, both drivers, the stream reader) loads when asked for.
 */
export function ChatDemo({ driver, onEnd }: ChatDemoProps) {
  const client = useChatClient(driver);
  const { state, setDraft, send, end } = useChat(client);
  const ended = state.status === "ended";

  const reportEnd = useEffectEvent(() => onEnd?.({ summary: chatSummary(state), transcript: state.lines }));
  useEffect(() => {
    if (ended) reportEnd();
  }, [ended]);

  return <ChatPanel state={state} onDraftChange={setDraft} onSend={send} onEnd={end} />;
}
