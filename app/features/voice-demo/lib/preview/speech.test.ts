import { describe, expect, it, vi } from "vitest";

import { createSpeech, type SpokenLine, spanishVoice } from "./speech";

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe("spanishVoice", () => {
  it("takes an Argentine voice first, then a Latin American one, then any Spanish one", () => {
    const spain = voice("es-ES");
    const latam = voice("es-419");
    const argentina = voice("es_AR");
    expect(spanishVoice([voice("en-US"), spain, latam, argentina])).toBe(argentina);
    expect(spanishVoice([voice("en-US"), spain, latam])).toBe(latam);
    expect(spanishVoice([voice("en-US"), voice("eu-ES"), spain])).toBe(spain);
    expect(spanishVoice([voice("es")])?.lang).toBe("es");
  });

  it("finds none among other languages", () => {
    expect(spanishVoice([voice("en-US"), voice("pt-BR"), voice("eu")])).toBeNull();
    expect(spanishVoice([])).toBeNull();
  });
});

/** The browser's speech synthesis, as far as the adapter uses it. */
class FakeSynth extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  getVoices = () => this.voices;
  speak = (utterance: FakeUtterance) => void this.spoken.push(utterance);
  cancel = vi.fn();
}

class FakeUtterance extends EventTarget {
  voice: SpeechSynthesisVoice | null = null;
  lang = "";
  constructor(readonly text: string) {
    super();
  }
  fire(type: string, fields: Record<string, unknown> = {}) {
    this.dispatchEvent(Object.assign(new Event(type), fields));
  }
}

function speechOn(synth: FakeSynth) {
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return createSpeech(synth as unknown as SpeechSynthesis);
}

const listener = (): SpokenLine & { calls: unknown[][] } => {
  const calls: unknown[][] = [];
  return {
    calls,
    onStart: () => calls.push(["start"]),
    onBoundary: (index) => calls.push(["boundary", index]),
    onEnd: () => calls.push(["end"]),
  };
};

describe("createSpeech", () => {
  it("says nothing while no Spanish voice is known, and picks one when the browser lists them", () => {
    const synth = new FakeSynth();
    synth.voices = [voice("en-US")];
    const speech = speechOn(synth);
    expect(speech.say("Hola", listener())).toBe(false);
    expect(synth.spoken).toEqual([]);
    synth.voices = [voice("en-US"), voice("es-419")];
    synth.dispatchEvent(new Event("voiceschanged"));
    expect(speech.say("Hola", listener())).toBe(true);
    expect(synth.spoken.map(({ text, lang, voice }) => [text, lang, voice?.lang])).toEqual([
      ["Hola", "es-419", "es-419"],
    ]);
  });

  it("tags the utterance as the web writes languages, whatever the system calls its voice", () => {
    const synth = new FakeSynth();
    synth.voices = [voice("es_AR")];
    speechOn(synth).say("Hola", listener());
    expect(synth.spoken.map(({ lang }) => lang)).toEqual(["es-AR"]);
  });

  it("tells the line when it starts, at each word and once when it ends", () => {
    const synth = new FakeSynth();
    synth.voices = [voice("es-AR")];
    const line = listener();
    speechOn(synth).say("Hola che", line);
    const [utterance] = synth.spoken;
    utterance!.fire("start");
    utterance!.fire("boundary", { name: "word", charIndex: 5 });
    utterance!.fire("boundary", { name: "sentence", charIndex: 0 });
    utterance!.fire("error", { error: "interrupted" });
    utterance!.fire("end");
    expect(line.calls).toEqual([["start"], ["boundary", 5], ["end"]]);
  });

  it("cancels the browser's speech, and stops following its voices once disposed", () => {
    const synth = new FakeSynth();
    const speech = speechOn(synth);
    speech.cancel();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    speech.dispose();
    synth.voices = [voice("es-AR")];
    synth.dispatchEvent(new Event("voiceschanged"));
    expect(speech.say("Hola", listener())).toBe(false);
  });

  it("is silent where the browser has no speech synthesis", () => {
    const speech = createSpeech(undefined);
    expect(speech.say("Hola", listener())).toBe(false);
    expect(() => speech.cancel()).not.toThrow();
  });
});
