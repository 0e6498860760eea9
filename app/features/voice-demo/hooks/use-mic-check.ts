import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from "react";

import { startLevelMeter } from "../lib/microphone/level-meter";
import {
  idleCheck,
  MIC_CHECK_MS,
  micCheckReducer,
  micCheckResult,
  type MicCheckResult,
} from "../lib/microphone/mic-check";
import {
  micFailureAfter,
  micFailureOf,
  readMicPermission,
  requestMicrophone,
  stopStream,
} from "../lib/microphone/microphone";

/** Follows a stream's level (0 to 1) until the returned function is called. */
export type LevelSource = (stream: MediaStream, onLevel: (level: number) => void) => () => void;

const meterLevels: LevelSource = (stream, onLevel) =>
  startLevelMeter(stream, { onLevel, onSpeaking: () => {} });

type MicCheckOptions = {
  /** The chosen input (`useMicrophoneChoice`'s `deviceId`); null for the default. */
  deviceId?: string | null;
  /** The permission was granted: the page lists the inputs now that the browser names them. */
  onGranted?: () => void;
  /** Once per finished check (`demo_mic_check`). */
  onResult?: (result: MicCheckResult) => void;
  /** Where the levels come from: the Web Audio meter the call uses. */
  levels?: LevelSource;
};

type Session = { stream: MediaStream | null; stopLevels: () => void; deadline: number | undefined };

/**
 * 'Probar micrófono': opens the microphone (call `start` from the click handler), follows its
 * level for up to MIC_CHECK_MS, and releases every track as soon as the check is over or the
 * page goes.
 */
export function useMicCheck({
  deviceId = null,
  onGranted,
  onResult,
  levels = meterLevels,
}: MicCheckOptions = {}) {
  const [state, dispatch] = useReducer(micCheckReducer, idleCheck);
  const session = useRef<Session | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    window.clearTimeout(current.deadline);
    current.stopLevels();
    stopStream(current.stream);
  }, []);

  const start = useCallback(() => {
    if (session.current) return;
    const current: Session = { stream: null, stopLevels: () => {}, deadline: undefined };
    session.current = current;
    dispatch({ type: "start" });
    requestMicrophone(deviceId).then(
      ({ stream }) => {
        if (session.current !== current) return stopStream(stream);
        current.stream = stream;
        dispatch({ type: "granted", at: performance.now() });
        current.stopLevels = levels(stream, (level) =>
          dispatch({ type: "level", level, at: performance.now() }),
        );
        current.deadline = window.setTimeout(() => dispatch({ type: "deadline" }), MIC_CHECK_MS);
        onGranted?.();
      },
      (error: unknown) => {
        if (session.current !== current) return;
        session.current = null;
        const failure = micFailureOf(error);
        if (failure !== "denied") return dispatch({ type: "failed", failure });
        // As for a call: a refusal while the permission still says "prompt" was a dismissed prompt.
        void readMicPermission().then((permission) =>
          dispatch({ type: "failed", failure: micFailureAfter(failure, permission) }),
        );
      },
    );
  }, [deviceId, levels, onGranted]);

  const result = micCheckResult(state);
  const report = useEffectEvent((finished: MicCheckResult) => onResult?.(finished));
  useEffect(() => {
    if (result === null) return;
    // Heard or not, the check is over: the microphone goes at once.
    release();
    report(result);
  }, [result, release]);

  useEffect(() => release, [release]);

  return { state, start };
}
