/** 'No te escuchamos…': how long the visitor's microphone has been quiet in a live call, pure. */
import { SPEAKING_THRESHOLD } from "../microphone/speech-detector";

/** How long the visitor's microphone may stay quiet in a live, unmuted call before we say so. */
export const SILENCE_WARNING_MS = 5000;

export type SilenceWatch = {
  /** Since when every level has been under the speaking threshold; null while there is sound. */
  quietSince: number | null;
  /** No sound for SILENCE_WARNING_MS: 'No te escuchamos…'. */
  noSound: boolean;
};

export const hearing: SilenceWatch = { quietSince: null, noSound: false };

/**
 * One level of the visitor's microphone (0 to 1) at time `at`. Returns the same object when
 * nothing the page shows changed, so a level every 100 ms costs no render.
 */
export function watchSilence(watch: SilenceWatch, level: number, at: number): SilenceWatch {
  if (level > SPEAKING_THRESHOLD) return watch.quietSince === null ? watch : hearing;
  if (watch.quietSince === null) return { quietSince: at, noSound: false };
  const noSound = at - watch.quietSince >= SILENCE_WARNING_MS;
  return noSound === watch.noSound ? watch : { ...watch, noSound };
}
