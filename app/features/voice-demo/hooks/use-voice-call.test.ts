import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { type CallSession, createCallSession } from "../lib/call/call-session";
import { type CallState, initialCallState } from "../lib/call/call-state";
import type { VoiceClient } from "../lib/call/voice-client";
import { useVoiceCall } from "./use-voice-call";

vi.mock("../lib/call/call-session", () => ({ createCallSession: vi.fn() }));

/**
 * The session the hook creates, with a state the test changes: what the session does is
 * tested in lib/call/call-session.test.ts; here, what React adds.
 */
function fakeSession() {
  let state = initialCallState;
  const listeners = new Set<() => void>();
  const detach = vi.fn();
  const session: CallSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: vi.fn(),
    finish: vi.fn(),
    toggleMute: vi.fn(),
    resumeAudio: vi.fn(),
    attach: vi.fn(() => detach),
  };
  vi.mocked(createCallSession).mockReturnValue(session);
  const change = (next: Partial<CallState>) =>
    act(() => {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    });
  return { session, detach, change };
}

const client: VoiceClient = { start: vi.fn(), prefetch: vi.fn() };

describe("useVoiceCall", () => {
  it("renders each change of the session's call", () => {
    const { change } = fakeSession();
    const hook = renderHook(() => useVoiceCall(client, 300, { agent: "cat" }));
    expect(hook.result.current.state.status).toBe("idle");
    change({ status: "initializing" });
    expect(hook.result.current.state.status).toBe("initializing");
    change({ status: "active", seconds: 2 });
    expect(hook.result.current.state).toMatchObject({ status: "active", seconds: 2 });
  });

  it("starts the call on this visit's driver, with the limit and the microphone chosen last", () => {
    const { session } = fakeSession();
    const onMicGranted = vi.fn();
    const hook = renderHook(
      ({ deviceId }) => useVoiceCall(client, 300, { agent: "cat", deviceId, onMicGranted }),
      {
        initialProps: { deviceId: "built-in" },
      },
    );
    hook.rerender({ deviceId: "usb-headset" });
    act(() => hook.result.current.start());
    expect(session.start).toHaveBeenCalledWith(client, {
      limitSeconds: 300,
      deviceId: "usb-headset",
      onMicGranted,
    });
    const { finish, toggleMute, resumeAudio, prefetch } = hook.result.current;
    expect({ finish, toggleMute, resumeAudio, prefetch }).toEqual({
      finish: session.finish,
      toggleMute: session.toggleMute,
      resumeAudio: session.resumeAudio,
      prefetch: client.prefetch,
    });
  });

  it("follows the page while mounted; unmounting (leaving the route) lets go, which hangs up", () => {
    const { session, detach } = fakeSession();
    const hook = renderHook(() => useVoiceCall(client, 300, { agent: "cat" }));
    expect(session.attach).toHaveBeenCalledTimes(1);
    expect(detach).not.toHaveBeenCalled();
    hook.unmount();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it("under StrictMode the session follows the page once at a time", () => {
    const { session, detach } = fakeSession();
    renderHook(() => useVoiceCall(client, 300, { agent: "cat" }), { reactStrictMode: true });
    expect(vi.mocked(session.attach).mock.calls.length - detach.mock.calls.length).toBe(1);
  });
});
