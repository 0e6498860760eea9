import { renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { testLaunchOptions } from "../scripts/browser.mjs";

const RATE = 16_000;

/**
 * Writes a mono 16-bit WAV for Chromium's `--use-file-for-fake-audio-capture`, which plays it
 * in a loop as the microphone: each part is digital silence or a voiced sound (a tone whose
 * loudness rises and falls like syllables, well above the page's speaking threshold).
 */
export function writeMicrophoneWav(path: string, parts: { sound: boolean; seconds: number }[]) {
  const samples = parts.flatMap(({ sound, seconds }) =>
    Array.from({ length: Math.round(seconds * RATE) }, (_, index) => {
      if (!sound) return 0;
      const t = index / RATE;
      const syllables = 0.35 + 0.65 * Math.abs(Math.sin(t * Math.PI * 4));
      return 0.6 * syllables * Math.sin(2 * Math.PI * 220 * t) * (1 + 0.3 * Math.sin(2 * Math.PI * 660 * t));
    }),
  );
  const data = Buffer.alloc(44 + samples.length * 2);
  data.write("RIFF", 0);
  data.writeUInt32LE(36 + samples.length * 2, 4);
  data.write("WAVEfmt ", 8);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20); // PCM
  data.writeUInt16LE(1, 22); // mono
  data.writeUInt32LE(RATE, 24);
  data.writeUInt32LE(RATE * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write("data", 36);
  data.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, index) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), 44 + index * 2),
  );
  // Written aside, then renamed: a worker never reads another's half-written file, and each run
  // replaces the same few files instead of leaving one per worker in the temp folder.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/**
 * Launch options for a spec whose microphone plays `parts` in a loop (Chromium's fake device,
 * heard by the page's analyser).
 */
export function withMicrophone(name: string, parts: Parameters<typeof writeMicrophoneWav>[1]) {
  const wav = join(tmpdir(), `agentia-e2e-${name}.wav`);
  writeMicrophoneWav(wav, parts);
  return { launchOptions: testLaunchOptions(`--use-file-for-fake-audio-capture=${wav}`) };
}
