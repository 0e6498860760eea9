import { CircleAlert } from "lucide-react";

import { Button } from "~/components/ui/button";
import { typeInsteadCopy } from "~/content/demo-microphone";

import { summarize } from "../lib/conversation/conversation-summary";
import type { ChatDemoProps } from "./chat-demo";

/**
 * In place of the text conversation when its code or its driver's cannot load (offline, or a new
 * version of the site replaced it): says so, and goes back to the call with nothing to summarize.
 */
export function ChatUnavailable({ onEnd }: Pick<ChatDemoProps, "onEnd">) {
  const back = () =>
    onEnd?.({ summary: summarize("chat", { seconds: 0, lines: [], responseTimesMs: [] }), transcript: [] });
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-destructive/50 bg-destructive/10 p-5 text-sm sm:p-6"
    >
      <p className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        {typeInsteadCopy.unavailable}
      </p>
      <Button variant="outline" onClick={back}>
        {typeInsteadCopy.back}
      </Button>
    </div>
  );
}
