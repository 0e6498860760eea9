import { useEffect, useId, useRef } from "react";

import { callInsights, transcriptCopy } from "~/content/demo-cat";
import { cn } from "~/lib/utils";

import { formatSeconds } from "../lib/response-time";
import type { TranscriptLine } from "../lib/transcript";

/** How close to the bottom still counts as "following the conversation". */
const STICK_PX = 32;

export function TranscriptPanel({ lines }: { lines: TranscriptLine[] }) {
  const headingId = useId();
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    const element = log.current;
    // A reader who scrolled up to reread keeps their place; otherwise follow the newest line.
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [lines]);

  const onScroll = () => {
    const element = log.current;
    if (element)
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {transcriptCopy.heading}
      </h2>
      <div
        ref={log}
        role="log"
        aria-labelledby={headingId}
        // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        className="mt-3 max-h-72 overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{transcriptCopy.empty}</p>
        ) : (
          <ol className="space-y-3">
            {lines.map((line) => (
              <li
                key={line.id}
                className={cn(
                  "flex flex-col gap-0.5",
                  line.role === "user" ? "items-end text-right" : "items-start",
                )}
              >
                <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {transcriptCopy.roles[line.role]}
                </span>
                {/* Partials are hidden from screen readers: the log announces each line once, final. */}
                <p
                  aria-hidden={line.final ? undefined : true}
                  className={cn(
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
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
