import { previewScript, type ScriptRole } from "~/content/demo-cat";

import { startLevelMeter } from "./level-meter";
import type { VoiceClient, VoiceEvent } from "./voice-client";

export type PreviewTiming = {
  /** From the microphone grant to the assistant listening. */
  connectMs: number;
  /** Time per word of a turn, so partial transcripts grow like live speech. */
  wordMs: number;
  /** How often the assistant's level moves while it talks. */
  levelMs: number;
};

const realisticTiming: PreviewTiming = { connectMs: 1500, wordMs: 260, levelMs: 100 };

/** A voiced envelope: louder and quieter syllables, never flat, between 0.2 and 0.95. */
export function speechLevelAt(ms: number): number {
  const t = ms / 1000;
  return 0.2 + 0.75 * Math.abs(Math.sin(t * 9.1) * Math.cos(t * 2.3));
}

/**
 * The preview driver (PRODUCT.md): a scripted call with CAT's assistant that goes
 * through the real states and uses the real microphone for the "Tu voz" level.
 */
export function createPreviewClient(
  script: readonly { role: ScriptRole; pause: number; text: string }[] = previewScript,
  timing: PreviewTiming = realisticTiming,
): VoiceClient {
  return {
    prefetch() {},
    start(stream, onEvent) {
      const timers = new Set<number>();
      let stopped = false;
      let levelTimer: number | undefined;
      const emit = (event: VoiceEvent) => {
        if (!stopped) onEvent(event);
      };
      const later = (ms: number, run: () => void) => {
        const id = window.setTimeout(() => {
          timers.delete(id);
          if (!stopped) run();
        }, ms);
        timers.add(id);
      };
      const stopMeter = startLevelMeter(stream, {
        onLevel: (level) => emit({ type: "mic-level", level }),
        onSpeaking: (speaking) => emit({ type: "speaking", role: "user", speaking }),
      });

      const speak = (turn: (typeof script)[number], done: () => void) => {
        const words = turn.text.split(" ");
        // The scripted visitor's turn: the assistant's pause after it is the response time shown.
        if (turn.role === "user") emit({ type: "visitor-turn", speaking: true });
        if (turn.role === "assistant") {
          emit({ type: "speaking", role: "assistant", speaking: true });
          const startedAt = performance.now();
          levelTimer = window.setInterval(
            () => emit({ type: "assistant-level", level: speechLevelAt(performance.now() - startedAt) }),
            timing.levelMs,
          );
        }
        let spoken = 0;
        const step = () => {
          spoken = Math.min(words.length, spoken + 2);
          const final = spoken === words.length;
          emit({ type: "transcript", role: turn.role, text: words.slice(0, spoken).join(" "), final });
          if (!final) return later(timing.wordMs * 2, step);
          if (turn.role === "assistant") {
            window.clearInterval(levelTimer);
            emit({ type: "assistant-level", level: 0 });
            emit({ type: "speaking", role: "assistant", speaking: false });
          } else {
            emit({ type: "visitor-turn", speaking: false });
          }
          done();
        };
        later(timing.wordMs * 2, step);
      };

      const play = (index: number) => {
        const turn = script[index];
        if (turn) later(turn.pause, () => speak(turn, () => play(index + 1)));
      };

      // The same three connection steps as a real call, in the same order.
      emit({ type: "connect-step", step: "preparing" });
      later(timing.connectMs / 3, () => emit({ type: "connect-step", step: "creating" }));
      later((timing.connectMs * 2) / 3, () => emit({ type: "connect-step", step: "joining" }));
      later(timing.connectMs, () => {
        emit({ type: "call-start" });
        play(0);
      });

      return {
        stop() {
          if (stopped) return;
          stopped = true;
          for (const id of timers) window.clearTimeout(id);
          window.clearInterval(levelTimer);
          stopMeter();
        },
        // The page disables the microphone track itself; the meter then hears silence.
        setMuted() {},
      };
    },
  };
}
