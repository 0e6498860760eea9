/** The preview's voice driver: a scripted call where Vapi's would run (docs/product.md#the-voice-demo). */
import { actionLabels } from "~/content/demo-cat";
import { type PreviewAction, previewScript, type PreviewTurn, type ScriptRole } from "~/content/demo-preview";

import { actionDone, type ActionLabels } from "../conversation/actions";
import { startLevelMeter } from "../microphone/level-meter";
import { createSpeech, type Speech } from "./speech";
import type { VoiceClient, VoiceEvent } from "../call/voice-client";

export type PreviewTiming = {
  /** From the microphone grant to the assistant listening. */
  connectMs: number;
  /** Time per word of a turn, so partial transcripts grow like live speech. */
  wordMs: number;
  /** How often the assistant's level moves while it talks. */
  levelMs: number;
};

const realisticTiming: PreviewTiming = { connectMs: 1500, wordMs: 260, levelMs: 100 };

/**
 * How long the browser may take to start saying a line, and to say each word, before the preview
 * gives up on its voice: a speech service that never answers (Linux without sound) must not
 * stall the call.
 */
const SPEECH_START_MS = 2000;
const SPEECH_WORD_MS = 600;

/** A voiced envelope: louder and quieter syllables, never flat, between 0.2 and 0.95. */
export function speechLevelAt(ms: number): number {
  const t = ms / 1000;
  return 0.2 + 0.75 * Math.abs(Math.sin(t * 9.1) * Math.cos(t * 2.3));
}

/** How many words of `text` have started once the word at `charIndex` starts. */
const wordsThrough = (text: string, charIndex: number) =>
  text.slice(0, charIndex).split(" ").filter(Boolean).length + 1;

/**
 * The preview driver (docs/product.md#the-voice-demo): a scripted call, CAT's assistant's or a
 * demo agent's (its `script` and its `labels`, docs/product.md#an-agent-for-every-area), that
 * goes through the real states and uses the real microphone for 'Tu voz' and 'No te escuchamos…'.
 * The assistant's lines are spoken in a Spanish voice when the browser has one (`lib/preview/speech.ts`), and
 * 'Asistente', its level and its words follow that speech; without one they follow the script's
 * timing, silently. Both sides have a simulated level while they talk, so response times are
 * measured the way a real call's are. The assistant's actions (docs/product.md#the-agent-at-work)
 * run after the lines that announce them.
 */
export function createPreviewClient(
  script: readonly PreviewTurn<string>[] = previewScript,
  labels: ActionLabels = actionLabels,
  timing: PreviewTiming = realisticTiming,
  openSpeech: () => Speech = createSpeech,
): VoiceClient {
  return {
    // Chromium starts listing its voices at the first question: by the greeting, they are known.
    prefetch: () => void globalThis.speechSynthesis?.getVoices(),
    start(stream, onEvent) {
      const timers = new Set<number>();
      let stopped = false;
      let levelTimer: number | undefined;
      const speech = openSpeech();
      // Once the browser's voice never starts or never ends a line, the rest of the call is silent,
      // on the script's timing. A line it refuses (another app interrupted it) is only that line.
      let voiced = true;
      const emit = (event: VoiceEvent) => {
        if (!stopped) onEvent(event);
      };
      const later = (ms: number, run: () => void) => {
        const id = window.setTimeout(() => {
          timers.delete(id);
          if (!stopped) run();
        }, ms);
        timers.add(id);
        return id;
      };
      const cancelLater = (id: number | undefined) => {
        if (id === undefined) return;
        window.clearTimeout(id);
        timers.delete(id);
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

      const speak = (turn: PreviewTurn<string>, done: () => void) => {
        const words = turn.text.split(" ");
        let shown = 0;
        let begun = false;
        let over = false;
        /** The browser is saying the line: its end, not the script's timing, ends the line. */
        let saying = false;
        /** The browser reports word boundaries: they, not the timing, show the words. */
        let following = false;
        let silence = () => {};
        let watchdog: number | undefined;

        const show = (count: number) => {
          if (count <= shown) return;
          shown = count;
          emit({ type: "transcript", role: turn.role, text: words.slice(0, shown).join(" "), final: false });
        };
        const finish = () => {
          if (over) return;
          over = true;
          emit({ type: "transcript", role: turn.role, text: turn.text, final: true });
          silence();
          if (turn.role === "assistant") emit({ type: "speaking", role: "assistant", speaking: false });
          done();
        };
        const step = () => {
          if (following || over) return;
          const next = Math.min(words.length, shown + 2);
          if (next === words.length && !saying) return finish();
          show(next);
          if (next < words.length) later(timing.wordMs * 2, step);
        };
        const begin = () => {
          if (begun) return;
          begun = true;
          if (turn.role === "assistant") emit({ type: "speaking", role: "assistant", speaking: true });
          silence = voice(turn.role);
          later(timing.wordMs * 2, step);
        };
        const ended = () => {
          if (!saying || stopped) return;
          saying = false;
          cancelLater(watchdog);
          // Never started: the line happens anyway, silently, on the script's timing.
          if (!begun) return begin();
          finish();
        };
        const giveUpAfter = (ms: number) => {
          cancelLater(watchdog);
          watchdog = later(ms, () => {
            voiced = false;
            speech.cancel();
            ended();
          });
        };

        if (turn.role === "assistant" && voiced) {
          saying = speech.say(turn.text, {
            onStart: () => {
              if (stopped || !saying) return;
              giveUpAfter(SPEECH_START_MS + words.length * SPEECH_WORD_MS);
              begin();
            },
            onBoundary: (charIndex) => {
              if (!saying) return;
              following = true;
              show(Math.min(words.length, wordsThrough(turn.text, charIndex)));
            },
            onEnd: ended,
          });
          if (saying) giveUpAfter(SPEECH_START_MS);
        }
        if (!saying) begin();
      };

      const act = (action: PreviewAction<string>, id: string, next: () => void) => {
        emit({ type: "action", id, name: action.tool, status: "running" });
        later(action.ms, () => {
          emit(actionDone(id, action.tool, action.result, labels));
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
          // Nothing said or waiting to be said outlives the call.
          speech.cancel();
          speech.dispose();
        },
        // The page disables the microphone track itself; the meter then hears silence.
        setMuted() {},
        // The browser's speech needs no tap to be heard, so there is nothing to refuse.
        resumeAudio() {},
      };
    },
  };
}
