import { CircleAlert, MessageSquareOff, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import { Button } from "~/components/ui/button";
import { chatCopy, chatErrors } from "~/content/demo-chat";

import { canSend, type ChatState } from "../lib/chat/chat-state";
import type { ActionLabels } from "../lib/conversation/actions";
import { ConversationLog } from "./conversation-log";
import { TeamLinks } from "./team-links";

type ChatPanelProps = {
  state: ChatState;
  /** How the answering assistant's actions read. */
  labels: ActionLabels;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onEnd: () => void;
};

/**
 * The text conversation: the messages with each answer's response time, the box to write in,
 * and 'Terminar conversación'. The box keeps focus and stays editable while an answer streams.
 */
export function ChatPanel({ state, labels, onDraftChange, onSend, onEnd }: ChatPanelProps) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const open = state.status === "open";

  // The visitor asked to write: the box is where they go next.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend();
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="chat-panel"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-lg shadow-black/20 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {chatCopy.heading}
      </h2>
      {/* Its height fixed from the start: the answers scroll inside it and never push the box and
          'Enviar' down while the visitor types (at most 60 % of a short screen's height). */}
      <ConversationLog
        lines={state.lines}
        labels={labels}
        labelledBy={headingId}
        empty={chatCopy.intro}
        className="h-80 max-h-[60svh]"
      />

      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {state.pending ? chatCopy.answering : open ? "" : chatCopy.ended}
      </p>

      {open && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {chatCopy.inputLabel}
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              type="text"
              value={state.draft}
              onChange={(event) => onDraftChange(event.target.value)}
              autoComplete="off"
              enterKeyHint="send"
              aria-describedby={state.error ? errorId : undefined}
              className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background/40 px-3 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:text-sm"
            />
            <Button type="submit" disabled={!canSend(state)}>
              <SendHorizontal aria-hidden="true" />
              {chatCopy.send}
            </Button>
          </div>
        </form>
      )}

      {open && (
        <Button variant="outline" onClick={onEnd} className="w-full sm:w-auto sm:self-start">
          <MessageSquareOff aria-hidden="true" />
          {chatCopy.end}
        </Button>
      )}

      {/* Last: a failed answer's message comes and goes without moving the box, 'Enviar' or
          'Terminar conversación' under the finger that aims at them again. */}
      {state.error && (
        <div
          id={errorId}
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex-1 space-y-1">
            <p className="font-semibold">{state.error}</p>
            <p className="text-muted-foreground">{chatErrors.kept}</p>
            {state.offerContact && <TeamLinks />}
          </div>
        </div>
      )}
    </section>
  );
}
