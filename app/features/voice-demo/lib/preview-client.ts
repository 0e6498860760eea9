import { type PreviewAction, previewScript, type PreviewTurn, type ScriptRole } from "~/content/demo-cat";

import { actionOutcome } from "./actions";
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
 * The preview driver (docs/product.md#the-voice-demo): a scripted call with CAT's assistant that
 * goes through the real states and uses the real microphone for 'Tu voz' and 'No te escuchamos…'.
 * Both sides of the scripted conversation have a simulated level, so response times are measured
 * the way a real call's are: each one is the script's pause before the assistant's turn. The
 * assistant's actions (docs/product.md#the-agent-at-work) run after the lines that announce them.
 */
export function createPreviewClient(
  script: readonly PreviewTurn[] = previewScript,
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

      /** One side's voiced level from now until the returned function, which ends on a last sound. */
      const voice = (role: ScriptRole) => {
        const startedAt = performance.now();
        const sample = () =>
          emit({ type: "level", role, level: speechLevelAt(performance.now() - startedAt) });
        sample();
        levelTimer = window.setInterval(sample, timing.levelMs);
        return () => {
          window.clearInterval(levelTimer);
          sample();
          emit({ type: "level", role, level: 0 });
        };
      };

      const speak = (turn: PreviewTurn, done: () => void) => {
        const words = turn.text.split(" ");
        if (turn.role === "assistant") emit({ type: "speaking", role: "assistant", speaking: true });
        const silence = voice(turn.role);
        let spoken = 0;
        const step = () => {
          spoken = Math.min(words.length, spoken + 2);
          const final = spoken === words.length;
          emit({ type: "transcript", role: turn.role, text: words.slice(0, spoken).join(" "), final });
          if (!final) return later(timing.wordMs * 2, step);
          silence();
          if (turn.role === "assistant") emit({ type: "speaking", role: "assistant", speaking: false });
          done();
        };
        later(timing.wordMs * 2, step);
      };

      const act = (action: PreviewAction, id: string, next: () => void) => {
        emit({ type: "action", id, name: action.tool, status: "running" });
        later(action.ms, () => {
          const outcome = actionOutcome(action.tool, action.result);
          emit({
            type: "action",
            id,
            name: action.tool,
            status: "done",
            ...(outcome !== undefined && { outcome }),
          });
          next();
        });
      };

      const play = (index: number) => {
        const turn = script[index];
        if (!turn) return;
        const next = () => play(index + 1);
        later(turn.pause, () =>
          speak(turn, () => (turn.action ? act(turn.action, `preview-${index}`, next) : next())),
        );
      };

      // The same three connection steps as a real call, in the same order. No provider: no noise suppression.
      emit({ type: "connect-step", step: "preparing" });
      emit({ type: "noise-suppression", active: false });
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
        // The preview plays no sound, so the browser has nothing to refuse.
        resumeAudio() {},
      };
    },
  };
}
