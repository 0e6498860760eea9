import { Suspense, useEffect, useMemo, useReducer } from "react";

import { site } from "~/content/site";
import { track } from "~/lib/analytics";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";

import { useDrivers } from "../hooks/use-drivers";
import { useMicrophoneChoice } from "../hooks/use-microphone-choice";
import { useVoiceCall } from "../hooks/use-voice-call";
import { type AgentDemo, agentName, assistantActions } from "../lib/conversation/demo-agent";
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
import { DemoIntro } from "./demo-intro";
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
  /**
   * The demo agent who answers (`/demo-cat/<slug>/`, docs/product.md#an-agent-for-every-area): its
   * heading, its preview, its cards, its card after the conversation; none for CAT's assistant.
   */
  agent?: AgentDemo;
  /** The scheduler's link for the card after a call ('Agendar una reunión', or an agent's 'Reservar demo'), when booking is configured. */
  booking?: React.ReactElement;
  /**
   * Makes the card's WhatsApp link device-aware like the landing's (features/contact). Rendered
   * from the first call or conversation on, so it is ready when the card appears.
   */
  contactDialog?: React.ReactNode;
  /** `¿Qué agente querés escuchar?`, composed by the route: below the demo, never above the call. */
  choice?: React.ReactNode;
};

export function VoiceDemoPage({ agent, booking, contactDialog, choice }: VoiceDemoPageProps) {
  const about = agentName(agent);
  const { labels } = useMemo(() => assistantActions(agent), [agent]);
  const drivers = useDrivers(agent);
  const microphone = useMicrophoneChoice();
  const { state, start, finish, toggleMute, resumeAudio, prefetch } = useVoiceCall(
    drivers.voice,
    site.demoMaxCallSeconds,
    { agent: about, deviceId: microphone.deviceId, onMicGranted: microphone.refresh },
  );
  const [view, dispatch] = useReducer(demoViewReducer, initialDemoView);
  const chatting = view.current === "chat";
  const chatCard = view.current === "call" ? view.chatCard : null;
  const card = cardOf(view, state);
  // From the moment the call connects, not from the click: fetching the post-call card and the
  // contact dialog in the click's own frame held 'Inicializando...' back (INP, npm run bench).
  const connected = state.status === "active" || state.status === "ended";

  useEffect(() => track("demo_page_view", { agent: about }), [about]);

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
        <DemoIntro driver={drivers.kind} agent={agent} />

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid grid-cols-1 gap-6">
            {/* No Suspense around the call panel: a prerendered one hydrates in a later pass, and the
                call button worked that much later (npm run bench). The chat opens once its code is in. */}
            {view.current === "chat" ? (
              <Suspense>
                {view.chat ? (
                  <ChatDemo client={view.chat} agent={about} labels={labels} onEnd={endChat} />
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
                beforeCall={
                  <PreCallControls microphone={microphone} typeInstead={typeInstead} agent={about} />
                }
              />
            )}
            {card && (
              <Suspense>
                <PostCallCard
                  {...card}
                  labels={labels}
                  agent={agent}
                  booking={booking}
                  focusOnMount={chatCard !== null}
                />
              </Suspense>
            )}
          </div>
          <div className="grid grid-cols-1 gap-6">
            {/* The chat carries its own log; after it, this one shows what was written. */}
            {!chatting && (
              <TranscriptPanel lines={chatCard?.transcript ?? state.transcript} labels={labels} />
            )}
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
