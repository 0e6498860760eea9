import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { MICROPHONE_STORAGE_KEY } from "~/lib/storage-keys";
import { useMicrophoneChoice } from "./use-microphone-choice";

const input = (deviceId: string, label: string) => ({ kind: "audioinput", deviceId, label, groupId: "" });
const builtIn = input("built-in", "Micrófono interno");
const headset = input("usb-headset", "Auriculares USB");

/** The browser's device list, which the test changes and announces like a plug or unplug. */
function stubDevices(initial: ReturnType<typeof input>[]) {
  let devices = initial;
  const media = Object.assign(new EventTarget(), {
    enumerateDevices: () => Promise.resolve(devices),
  });
  vi.stubGlobal("navigator", { mediaDevices: media });
  return {
    /** The list changes without an event, as when a permission grant lets the browser name inputs. */
    name: (next: ReturnType<typeof input>[]) => {
      devices = next;
    },
    change: (next: ReturnType<typeof input>[]) =>
      act(() => {
        devices = next;
        media.dispatchEvent(new Event("devicechange"));
      }),
  };
}

describe("useMicrophoneChoice", () => {
  beforeEach(() => window.localStorage.clear());

  it("lists the inputs the browser names; the default until the visitor chooses", async () => {
    stubDevices([input("default", "Predeterminado"), builtIn, headset]);
    const { result } = renderHook(() => useMicrophoneChoice());
    await waitFor(() => expect(result.current.inputs).toHaveLength(2));
    expect(result.current.inputs.map((each) => each.label)).toEqual(["Micrófono interno", "Auriculares USB"]);
    expect(result.current.deviceId).toBeNull();
  });

  it("keeps the choice in the browser and uses it on the next visit", async () => {
    stubDevices([builtIn, headset]);
    const first = renderHook(() => useMicrophoneChoice());
    await waitFor(() => expect(first.result.current.inputs).toHaveLength(2));
    act(() => first.result.current.choose("usb-headset"));
    expect(first.result.current.deviceId).toBe("usb-headset");
    expect(window.localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBe("usb-headset");
    first.unmount();

    const next = renderHook(() => useMicrophoneChoice());
    await waitFor(() => expect(next.result.current.deviceId).toBe("usb-headset"));
    act(() => next.result.current.choose(null));
    expect(window.localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBeNull();
  });

  it("follows devicechange: the chosen input unplugged falls back to the default, with the notice", async () => {
    const devices = stubDevices([builtIn, headset]);
    const { result } = renderHook(() => useMicrophoneChoice());
    await waitFor(() => expect(result.current.inputs).toHaveLength(2));
    act(() => result.current.choose("usb-headset"));

    devices.change([builtIn]);
    await waitFor(() => expect(result.current.inputs).toHaveLength(1));
    expect(result.current.deviceId).toBeNull();
    expect(result.current.removed).toBe(true);
    // Kept, as on a visit that starts without the headset: it waits for its input.
    expect(window.localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBe("usb-headset");

    // Plugged back in: chosen again, and the notice goes.
    devices.change([builtIn, headset]);
    await waitFor(() => expect(result.current.inputs).toHaveLength(2));
    expect(result.current).toMatchObject({ deviceId: "usb-headset", removed: false });

    // Unplugged again, then the visitor picks another input: the notice goes too.
    devices.change([builtIn]);
    await waitFor(() => expect(result.current.removed).toBe(true));
    act(() => result.current.choose("built-in"));
    expect(result.current).toMatchObject({ deviceId: "built-in", removed: false });
    expect(window.localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBe("built-in");
  });

  it("lists again on refresh, after the page obtained the permission", async () => {
    const devices = stubDevices([input("", ""), input("", "")]);
    const { result } = renderHook(() => useMicrophoneChoice());
    await act(async () => {});
    expect(result.current.inputs).toEqual([]);
    devices.name([builtIn, headset]);
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.inputs).toHaveLength(2));
  });

  it("works where the browser cannot list devices", async () => {
    vi.stubGlobal("navigator", {});
    const { result } = renderHook(() => useMicrophoneChoice());
    await act(async () => {});
    expect(result.current.inputs).toEqual([]);
    expect(result.current.deviceId).toBeNull();
  });
});
