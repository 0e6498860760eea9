/**
 * The visitor's choice of microphone (docs/product.md#every-visitor-can-try-it): the inputs the
 * browser names once the permission is granted, the one chosen, and what happens when it is
 * unplugged. Pure functions, then the few browser calls they need.
 */

import { MICROPHONE_STORAGE_KEY } from "~/lib/storage-keys";

/** `label` is empty when the browser names no input (the select numbers it). */
export type AudioInput = { deviceId: string; label: string };

export type MicrophoneChoice = {
  inputs: AudioInput[];
  /** The visitor's choice, null for the system default; it may be unplugged right now. */
  wanted: string | null;
  /**
   * The chosen input was unplugged during the visit and is not back: calls use the default, and
   * the visitor is told until it returns or another input is chosen.
   */
  removed: boolean;
};

export const noChoice: MicrophoneChoice = { inputs: [], wanted: null, removed: false };

/** Chromium lists the system's default and communications devices again under these ids. */
const ALIASES = new Set(["default", "communications"]);

/** The audio inputs of `enumerateDevices()`; before the permission the browser names none (empty ids). */
export function audioInputsOf(devices: readonly Pick<MediaDeviceInfo, "kind" | "deviceId" | "label">[]) {
  return devices
    .filter(
      (device) => device.kind === "audioinput" && device.deviceId !== "" && !ALIASES.has(device.deviceId),
    )
    .map((device): AudioInput => ({ deviceId: device.deviceId, label: device.label.trim() }));
}

/** The input the next call uses: the chosen one while it is plugged in, else the default (null). */
export function chosenInput(choice: MicrophoneChoice): string | null {
  const { wanted, inputs } = choice;
  return wanted !== null && inputs.some((input) => input.deviceId === wanted) ? wanted : null;
}

/** A choice only means something with more than one input. */
export function offersChoice(inputs: readonly AudioInput[]): boolean {
  return inputs.length > 1;
}

/**
 * A new list of inputs: the first one, after a permission grant, or on `devicechange`. When the
 * chosen input is gone, the default takes over and the visitor is told; plugged back in, it is
 * used again and the notice goes. A choice absent from the first list waits quietly (the headset
 * may be plugged in later), and an empty list (the browser no longer names the inputs) removes
 * nothing.
 */
export function withInputs(choice: MicrophoneChoice, inputs: AudioInput[]): MicrophoneChoice {
  const next = { ...choice, inputs };
  if (inputs.length === 0) return next;
  if (chosenInput(next) !== null) return { ...next, removed: false };
  return chosenInput(choice) !== null ? { ...next, removed: true } : next;
}

export function chooseInput(choice: MicrophoneChoice, deviceId: string | null): MicrophoneChoice {
  return { ...choice, wanted: deviceId, removed: false };
}

type ChoiceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Storage may be disabled, full or hold anything: the choice then lasts for this page only. */
export function browserStorage(): ChoiceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A device id is an opaque string; anything else stored under the key is ignored. */
export function readStoredInput(storage: ChoiceStorage | undefined): string | null {
  try {
    const value = storage?.getItem(MICROPHONE_STORAGE_KEY);
    return typeof value === "string" && value !== "" && value.length <= 256 ? value : null;
  } catch {
    return null;
  }
}

export function storeInput(storage: ChoiceStorage | undefined, deviceId: string | null): void {
  try {
    if (deviceId === null) storage?.removeItem(MICROPHONE_STORAGE_KEY);
    else storage?.setItem(MICROPHONE_STORAGE_KEY, deviceId);
  } catch {
    // Full or disabled: the choice still holds for this page.
  }
}

/** The audio inputs now; none where the browser cannot list devices. */
export async function listAudioInputs(): Promise<AudioInput[]> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return audioInputsOf(devices);
}

/** Calls `onChange` when an input is plugged in or out. */
export function watchDevices(onChange: () => void): () => void {
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (!media?.addEventListener) return () => {};
  media.addEventListener("devicechange", onChange);
  return () => media.removeEventListener("devicechange", onChange);
}
