import { useId } from "react";

import { micChoiceCopy } from "~/content/demo-microphone";

import { type AudioInput, offersChoice } from "../lib/microphone-choice";

type MicrophoneSelectProps = {
  inputs: readonly AudioInput[];
  /** The input in use; null for the system default. */
  value: string | null;
  /** The chosen input was unplugged: the polite notice. */
  removed: boolean;
  onChange: (deviceId: string | null) => void;
  /** During a call: the choice applies to the next one. */
  disabled?: boolean;
};

/**
 * 'Micrófono': shown once the browser names more than one input. The notice's live region is
 * rendered always, so an unplugged choice is announced; empty, it takes no room.
 */
export function MicrophoneSelect({
  inputs,
  value,
  removed,
  onChange,
  disabled = false,
}: MicrophoneSelectProps) {
  const id = useId();
  return (
    <>
      {offersChoice(inputs) && (
        <div data-slot="microphone-select" className="flex w-full flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-semibold">
            {micChoiceCopy.label}
          </label>
          <select
            id={id}
            value={value ?? ""}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-50 sm:text-sm"
          >
            <option value="">{micChoiceCopy.systemDefault}</option>
            {inputs.map((input, index) => (
              <option key={input.deviceId} value={input.deviceId}>
                {input.label || micChoiceCopy.unnamed(index + 1)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p role="status" data-slot="microphone-notice" className="text-sm text-muted-foreground empty:sr-only">
        {removed ? micChoiceCopy.removed : ""}
      </p>
    </>
  );
}
