import { describe, expect, it } from "vitest";

import { hearing, SILENCE_WARNING_MS, type SilenceWatch, watchSilence } from "./audio-health";

const levels = (watch: SilenceWatch, samples: [level: number, at: number][]) =>
  samples.reduce((current, [level, at]) => watchSilence(current, level, at), watch);

describe("watchSilence", () => {
  it("warns after five seconds under the speaking threshold, not before", () => {
    const quiet = levels(hearing, [
      [0.001, 1000],
      [0.005, 3000],
    ]);
    expect(quiet).toEqual({ quietSince: 1000, noSound: false });
    expect(watchSilence(quiet, 0, 1000 + SILENCE_WARNING_MS - 1).noSound).toBe(false);
    expect(watchSilence(quiet, 0, 1000 + SILENCE_WARNING_MS).noSound).toBe(true);
  });

  it("any sound clears the warning at once and restarts the count", () => {
    const silent = levels(hearing, [
      [0, 0],
      [0, 6000],
    ]);
    expect(silent.noSound).toBe(true);
    const heard = watchSilence(silent, 0.3, 6100);
    expect(heard).toEqual(hearing);
    expect(levels(heard, [[0, 6200]])).toEqual({ quietSince: 6200, noSound: false });
  });

  it("returns the same object when nothing shown changes", () => {
    expect(watchSilence(hearing, 0.5, 100)).toBe(hearing);
    const quiet = watchSilence(hearing, 0, 100);
    expect(watchSilence(quiet, 0, 200)).toBe(quiet);
    const silent = watchSilence(quiet, 0, 6000);
    expect(watchSilence(silent, 0, 6100)).toBe(silent);
  });
});
