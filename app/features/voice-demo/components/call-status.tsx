import { callControls, callStatusLabels, type CallStatus } from "~/content/demo-cat";
import { cn } from "~/lib/utils";

import { formatCallTime } from "../lib/call-time";

const dotColours: Record<CallStatus, string> = {
  idle: "bg-muted-foreground",
  initializing: "bg-warning",
  connecting: "bg-warning",
  active: "bg-success",
  ended: "bg-muted-foreground",
  error: "bg-destructive",
};

/**
 * The status pill. It is a polite live region announcing state changes; the running
 * time is hidden from it (announcing every second would drown the conversation) and
 * offered to screen readers as a separate timer.
 */
export function CallStatusPill({ status, seconds }: { status: CallStatus; seconds: number }) {
  const time = formatCallTime(seconds);
  return (
    <div className="flex flex-col items-center">
      <p
        role="status"
        aria-live="polite"
        className="inline-flex items-center gap-2 rounded-full border border-border bg-background/60 px-4 py-1.5 text-sm font-semibold tabular-nums"
      >
        <span aria-hidden="true" className={cn("size-2 rounded-full", dotColours[status])} />
        <span>
          {callStatusLabels[status]}
          {status === "active" && <span aria-hidden="true"> - {time}</span>}
        </span>
      </p>
      {status === "active" && (
        <span role="timer" className="sr-only">
          {callControls.timerLabel}: {time}
        </span>
      )}
    </div>
  );
}
