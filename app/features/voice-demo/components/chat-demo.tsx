import { useEffect, useEffectEvent } from "react";

import type { DemoAgentName } from "~/lib/analytics";

import { useChat } from "../hooks/use-chat";
import type { ChatClient } from "../lib/chat/chat-client";
import { chatSummary } from "../lib/chat/chat-state";
import type { ActionLabels } from "../lib/conversation/actions";
import type { ConversationOutcome } from "../lib/conversation/demo-view";
import { ChatPanel } from "./chat-panel";

export type ChatDemoProps = {
  /** This visit's chat driver (`Drivers.chat`): Vapi's chat when Vapi answers calls, else the preview's. */
  client: ChatClient;
  /** Whom the conversation's events are about: `cat`, or the demo agent's slug. */
  agent: DemoAgentName;
  /** How the answering assistant's actions read. */
  labels: ActionLabels;
  /** 'Terminar conversación' was pressed: the page shows the card after the conversation. */
  onEnd?: (outcome: ConversationOutcome) => void;
};

/**
 * 'Prefiero escribir': a text conversation with the same assistant. The page imports this module
 * lazily, so the chat's code (its state, its panel) loads when asked for.
 */
export function ChatDemo({ client, agent, labels, onEnd }: ChatDemoProps) {
  const { state, setDraft, send, end } = useChat(client, agent);
  const ended = state.status === "ended";

  const reportEnd = useEffectEvent(() => onEnd?.({ summary: chatSummary(state), transcript: state.lines }));
  useEffect(() => {
    if (ended) reportEnd();
  }, [ended]);

  return <ChatPanel state={state} labels={labels} onDraftChange={setDraft} onSend={send} onEnd={end} />;
}
