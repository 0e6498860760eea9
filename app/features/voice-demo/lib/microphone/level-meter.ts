/** The visitor's level, read from the page's own microphone stream in both drivers. */
import { createSpeechDetector } from "./speech-detector";

/** The audio level observer samples every 100 ms (docs/product.md#timings-and-sizes). */
const SAMPLE_MS = 100;

type LevelListeners = {
  /** Every sample's level (RMS, 0 to 1). */
  onLevel: (level: number) => void;
  /** When the visitor starts or stops speaking. */
  onSpeaking: (speaking: boolean) => void;
};

/**
 * Follows the microphone's loudness with a Web Audio analyser on the page's own stream: every
 * level, and when the visitor starts and stops speaking. Both drivers use it, so 'Tu voz' and
 * 'No te escuchamos…' never depend on a vendor's meter. A muted track feeds silence, so mute shows too.
 */
export function startLevelMeter(stream: MediaStream, { onLevel, onSpeaking }: LevelListeners): () => void {
  if (typeof AudioContext === "undefined" || stream.getAudioTracks().length === 0) return () => {};
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  const source = context.createMediaStreamSource(stream);
  source.connect(analyser);
  // Created after the getUserMedia await; the click's user activation lets it run.
  void context.resume().catch(() => {});

  const samples = new Float32Array(analyser.fftSize);
  const detect = createSpeechDetector();
  const timer = window.setInterval(() => {
    // A context the browser keeps suspended (no user gesture left) reads silence, which is not
    // the visitor's: no level at all is better than a false 'No te escuchamos…'.
    if (context.state !== "running") return;
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    const level = Math.sqrt(sum / samples.length);
    onLevel(level);
    const changed = detect(level, performance.now());
    if (changed !== null) onSpeaking(changed);
  }, SAMPLE_MS);

  return () => {
    window.clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => {});
  };
}
