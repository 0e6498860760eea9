import { Suspense } from "react";

import { micRemovedNotice } from "~/content/demo-microphone";
import { type DemoAgentName, track } from "~/lib/analytics";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";

import { useMicCheck } from "../hooks/use-mic-check";
import type { useMicrophoneChoice } from "../hooks/use-microphone-choice";
import { offersChoice } from "../lib/microphone/microphone-choice";
import { MicCheck } from "./mic-check";
import type { MicrophoneSelectProps } from "./microphone-select";

/**
 * Shown only once a permission lets the browser name more than one input, so its code comes
 * then, not with the page. If it cannot load, calls keep the microphone they would use anyway.
 */
const MicrophoneSelect = lazyWithFallback<MicrophoneSelectProps>(
  () => import("./microphone-select").then((module) => module.MicrophoneSelect),
  () => null,
  { feature: "voice-demo", source: "microphone-select" },
);

type PreCallControlsProps = {
  /** The page's microphone choice: the next call uses it too. */
  microphone: ReturnType<typeof useMicrophoneChoice>;
  /** 'Prefiero escribir', under the call button and in the check's alert. */
  typeInstead: React.ReactNode;
  /** Whom the check's event is about: `cat`, or the demo agent's slug. */
  agent: DemoAgentName;
};

/**
 * Under the call button before a call (docs/product.md#every-visitor-can-try-it): type instead,
 * check the microphone, and choose it once the browser names more than one. Not rendered during a
 * call, so a check still listening lets go of the microphone.
 */
export function PreCallControls({ microphone, typeInstead, agent }: PreCallControlsProps) {
  const { inputs, deviceId, removed, refresh, choose } = microphone;
  const check = useMicCheck({
    deviceId,
    onGranted: refresh,
    onResult: (result) => track("demo_mic_check", { agent, result }),
  });

  return (
    <div data-slot="pre-call-controls" className="flex w-full flex-col items-center gap-4">
      {typeInstead}
      <MicCheck state={check.state} onStart={check.start} typeInstead={typeInstead} />
      {offersChoice(inputs) && (
        <Suspense>
          <MicrophoneSelect inputs={inputs} value={deviceId} onChange={choose} />
        </Suspense>
      )}
      {/* Rendered always, so an unplugged choice is announced; empty, it takes no room. Not a status
          role: the call's status pill is the page's one status region. */}
      <p
        aria-live="polite"
        data-slot="microphone-notice"
        className="text-sm text-muted-foreground empty:sr-only"
      >
        {removed ? micRemovedNotice : ""}
      </p>
    </div>
  );
}
