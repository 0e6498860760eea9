import { describe, expect, it } from "vitest";

import { wordKeyframes, wordTiming } from "./rotation";

/** Opacity of a word at `time` ms, by linear interpolation of its keyframes (easing aside). */
function opacityAt(index: number, count: number, time: number) {
  const { duration, delay } = wordTiming(index, count);
  const local = time - delay;
  if (local < 0) return 0;
  const progress = (local % duration) / duration;
  const frames = wordKeyframes(count);
  const next = frames.findIndex((frame) => (frame.offset as number) >= progress);
  const a = frames[Math.max(0, next - 1)]!;
  const b = frames[next]!;
  const span = (b.offset as number) - (a.offset as number);
  const t = span === 0 ? 1 : (progress - (a.offset as number)) / span;
  return (a.opacity as number) + ((b.opacity as number) - (a.opacity as number)) * t;
}

const shown = (count: number, time: number) =>
  Array.from({ length: count }, (_, index) => index).filter((index) => opacityAt(index, count, time) > 0.99);

describe("the rotating word's timing", () => {
  it("shows the first word at once and a new word every 3500 ms, cycling", () => {
    expect(shown(5, 0)).toEqual([0]);
    expect(shown(5, 2400)).toEqual([0]);
    expect(shown(5, 3600)).toEqual([1]);
    expect(shown(5, 7100)).toEqual([2]);
    expect(shown(5, 17_600)).toEqual([0]);
    expect(shown(3, 10_600)).toEqual([0]);
  });

  it("fades over 500 ms with never two words fully shown", () => {
    // Word 0 fades out from 2500 to 3000 ms, word 1 fades in from 3000 to 3500 ms.
    expect(opacityAt(0, 5, 2750)).toBeCloseTo(0.5);
    expect(opacityAt(1, 5, 3250)).toBeCloseTo(0.5);
    for (let time = 0; time < 35_000; time += 50) expect(shown(5, time).length).toBeLessThanOrEqual(1);
  });
});
