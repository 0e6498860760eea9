import {
  callControls,
  callInsights,
  callStatusLabels,
  connectStepLabels,
  type CallStatus,
  type ConnectStep,
} from "~/content/demo-cat";
import { joinClasses } from "~/lib/utils";

import { formatCallTime } from "../lib/call/call-time";

const dotColours: Record<CallStatus, string> = {
  idle: "bg-muted-foreground",
  initializing: "bg-warning",
  connecting: "bg-warning",
  active: "bg-success",
  ended: "bg-muted-foreground",
  error: "bg-destructive",
};

type CallStatusPillProps = {
  status: CallStatus;
  seconds: number;
  connectStep: ConnectStep | null;
  /** A live call whose connection is down: 'Reconectando…' instead of the running time. */
  reconnecting: boolean;
};

/**
 * The status pill and, while connecting, the step under it. Both are one polite live region,
 * so a step is announced with the status instead of competing with it. The running time is
 * hidden from it (announcing every second would drown the conversation) and offered to screen
 * readers as a separate timer.
 */
export function CallStatusPill({ status, seconds, connectStep, reconnecting }: CallStatusPillProps) {
  const time = formatCallTime(seconds);
  const step = status === "connecting" && connectStep ? connectStepLabels[connectStep] : null;
  const dropped = status === "active" && reconnecting;
  return (
    <div className="flex flex-col items-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-2">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background/60 px-4 py-1.5 text-sm font-semibold tabular-nums">
          <span
            aria-hidden="true"
            className={joinClasses("size-2 rounded-full", dropped ? "bg-warning" : dotColours[status])}
          />
          {dropped ? (
            <span>{callInsights.reconnecting}</span>
          ) : (
            <span>
              {callStatusLabels[status]}
              {status === "active" && <span aria-hidden="true"> - {time}</span>}
            </span>
          )}
        </p>
        {/* Its line is kept when empty: a step coming and going would move the call button. */}
        <p className="min-h-5 text-sm text-muted-foreground">{step}</p>
      </div>
      {status === "active" && (
        <span role="timer" className="sr-only">
          {callControls.timerLabel}: {time}
        </span>
      )}
    </div>
  );
}
