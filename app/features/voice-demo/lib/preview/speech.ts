/**
 * The preview's voice (docs/product.md#the-agent-at-work): the browser's speech synthesis in a
 * Spanish voice, `es-AR` first, then `es-419`, then any Spanish one. Without one, nothing is said
 * and the preview stays silent, as it was.
 */

/** What the preview hears of one line it asked to say. */
export type SpokenLine = {
  /** The browser started saying it: the assistant is heard from now on. */
  onStart(): void;
  /** A word starts at `charIndex` of the text (in browsers that report word boundaries). */
  onBoundary(charIndex: number): void;
  /** It ended: said to the end, failed or cancelled. Called once. */
  onEnd(): void;
};

export type Speech = {
  /** Says `text`; false, and nothing happens, while no Spanish voice is known. */
  say(text: string, line: SpokenLine): boolean;
  /** Stops the line being said and any waiting. */
  cancel(): void;
  /** Stops following the browser's list of voices. */
  dispose(): void;
};

/** `es_AR` on some systems, `es-ar` on others. */
const tagOf = (voice: SpeechSynthesisVoice) => voice.lang.replace("_", "-").toLowerCase();

/** The voice the preview speaks with: Argentine, else Latin American, else any Spanish; null for none. */
export function spanishVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const first = (matches: (tag: string) => boolean) => voices.find((voice) => matches(tagOf(voice)));
  return (
    first((tag) => tag === "es-ar") ??
    first((tag) => tag === "es-419") ??
    first((tag) => tag === "es" || tag.startsWith("es-")) ??
    null
  );
}

/**
 * The browser's speech synthesis, or none. Browsers list their voices late (Chromium after the
 * first `getVoices()`), so the voice is chosen again on each `voiceschanged`.
 */
export function createSpeech(synth: SpeechSynthesis | undefined = globalThis.speechSynthesis): Speech {
  if (!synth) return { say: () => false, cancel() {}, dispose() {} };
  let voice = spanishVoice(synth.getVoices());
  const follow = () => {
    voice = spanishVoice(synth.getVoices());
  };
  synth.addEventListener("voiceschanged", follow);
  // Held while it is said: Chromium may collect an utterance nothing refers to, and its events with it.
  let saying: SpeechSynthesisUtterance | null = null;
  return {
    say(text, line) {
      if (!voice) return false;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang.replace("_", "-");
      saying = utterance;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (saying === utterance) saying = null;
        line.onEnd();
      };
      utterance.addEventListener("start", () => line.onStart());
      utterance.addEventListener("boundary", (event) => {
        if (event.name === "word") line.onBoundary(event.charIndex);
      });
      utterance.addEventListener("end", end);
      utterance.addEventListener("error", end);
      synth.speak(utterance);
      return true;
    },
    cancel: () => synth.cancel(),
    dispose: () => synth.removeEventListener("voiceschanged", follow),
  };
}
