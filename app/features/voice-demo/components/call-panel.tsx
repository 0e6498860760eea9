import {
  CircleAlert,
  Headphones,
  Mic,
  MicOff,
  Phone,
  PhoneOff,
  TriangleAlert,
  Volume2,
  VolumeX,
  WifiOff,
} from "lucide-react";

import { Button } from "~/components/ui/button";
import { callControls, callErrors, callInsights } from "~/content/demo-cat";
import { onIntent } from "~/lib/loading";

import { isInCall, type CallState } from "../lib/call/call-state";
import { countdown } from "../lib/call/call-limit";
import { formatCountdown } from "../lib/call/call-time";
import { MUTE_KEY } from "../lib/call/keyboard";
import { formatSeconds, median } from "../lib/call/response-time";
import type { DriverKind } from "../lib/conversation/driver";
import { AudioBars } from "./audio-bars";
import { CallStatusPill } from "./call-status";
import { MicOrb } from "./mic-orb";
import { SpeakingIndicator } from "./speaking-indicator";
import { TeamLinks } from "./team-links";
import { VoiceNotice } from "./voice-notice";

type CallPanelProps = {
  state: CallState;
  /** Which driver answers the call: the notice under the button says where the voice goes. */
  driver: DriverKind;
  onStart: () => void;
  onFinish: () => void;
  onToggleMute: () => void;
  /** 'Tocá para escuchar al asistente': must run inside the tap, so the browser allows playback. */
  onResumeAudio: () => void;
  onPrefetch: () => void;
  /** 'Prefiero escribir', offered in the alert when the microphone failed the call, or every line was busy. */
  typeInstead?: React.ReactNode;
  /** Under the call button whenever no call runs: the pre-call controls. */
  beforeCall?: React.ReactNode;
};

export function CallPanel({
  state,
  driver,
  onStart,
  onFinish,
  onToggleMute,
  onResumeAudio,
  onPrefetch,
  typeInstead,
  beforeCall,
}: CallPanelProps) {
  const inCall = isInCall(state.status);
  const active = state.status === "active";
  const left = active ? countdown(state.limitSeconds, state.seconds) : null;
  const medianMs = median(state.responseTimesMs);
  const noSound = active && !state.muted && state.silence.noSound;

  const onCallButton = (event: React.MouseEvent<HTMLButtonElement>) => {
    // The second click of a double click would hang up the call the first one started.
    if (event.detail > 1) return;
    if (inCall) onFinish();
    else onStart();
  };

  return (
    <section
      aria-label={callControls.callPanelLabel}
      className="flex flex-col items-center gap-5 rounded-xl border border-border bg-card p-5 shadow-lg shadow-black/20 sm:p-8"
    >
      <CallStatusPill
        status={state.status}
        seconds={state.seconds}
        connectStep={state.connectStep}
        reconnecting={state.reconnecting}
      />
      <MicOrb
        inCall={inCall}
        muted={state.muted}
        userSpeaking={state.userSpeaking}
        assistantLevel={state.assistantLevel}
      />
      <AudioBars level={state.assistantLevel} active={active} />

      {/* Nothing above the call button comes or goes, and each notice sits below the controls it
          could push: a tap aimed at 'Finalizar Llamada' never lands on the mute. */}
      <Button
        size="xl"
        variant={inCall ? "destructive" : "default"}
        className="w-full"
        onClick={onCallButton}
        {...onIntent(onPrefetch)}
      >
        {inCall ? (
          <PhoneOff aria-hidden="true" className="size-5" />
        ) : (
          <Phone aria-hidden="true" className="size-5" />
        )}
        {inCall ? callControls.finish : callControls.start}
      </Button>
      {inCall && (
        <div className="flex w-full flex-col items-center gap-3">
          <ul className="flex flex-wrap justify-center gap-2">
            <SpeakingIndicator
              label={callControls.userIndicator}
              speaking={state.userSpeaking && !state.muted}
            />
            <SpeakingIndicator label={callControls.assistantIndicator} speaking={state.assistantSpeaking} />
          </ul>
          <Button
            variant={state.muted ? "secondary" : "outline"}
            size="lg"
            aria-pressed={state.muted}
            aria-keyshortcuts={MUTE_KEY}
            onClick={onToggleMute}
            className="w-full sm:w-auto"
          >
            {state.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {state.muted ? callControls.muted : callControls.mute}
          </Button>
          {/* Rendered for the whole call, so what appears in it is announced (politely). */}
          <div aria-live="polite" className="flex w-full flex-col items-center gap-3">
            {state.audioBlocked && (
              <div
                data-slot="audio-blocked"
                className="flex w-full flex-col items-center gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
              >
                <p className="flex gap-3 self-stretch text-warning">
                  <VolumeX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {callInsights.audioBlocked}
                </p>
                <Button size="lg" className="w-full sm:w-auto" onClick={onResumeAudio}>
                  <Volume2 aria-hidden="true" />
                  {callInsights.resumeAudio}
                </Button>
              </div>
            )}
            {active && state.networkPoor && !state.reconnecting && (
              <p className="inline-flex items-center gap-1.5 rounded-full border border-warning/50 bg-warning/10 px-3 py-1 text-xs font-semibold text-warning">
                <WifiOff aria-hidden="true" className="size-3.5" />
                {callInsights.unstableNetwork}
              </p>
            )}
            {noSound && (
              <p className="flex w-full gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm text-warning">
                <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {callInsights.noSound}
              </p>
            )}
          </div>
          {left !== null && (
            <p className="text-sm font-semibold text-warning tabular-nums">
              {callInsights.endsIn(formatCountdown(left))}
            </p>
          )}
          {active && medianMs !== null && (
            <div className="flex flex-col items-center gap-1 text-center">
              <p className="text-sm text-muted-foreground">
                {callInsights.medianResponse}{" "}
                <span className="font-semibold text-foreground tabular-nums">
                  {callInsights.secondsValue(formatSeconds(medianMs))}
                </span>
              </p>
              <p className="text-xs text-pretty text-muted-foreground">{callInsights.measuredHow}</p>
            </div>
          )}
        </div>
      )}
      {state.error && (
        <div
          role="alert"
          className="flex w-full gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex-1 space-y-1">
            <p className="font-semibold">{state.error.message}</p>
            {state.error.detail && state.error.message !== callErrors.withMessage(state.error.detail) && (
              <p className="text-muted-foreground">{state.error.detail}</p>
            )}
            {(state.micFailure !== null || state.error.cause === "busy") && typeInstead && (
              <div className="pt-2">{typeInstead}</div>
            )}
            {(state.error.cause === "unverified" || state.error.cause === "limited") && <TeamLinks />}
          </div>
        </div>
      )}

      {!inCall && beforeCall}
      {state.permission === "denied" && (
        <p className="flex w-full gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4 text-sm text-warning">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {callErrors.micDeniedNotice}
        </p>
      )}

      {state.status === "idle" && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Headphones aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {callInsights.headphonesTip}
        </p>
      )}
      {state.status === "idle" && <VoiceNotice driver={driver} />}
    </section>
  );
}
