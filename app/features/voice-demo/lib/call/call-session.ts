/**
 * The page's calls, without React: the state machine of `call-state.ts` plus what a call holds
 * outside it (the microphone, the driver's call, the timers, the screen wake lock), the page's
 * `pagehide` and `M` shortcut, and the analytics every change sends (`call-analytics.ts`).
 * `hooks/use-voice-call.ts` binds it to React.
 */
import type { DemoAgentName } from "~/lib/analytics";

import { trackEach } from "../conversation/analytics-events";
import { callEvents } from "./call-analytics";
import { type CallAction, callReducer, type CallState, initialCallState, isInCall } from "./call-state";
import { isMuteShortcut } from "./keyboard";
import {
  type MicFailure,
  micFailureAfter,
  micFailureOf,
  readMicPermission,
  requestMicrophone,
  setStreamMuted,
  stopStream,
  watchMicPermission,
} from "../microphone/microphone";
import type { PreparedStart, VoiceCall, VoiceClient, VoiceEvent } from "./voice-client";
import { holdScreenWakeLock } from "./wake-lock";

/**
 * A visitor must never wait on "Conectando..." forever: past this, the start counts as
 * failed. Covers POST /call/web, Daily's bundle load and the join on a slow network.
 */
export const CONNECT_TIMEOUT_MS = 25_000;

/**
 * How long a live call may stay without its connection before the page ends it
 * (docs/product.md#a-real-call-in-the-field).
 */
export const RECONNECT_LIMIT_MS = 15_000;

/**
 * How long `demo_call_start` waits, once the call is live, for the noise suppression verdict: it
 * must not wait for the end of the call, which a closed tab never reports.
 */
export const NOISE_SUPPRESSION_WAIT_MS = 5_000;

export type StartOptions = {
  /** The length limit of this call, in seconds. */
  limitSeconds: number;
  /** The microphone for this call (`useMicrophoneChoice`'s `deviceId`); null for the default. */
  deviceId?: string | null;
  /** The permission was granted: the page lists the inputs now that the browser names them. */
  onMicGranted?: () => void;
};

/** What one call holds until it ends. */
type Resources = {
  stream: MediaStream | null;
  /** What the driver prepared in the click (the guard), until the call starts with it. */
  prepared: PreparedStart | null;
  call: VoiceCall | null;
  /** The connect timeout while the call is being set up. */
  timeout: number | undefined;
  /** The assistant listens: no connect timeout any more. */
  live: boolean;
  /** The call waits on the visitor (a Turnstile challenge): no connect timeout meanwhile. */
  challenged: boolean;
};

/** Something that runs while the state holds a condition: started when it starts holding, stopped when it stops. */
function whileHolds(holds: (state: CallState) => boolean, begin: () => () => void) {
  let end: (() => void) | null = null;
  const stop = () => {
    end?.();
    end = null;
  };
  return {
    follow(state: CallState) {
      if (!holds(state)) stop();
      else end ??= begin();
    },
    stop,
  };
}

export type CallSession = ReturnType<typeof createCallSession>;

