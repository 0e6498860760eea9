import { useId } from "react";

import { micChoiceCopy } from "~/content/demo-microphone-choice";

import type { AudioInput } from "../lib/microphone/microphone-choice";

export type MicrophoneSelectProps = {
  inputs: readonly AudioInput[];
  /** The input in use; null for the system default. */
  value: string | null;
  onChange: (deviceId: string | null) => void;
};

/** 'Micrófono': the inputs the browser names, the system default first. */
export function MicrophoneSelect({ inputs, value, onChange }: MicrophoneSelectProps) {
  const id = useId();
  return (
    <div data-slot="microphone-select" className="flex w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {micChoiceCopy.label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:text-sm"
      >
        <option value="">{micChoiceCopy.systemDefault}</option>
        {inputs.map((input, index) => (
          <option key={input.deviceId} value={input.deviceId}>
            {input.label || micChoiceCopy.unnamed(index + 1)}
          </option>
        ))}
      </select>
    </div>
  );
}
