import { CircleAlert, CircleCheck, Mic, MicOff } from "lucide-react";

import { Button } from "~/components/ui/button";
import { micCheckCopy } from "~/content/demo-microphone";

import { isChecking, type MicCheckState } from "../lib/microphone/mic-check";

/** RMS levels are small (speech about 0.05 to 0.3): a square root spreads them over the bar. */
const barWidth = (level: number) => `${Math.round(Math.min(1, Math.sqrt(level) * 2) * 100)}%`;

type MicCheckProps = {
  state: MicCheckState;
  onStart: () => void;
  /** 'Prefiero escribir', offered when the microphone cannot be used. */
  typeInstead?: React.ReactNode;
};

/** 'Probar micrófono': what the check is doing and what it found, announced politely. */
export function MicCheck({ state, onStart, typeInstead }: MicCheckProps) {
  return (
    <div data-slot="mic-check" className="flex w-full flex-col items-center gap-3">
      <Button variant="outline" onClick={onStart} disabled={isChecking(state)}>
        <Mic aria-hidden="true" />
        {micCheckCopy.start}
      </Button>

      {/* Rendered always, so each step of the check is announced; empty, it takes no room. */}
      <div aria-live="polite" className="flex w-full flex-col items-center gap-2 text-sm empty:sr-only">
        {state.status === "asking" && <p className="text-muted-foreground">{micCheckCopy.asking}</p>}
        {state.status === "listening" && (
          <>
            <p className="font-semibold">{micCheckCopy.listening}</p>
            <div aria-hidden="true" className="h-2 w-full max-w-64 overflow-hidden rounded-full bg-secondary">
              <div
                data-slot="mic-check-level"
                className="h-full rounded-full bg-primary transition-[width] duration-100"
                style={{ width: barWidth(state.level) }}
              />
            </div>
          </>
        )}
        {state.status === "ok" && (
          <p className="inline-flex items-center gap-2 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {micCheckCopy.ok}
          </p>
        )}
        {state.status === "silent" && (
          <p className="flex w-full gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-warning">
            <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {micCheckCopy.silent}
          </p>
        )}
      </div>

      {state.status === "failed" && (
        <div
          role="alert"
          className="flex w-full flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
        >
          <p className="flex gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            {micCheckCopy.failures[state.failure]}
          </p>
          {typeInstead}
        </div>
      )}
    </div>
  );
}
