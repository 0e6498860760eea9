import { FlaskConical } from "lucide-react";
import { Suspense, useEffect } from "react";

import { demoPage } from "~/content/demo-cat";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";

import { useVoiceCall } from "../hooks/use-voice-call";
import type { CallState } from "../lib/call-state";
import { useVoiceClient } from "../hooks/use-voice-client";
import { median, slowest } from "../lib/response-time";
import { CallPanel } from "./call-panel";
import { DemoFooter } from "./demo-footer";
import { DemoHeader } from "./demo-header";
import { InstructionsCard } from "./instructions-card";
import type { CallSummary, PostCallCardProps } from "./post-call-card";
import { TranscriptPanel } from "./transcript-panel";

/**
 * The post-call card (and its toasts) is fetched during the call, not with the page. If its code
 * cannot load, the page stays as it is without it.
 */
const PostCallCard = lazyWithFallback<PostCallCardProps>(
  () => import("./post-call-card").then((module) => module.PostCallCard),
  () => null,
  { feature: "voice-demo", source: "post-call-card" },
);

function callSummary(state: CallState): CallSummary {
  return {
    seconds: state.endedAfter ?? 0,
    assistantTurns: state.transcript.filter((line) => line.role === "assistant" && line.final).length,
    medianResponseMs: median(state.responseTimesMs),
    slowestResponseMs: slowest(state.responseTimesMs),
    endedByLimit: state.endReason === "time_limit",
  };
}

type VoiceDemoPageProps = {
  /** 'Agendar una reunión' for the card after a call, when booking is configured. */
  booking?: React.ReactElement;
  /**
   * Makes the card's WhatsApp link device-aware like the landing's (features/contact). Rendered
   * from the first call on, so it is ready when the card appears.
   */
  contactDialog?: React.ReactNode;
};

export function VoiceDemoPage({ booking, contactDialog }: VoiceDemoPageProps) {
  const { kind, client } = useVoiceClient();
  const { state, start, finish, toggleMute, resumeAudio, prefetch } = useVoiceCall(
    client,
    site.demoMaxCallSeconds,
  );
  // From the moment the call connects, not from the click: fetching the post-call card and the
  // contact dialog in the click's own frame held 'Inicializando...' back (INP, npm run bench).
  const connected = state.status === "active" || state.status === "ended";

  useEffect(() => track("demo_page_view"), []);

  useEffect(() => {
    if (connected) void PostCallCard.preload();
  }, [connected]);

  return (
    <div className="flex min-h-dvh flex-col">
      <DemoHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto max-w-2xl text-center">
          {kind === "preview" && (
            <p className="mb-4 inline-flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-left text-sm">
              <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <strong className="font-semibold">{demoPage.previewLabel}</strong>
                <span className="block text-muted-foreground">{demoPage.previewHint}</span>
              </span>
            </p>
          )}
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {demoPage.title}
          </h1>
          <p className="mt-3 text-lg text-pretty text-muted-foreground">{demoPage.intro}</p>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-6">
            <CallPanel
              state={state}
              driver={kind}
              onStart={start}
              onFinish={finish}
              onToggleMute={toggleMute}
              onResumeAudio={resumeAudio}
              onPrefetch={prefetch}
            />
            {state.status === "ended" && (
              <Suspense>
                <PostCallCard summary={callSummary(state)} transcript={state.transcript} booking={booking} />
              </Suspense>
            )}
          </div>
          <div className="grid gap-6">
            <TranscriptPanel lines={state.transcript} />
            <InstructionsCard />
          </div>
        </div>
      </main>
      <DemoFooter />
      {connected && <Suspense>{contactDialog}</Suspense>}
    </div>
  );
}
