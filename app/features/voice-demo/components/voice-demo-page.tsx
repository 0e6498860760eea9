import { FlaskConical } from "lucide-react";
import { Suspense, useEffect, useReducer } from "react";

import { demoPage } from "~/content/demo-cat";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";

import { useDrivers } from "../hooks/use-drivers";
import { useMicrophoneChoice } from "../hooks/use-microphone-choice";
import { useVoiceCall } from "../hooks/use-voice-call";
import {
  cardOf,
  type ConversationOutcome,
  demoViewReducer,
  initialDemoView,
} from "../lib/conversation/demo-view";
import { CallPanel } from "./call-panel";
import type { ChatDemoProps } from "./chat-demo";
import { ChatUnavailable } from "./chat-unavailable";
import { DemoFooter } from "./demo-footer";
import { DemoHeader } from "./demo-header";
import { InstructionsCard } from "./instructions-card";
import type { PostCallCardProps } from "./post-call-card";
import { PreCallControls } from "./pre-call-controls";
import { TranscriptPanel } from "./transcript-panel";
import { TypeInsteadButton } from "./type-instead-button";

/**
 * The post-call card (and its toasts) is fetched during the call or the conversation, not with the
 * page. If its code cannot load, the page stays as it is without it.
 */
const PostCallCard = lazyWithFallback<PostCallCardProps>(
  () => import("./post-call-card").then((module) => module.PostCallCard),
  () => null,
  { feature: "voice-demo", source: "post-call-card" },
);

/** The text conversation's code (its state, its panel) loads when asked for, with its driver's. */
const ChatDemo = lazyWithFallback<ChatDemoProps>(
  () => import("./chat-demo").then((module) => module.ChatDemo),
  ChatUnavailable,
  { feature: "voice-demo", source: "chat-demo" },
);

type VoiceDemoPageProps = {
  /** 'Agendar una reunión' for the card after a call, when booking is configured. */
  booking?: React.ReactElement;
  /**
   * Makes the card's WhatsApp link device-aware like the landing's (features/contact). Rendered
   * from the first call or conversation on, so it is ready when the card appears.
   */
  contactDialog?: React.ReactNode;
  /** `¿Qué agente querés escuchar?`, composed by the route: below the demo, never above the call. */
  choice?: React.ReactNode;
};

export function VoiceDemoPage({ booking, contactDialog, choice }: VoiceDemoPageProps) {
  const drivers = useDrivers();
  const microphone = useMicrophoneChoice();
  const { state, start, finish, toggleMute, resumeAudio, prefetch } = useVoiceCall(
    drivers.voice,
    site.demoMaxCallSeconds,
    { deviceId: microphone.deviceId, onMicGranted: microphone.refresh },
  );
  const [view, dispatch] = useReducer(demoViewReducer, initialDemoView);
  const chatting = view.current === "chat";
  const chatCard = view.current === "call" ? view.chatCard : null;
  const card = cardOf(view, state);
  // From the moment the call connects, not from the click: fetching the post-call card and the
  // contact dialog in the click's own frame held 'Inicializando...' back (INP, npm run bench).
  const connected = state.status === "active" || state.status === "ended";

  useEffect(() => track("demo_page_view"), []);

  useEffect(() => {
    if (connected || chatting) void PostCallCard.preload();
  }, [connected, chatting]);

  const startCall = () => {
    dispatch({ type: "call-started" });
    start();
  };
  const prefetchChat = () => {
    void ChatDemo.preload();
    void drivers.chat();
  };
  const openChat = () => {
    dispatch({ type: "chat-requested" });
    // The call panel stays, its button busy, until the chat's code and its driver are in.
    void Promise.all([drivers.chat(), ChatDemo.preload()]).then(([chat]) =>
      dispatch({ type: "chat-ready", chat }),
    );
  };
  const endChat = (outcome: ConversationOutcome) => dispatch({ type: "chat-ended", outcome });

  const typeInstead = (
    <TypeInsteadButton
      onOpen={openChat}
      onPrefetch={prefetchChat}
      pending={view.current === "call" && view.chatRequested}
    />
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <DemoHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto max-w-2xl text-center">
          {drivers.kind === "preview" && (
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

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid grid-cols-1 gap-6">
            {/* No Suspense around the call panel: a prerendered one hydrates in a later pass, and the
                call button worked that much later (npm run bench). The chat opens once its code is in. */}
            {view.current === "chat" ? (
              <Suspense>
                {view.chat ? (
                  <ChatDemo client={view.chat} onEnd={endChat} />
                ) : (
                  <ChatUnavailable onEnd={endChat} />
                )}
              </Suspense>
            ) : (
              <CallPanel
                state={state}
                driver={drivers.kind}
                onStart={startCall}
                onFinish={finish}
                onToggleMute={toggleMute}
                onResumeAudio={resumeAudio}
                onPrefetch={prefetch}
                typeInstead={typeInstead}
                beforeCall={<PreCallControls microphone={microphone} typeInstead={typeInstead} />}
              />
            )}
            {card && (
              <Suspense>
                <PostCallCard {...card} booking={booking} focusOnMount={chatCard !== null} />
              </Suspense>
            )}
          </div>
          <div className="grid grid-cols-1 gap-6">
            {/* The chat carries its own log; after it, this one shows what was written. */}
            {!chatting && <TranscriptPanel lines={chatCard?.transcript ?? state.transcript} />}
            <InstructionsCard />
          </div>
        </div>
        {choice}
      </main>
      <DemoFooter />
      {(connected || chatting || chatCard) && <Suspense>{contactDialog}</Suspense>}
    </div>
  );
}
