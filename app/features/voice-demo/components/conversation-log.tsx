import { useEffect, useRef } from "react";

import { callInsights, transcriptCopy } from "~/content/demo-cat";
import { joinClasses } from "~/lib/utils";

import { formatSeconds } from "../lib/call/response-time";
import type { ActionLabels } from "../lib/conversation/actions";
import { isAction, type TranscriptEntry } from "../lib/conversation/transcript";
import { ActionCard } from "./action-card";

/** How close to the bottom still counts as "following the conversation". */
const STICK_PX = 32;

export type ConversationLogProps = {
  lines: readonly TranscriptEntry[];
  /** How the answering assistant's actions read. */
  labels: ActionLabels;
  /** The id of the heading that names the log. */
  labelledBy: string;
  /** Shown until the first line. */
  empty: string;
  className?: string;
};

/**
 * A conversation as it happens, spoken or written: who said what and, for the assistant's
 * answers, 'Respondió en …', with the assistant's actions where they happened. A line still being
 * spoken or streamed, or an action still running, is hidden from screen readers, so the log
 * announces each once, complete. It follows the newest line, also when the window is resized,
 * unless the reader scrolled up to reread.
 */
export function ConversationLog({ lines, labels, labelledBy, empty, className }: ConversationLogProps) {
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  const stick = () => {
    const element = log.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  };

  useEffect(stick, [lines]);

  // A rotated phone or a resized window rewraps the lines: the newest stays in view.
  useEffect(() => {
    window.addEventListener("resize", stick);
    return () => window.removeEventListener("resize", stick);
  }, []);

  const onScroll = () => {
    const element = log.current;
    if (element)
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
  };

  return (
    <div
      ref={log}
      role="log"
      aria-labelledby={labelledBy}
      // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={onScroll}
      className={joinClasses(
        "overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        className,
      )}
    >
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {lines.map((line) =>
            isAction(line) ? (
              <li key={line.id}>
                <ActionCard action={line} labels={labels} />
              </li>
            ) : (
              <li
                key={line.id}
                className={joinClasses(
                  "flex flex-col gap-0.5",
                  line.role === "user" ? "items-end text-right" : "items-start",
                )}
              >
                <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {transcriptCopy.roles[line.role]}
                </span>
                <p
                  aria-hidden={line.final ? undefined : true}
                  className={joinClasses(
                    "max-w-[90%] rounded-lg px-3 py-2 text-sm leading-relaxed",
                    line.role === "user" ? "bg-primary/15" : "bg-secondary",
                    !line.final && "text-muted-foreground italic",
                  )}
                >
                  {line.text}
                </p>
                {line.responseMs !== undefined && (
                  <span
                    aria-hidden={line.final ? undefined : true}
                    className="text-xs text-muted-foreground tabular-nums"
                  >
                    {callInsights.responseTime(formatSeconds(line.responseMs))}
                  </span>
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
