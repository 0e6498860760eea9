import { FlaskConical } from "lucide-react";
import { useEffect } from "react";

import { demoPage } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import { useVoiceCall } from "../hooks/use-voice-call";
import { useVoiceClient } from "../hooks/use-voice-client";
import { CallPanel } from "./call-panel";
import { DemoFooter } from "./demo-footer";
import { DemoHeader } from "./demo-header";
import { InstructionsCard } from "./instructions-card";
import { TranscriptPanel } from "./transcript-panel";

export function VoiceDemoPage() {
  const { kind, client } = useVoiceClient();
  const { state, start, finish, toggleMute, prefetch } = useVoiceCall(client);

  useEffect(() => track("demo_page_view"), []);

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
          <CallPanel
            state={state}
            driver={kind}
            onStart={start}
            onFinish={finish}
            onToggleMute={toggleMute}
            onPrefetch={prefetch}
          />
          <div className="grid gap-6">
            <TranscriptPanel lines={state.transcript} />
            <InstructionsCard />
          </div>
        </div>
      </main>
      <DemoFooter />
    </div>
  );
}
