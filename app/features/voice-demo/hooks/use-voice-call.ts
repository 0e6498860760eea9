import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

import type { DemoAgentName } from "~/lib/analytics";

import { createCallSession } from "../lib/call/call-session";
import type { VoiceClient } from "../lib/call/voice-client";

type CallOptions = {
  /** Whom the call's events are about: `cat`, or the demo agent's slug. */
  agent: DemoAgentName;
  /** The microphone for the next call (`useMicrophoneChoice`'s `deviceId`); null for the default. */
  deviceId?: string | null;
  /** The permission was granted: the page lists the inputs now that the browser names them. */
  onMicGranted?: () => void;
};

/**
 * The page's calls on a voice client: a call session (`lib/call/call-session.ts`, which holds the
 * microphone, the driver, the timers and the analytics) for as long as the page is mounted.
 */
export function useVoiceCall(
  client: VoiceClient,
  limitSeconds: number,
  { agent, deviceId = null, onMicGranted }: CallOptions,
) {
  // One page, one assistant: the route mounts a new page for another agent.
  const [session] = useState(() => createCallSession(agent));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  // Leaving the route unmounts the page: the session hangs up.
  useEffect(() => session.attach(), [session]);

  const start = useCallback(
    () => session.start(client, { limitSeconds, deviceId, onMicGranted }),
    [session, client, limitSeconds, deviceId, onMicGranted],
  );
  const { finish, toggleMute, resumeAudio } = session;
  return { state, start, finish, toggleMute, resumeAudio, prefetch: client.prefetch };
}
