import {
  CalendarCheck,
  CircleCheck,
  CircleX,
  CopyIcon,
  DownloadIcon,
  MessageCircleIcon,
  TimerOffIcon,
  UsersRound,
} from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { Toaster } from "~/components/ui/sonner";
import { bookDemoLabel } from "~/content/booking";
import { callInsights } from "~/content/demo-cat";
import { postCallCopy } from "~/content/post-call";
import { sectionIds } from "~/content/sections";
import { agentChoicePath, pagePaths } from "~/lib/paths";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { type ActionLabels, actionText } from "../lib/conversation/actions";
import { type AgentDemo, agentName } from "../lib/conversation/demo-agent";
import { formatCallTime } from "../lib/call/call-time";
import type { ConversationSummary } from "../lib/conversation/conversation-summary";
import { formatSeconds } from "../lib/call/response-time";
import { isAction, type TranscriptEntry } from "../lib/conversation/transcript";
import { transcriptFile, type TranscriptFile } from "../lib/conversation/transcript-file";
import { DemoFeedback } from "./demo-feedback";

export type PostCallCardProps = {
  summary: ConversationSummary;
  transcript: readonly TranscriptEntry[];
  /** How the answering assistant's actions read. */
  labels: ActionLabels;
  /** The demo agent who answered (`/demo-cat/<slug>/`); none for CAT's assistant. */
  agent?: AgentDemo;
  /**
   * The scheduler's link when booking is configured (composed by the route): 'Agendar una reunión'
   * after CAT's assistant, left out once it has booked the meeting itself; 'Reservar demo' after a
   * demo agent.
   */
  booking?: React.ReactElement;
  /** Move focus to the card as it appears: the control that ended the conversation is gone. */
  focusOnMount?: boolean;
};

/**
 * The card's own toasts: the contact dialog brings a toaster of its own, and a toast must show
 * once, not once per toaster.
 */
const TOASTER_ID = "post-call";

function saveFile({ name, text }: TranscriptFile) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // The download has taken the file by the next task; keeping the URL would hold the text in memory.
  window.setTimeout(() => URL.revokeObjectURL(url));
}

/** A card's highlighted group of ways onward: its heading, a sentence, then its buttons. */
function ConversionGroup({
  heading,
  body,
  children,
}: {
  heading: string;
  body: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-bold text-balance">
        {heading}
      </h3>
      <p className="text-sm text-pretty text-muted-foreground">{body}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
    </div>
  );
}

/**
 * The ways from CAT's demo to the team (docs/product.md#what-sells-the-demo): WhatsApp, the
 * scheduler when configured and the assistant booked nothing, and the contact section.
 */
