import { useId } from "react";

import { transcriptCopy } from "~/content/demo-cat";

import type { ActionLabels } from "../lib/conversation/actions";
import type { TranscriptEntry } from "../lib/conversation/transcript";
import { ConversationLog } from "./conversation-log";

/** The last conversation's transcript, beside the call panel: the call as it happens, or the chat just ended. */
export function TranscriptPanel({
  lines,
  labels,
}: {
  lines: readonly TranscriptEntry[];
  labels: ActionLabels;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {transcriptCopy.heading}
      </h2>
      <ConversationLog
        lines={lines}
        labels={labels}
        labelledBy={headingId}
        empty={transcriptCopy.empty}
        className="mt-3 max-h-72"
      />
    </section>
  );
}