/** `agent`: whom the page's events are about (`cat`, or the demo agent's slug). */
export function createCallSession(agent: DemoAgentName) {
  let state = initialCallState;
  const listeners = new Set<() => void>();
  let current: Resources | null = null;
  let muted = false;

  const live = whileHolds(
    (state) => state.status === "active",
    () => {
      const tick = window.setInterval(() => dispatch({ type: "tick" }), 1000);
      const late = window.setTimeout(
        () => dispatch({ type: "noise-suppression-late" }),
        NOISE_SUPPRESSION_WAIT_MS,
      );
      // A phone must not lock its screen mid-call.
      const releaseWakeLock = holdScreenWakeLock();
      return () => {
        window.clearInterval(tick);
        window.clearTimeout(late);
        releaseWakeLock();
      };
    },
  );
  // A connection that stays down this long is lost: the page ends the call. Each drop counts afresh.
  const reconnecting = whileHolds(
    (state) => state.reconnecting,
    () => {
      const timer = window.setTimeout(() => dispatch({ type: "connection-lost" }), RECONNECT_LIMIT_MS);
      return () => window.clearTimeout(timer);
    },
  );

  function dispatch(action: CallAction) {
    const previous = state;
    const next = callReducer(previous, action);
    if (next === previous) return;
    state = next;
    live.follow(next);
    reconnecting.follow(next);
    // However the call stopped (the limit, the provider, an error), its driver and microphone go.
    if (!isInCall(next.status)) release();
    trackEach(callEvents(previous, next, agent));
    for (const listener of listeners) listener();
  }

  /** Stops the driver and every microphone track of the current call. */
  function release() {
    const resources = current;
    current = null;
    if (!resources) return;
    window.clearTimeout(resources.timeout);
    resources.prepared?.cancel();
    resources.call?.stop();
    stopStream(resources.stream);
  }

  function start(client: VoiceClient, { limitSeconds, deviceId = null, onMicGranted }: StartOptions) {
    // A second click while a call is being set up never starts another one.
    if (current) return;
    const resources: Resources = {
      stream: null,
      prepared: null,
      call: null,
      timeout: undefined,
      live: false,
      challenged: false,
    };
    current = resources;
    muted = false;
    // Before any await: "Inicializando..." paints on the very next frame.
    dispatch({ type: "start", limitSeconds });

    const armTimeout = () => {
      window.clearTimeout(resources.timeout);
      if (!resources.stream || resources.live || resources.challenged) return;
      resources.timeout = window.setTimeout(() => {
        if (current !== resources) return;
        release();
        dispatch({ type: "timeout" });
      }, CONNECT_TIMEOUT_MS);
    };
    const onEvent = (event: VoiceEvent) => {
      if (current !== resources) return;
      if (event.type === "call-start") resources.live = true;
      if (event.type === "challenge") resources.challenged = event.showing;
      // While the assistant cannot be heard, the call may wait on the visitor's tap (Vapi
      // starts once the page can play it): no provider is late then. So while Turnstile asks the
      // visitor for a click. The tap, or the click, starts a new wait.
      if (event.type === "call-start" || event.type === "audio-blocked")
        window.clearTimeout(resources.timeout);
      if (event.type === "audio-resumed" || event.type === "challenge") armTimeout();
      dispatch({ type: "voice", event, at: performance.now() });
    };

    // A driver that must ask for the call first asks now, beside the microphone's prompt.
    resources.prepared = client.prepare?.(onEvent) ?? null;
    // In the click handler itself, so mobile browsers keep the user gesture for the prompt.
    requestMicrophone(deviceId).then(
      ({ stream, deviceId: opened }) => {
        if (current !== resources) return stopStream(stream);
        resources.stream = stream;
        dispatch({ type: "mic-granted" });
        onMicGranted?.();
        armTimeout();
        const starter = resources.prepared ?? client;
        resources.prepared = null;
        // The input the stream is on: the default if the choice was unplugged meanwhile.
        resources.call = starter.start(stream, onEvent, opened);
        // A mute pressed (or M typed) while the browser was still asking applies to this call too.
        if (muted) {
          setStreamMuted(stream, true);
          resources.call.setMuted(true);
        }
      },
      (error: unknown) => {
        if (current !== resources) return;
        const fail = (failure: MicFailure) => {
          if (current !== resources) return;
          release();
          dispatch({ type: "mic-failed", failure });
        };
        const failure = micFailureOf(error);
        if (failure !== "denied") return fail(failure);
        // Asked now, not remembered: a dismissed prompt leaves it at "prompt", a denial at "denied".
        void readMicPermission().then((permission) => {
          dispatch({ type: "permission", permission });
          fail(micFailureAfter(failure, permission));
        });
      },
    );
  }

  function finish() {
    release();
    dispatch({ type: "finish" });
  }

  function toggleMute() {
    const resources = current;
    if (!resources) return;
    muted = !muted;
    setStreamMuted(resources.stream, muted);
    resources.call?.setMuted(muted);
    dispatch({ type: "mute", muted });
  }

  /**
   * Follows the page while it shows the demo: `M` toggles mute during a call (not while typing in
   * a field), closing the tab hangs up (the page shows it ended in case the browser restores it
   * from the back/forward cache), the microphone permission is watched. The returned function
   * stops all that and hangs up: leaving the route.
   */
  function attach(): () => void {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInCall(state.status) || event.defaultPrevented || !isMuteShortcut(event)) return;
      event.preventDefault();
      toggleMute();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("pagehide", finish);
    const unwatch = watchMicPermission((permission) => dispatch({ type: "permission", permission }));
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("pagehide", finish);
      unwatch();
      release();
      live.stop();
      reconnecting.stop();
    };
  }

  return {
    getState: (): CallState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    finish,
    toggleMute,
    /** The tap on 'Tocá para escuchar al asistente': synchronous, so the browser sees the gesture. */
    resumeAudio: () => current?.call?.resumeAudio(),
    attach,
  };
}