function TeamConversion({
  booking,
  onClick,
}: {
  booking?: React.ReactElement;
  onClick: (name: "whatsapp" | "booking" | "contact") => void;
}) {
  return (
    <ConversionGroup heading={postCallCopy.conversionHeading} body={postCallCopy.conversionBody}>
      <Button asChild>
        <a
          href={site.whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onClick("whatsapp")}
        >
          <MessageCircleIcon aria-hidden="true" />
          {postCallCopy.whatsapp}
        </a>
      </Button>
      {booking && (
        <Button asChild variant="secondary" onClick={() => onClick("booking")}>
          {booking}
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={`${pagePaths.home}#${sectionIds.contact}`} onClick={() => onClick("contact")}>
          {postCallCopy.contact}
        </Link>
      </Button>
    </ConversionGroup>
  );
}

/**
 * What a demo agent's card opens with (docs/product.md#an-agent-for-every-area): 'Reservar demo'
 * (the scheduler when configured, else the landing's contact section) and 'Probar otro agente'
 * (the choice of agents on `/demo-cat/`).
 */
function AgentConversion({
  booking,
  onClick,
}: {
  booking?: React.ReactElement;
  onClick: (name: "booking" | "other_agent") => void;
}) {
  const { agentConversion } = postCallCopy;
  return (
    <ConversionGroup heading={agentConversion.heading} body={agentConversion.body}>
      {booking ? (
        <Button asChild onClick={() => onClick("booking")}>
          {booking}
        </Button>
      ) : (
        <Button asChild>
          <Link to={`${pagePaths.home}#${sectionIds.contact}`} onClick={() => onClick("booking")}>
            {bookDemoLabel}
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={agentChoicePath} onClick={() => onClick("other_agent")}>
          <UsersRound aria-hidden="true" />
          {agentConversion.otherAgent}
        </Link>
      </Button>
    </ConversionGroup>
  );
}

/**
 * After 'Llamada finalizada' or 'Terminar conversación': the meeting the assistant booked, if it
 * did, what the conversation was (duration, turns, response time), what the assistant did, the
 * transcript to keep, the ways from the demo to a conversation with the team, and the visitor's
 * rating. After a demo agent's, the way to an agent of one's own comes first.
 */
export function PostCallCard({
  summary,
  transcript,
  labels,
  agent,
  booking,
  focusOnMount = false,
}: PostCallCardProps) {
  const headingId = useId();
  const actionsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const about = agentName(agent);
  const file = () => transcriptFile(transcript, new Date(), { labels, agent });
  // The conversation is over: every action has ended (closeTranscript).
  const actions = transcript.filter(isAction);
  const hasTurns = actions.length > 0 || transcript.some((line) => !isAction(line) && line.final);
  const chat = summary.kind === "chat";
  // Only CAT's assistant books: an agent's card never says a meeting was booked.
  const meeting = agent ? null : summary.meeting;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  async function copy() {
    try {
      // navigator.clipboard is missing on insecure origins: the TypeError lands in the catch too.
      await navigator.clipboard.writeText(file().text);
      toast.success(postCallCopy.copied, { toasterId: TOASTER_ID });
      track("demo_transcript_copy", { agent: about });
    } catch {
      toast.error(postCallCopy.copyFailed, {
        description: postCallCopy.copyFailedHint,
        toasterId: TOASTER_ID,
      });
    }
  }

  function download() {
    saveFile(file());
    track("demo_transcript_download", { agent: about });
  }

  const responseTime = (ms: number | null) =>
    ms === null ? postCallCopy.stats.notMeasured : callInsights.secondsValue(formatSeconds(ms));
  const stats = [
    { label: postCallCopy.stats.duration, value: formatCallTime(summary.seconds) },
    { label: postCallCopy.stats.assistantTurns, value: String(summary.assistantTurns) },
    { label: postCallCopy.stats.medianResponse, value: responseTime(summary.medianResponseMs) },
    { label: postCallCopy.stats.slowestResponse, value: responseTime(summary.slowestResponseMs) },
  ];

  // One box for the card and its toaster, whose (empty) region must not take a row of the layout.
  return (
    <div data-slot="post-call-card">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-lg shadow-black/20 sm:p-6"
      >
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-bold outline-none">
          {chat ? postCallCopy.chatHeading : postCallCopy.heading}
        </h2>

        {agent && (
          <AgentConversion
            booking={booking}
            onClick={(name) => track("demo_cta_click", { agent: about, name })}
          />
        )}

        {meeting !== null && (
          <p className="-mt-1 flex gap-2 rounded-lg border border-success/50 bg-success/10 px-3 py-2.5 text-sm font-semibold text-pretty">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {postCallCopy.meetingBooked(meeting)}
          </p>
        )}

        {summary.endedByLimit && (
          <p className="-mt-2 flex gap-2 text-sm text-muted-foreground">
            <TimerOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {postCallCopy.endedByLimit}
          </p>
        )}

        <div className="flex flex-col gap-2">
          <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex items-baseline justify-between gap-3 rounded-lg bg-secondary/60 px-3 py-2 sm:flex-col sm:justify-start sm:gap-1 sm:py-3"
              >
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-lg font-bold tabular-nums sm:text-xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          {summary.medianResponseMs !== null && (
            <p className="text-xs text-pretty text-muted-foreground">
              {chat ? postCallCopy.chatMeasuredHow : callInsights.measuredHow}
            </p>
          )}
        </div>

        {actions.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 id={actionsId} className="text-base font-bold">
              {postCallCopy.actionsHeading}
            </h3>
            <ol aria-labelledby={actionsId} className="flex flex-col gap-1.5 text-sm">
              {actions.map((action) => (
                <li key={action.id} className="flex gap-2">
                  {action.status === "failed" ? (
                    <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                  ) : (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  )}
                  {actionText(action, labels)}
                </li>
              ))}
            </ol>
          </div>
        )}

        {hasTurns && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" className="sm:flex-1" onClick={copy}>
              <CopyIcon aria-hidden="true" />
              {postCallCopy.copy}
            </Button>
            <Button variant="outline" className="sm:flex-1" onClick={download}>
              <DownloadIcon aria-hidden="true" />
              {postCallCopy.download}
            </Button>
          </div>
        )}

        {!agent && (
          <TeamConversion
            booking={meeting === null ? booking : undefined}
            onClick={(name) => track("demo_cta_click", { agent: about, name })}
          />
        )}

        <DemoFeedback onSubmit={(properties) => track("demo_feedback", { ...properties, agent: about })} />
      </section>
      <Toaster id={TOASTER_ID} containerAriaLabel={postCallCopy.toasts} />
    </div>
  );
}
