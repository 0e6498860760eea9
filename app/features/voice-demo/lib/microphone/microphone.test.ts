// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { micFailureAfter, micFailureOf, requestMicrophone } from "./microphone";

describe("requestMicrophone", () => {
  function stubGetUserMedia(answer: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
    const getUserMedia = vi.fn(answer);
    vi.stubGlobal("isSecureContext", true);
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    return getUserMedia;
  }
  const processing = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

  it("asks for exactly the chosen input, with the call's audio processing; without a choice, the default", async () => {
    const stream = {} as MediaStream;
    const getUserMedia = stubGetUserMedia(() => Promise.resolve(stream));
    await expect(requestMicrophone("usb-headset")).resolves.toEqual({ stream, deviceId: "usb-headset" });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { ...processing, deviceId: { exact: "usb-headset" } },
    });
    await expect(requestMicrophone(null)).resolves.toEqual({ stream, deviceId: null });
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: processing });
  });

  it("an input unplugged since the list was read gives way to the default, and says so", async () => {
    const stream = {} as MediaStream;
    const getUserMedia = stubGetUserMedia((constraints) =>
      typeof constraints.audio === "object" && "deviceId" in constraints.audio
        ? Promise.reject(new DOMException("gone", "OverconstrainedError"))
        : Promise.resolve(stream),
    );
    await expect(requestMicrophone("usb-headset")).resolves.toEqual({ stream, deviceId: null });
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: processing });
  });

  it("a refusal stays a refusal, with or without a choice", async () => {
    stubGetUserMedia(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    await expect(requestMicrophone("usb-headset")).rejects.toMatchObject({ name: "NotAllowedError" });
  });

  it("fails with its own error where the microphone cannot open (an insecure page)", async () => {
    vi.stubGlobal("isSecureContext", false);
    await expect(requestMicrophone("usb-headset")).rejects.toMatchObject({ name: "InsecureContextError" });
    expect(micFailureOf(await requestMicrophone().catch((error: unknown) => error))).toBe("insecure");
  });
});

describe("micFailureOf", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "no-device"],
    ["OverconstrainedError", "no-device"],
    ["NotReadableError", "busy"],
    ["AbortError", "busy"],
    ["TypeError", "unknown"],
  ] as const)("maps %s to %s", (name, failure) => {
    expect(micFailureOf(new DOMException("x", name))).toBe(failure);
  });

  it("knows a failure that is not an exception at all", () => {
    expect(micFailureOf("nope")).toBe("unknown");
    expect(micFailureOf(undefined)).toBe("unknown");
  });
});

describe("micFailureAfter", () => {
  it("a refusal while the permission is still 'prompt' is a dismissed prompt, not a denial", () => {
    expect(micFailureAfter("denied", "prompt")).toBe("dismissed");
    expect(micFailureAfter("denied", "denied")).toBe("denied");
    // Where the browser cannot tell, the denial's message quoted in docs/product.md#call-states stays.
    expect(micFailureAfter("denied", "unknown")).toBe("denied");
    expect(micFailureAfter("no-device", "prompt")).toBe("no-device");
  });
});
