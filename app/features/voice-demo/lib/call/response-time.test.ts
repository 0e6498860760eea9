import { describe, expect, it } from "vitest";

import { formatSeconds, measureResponseTimes, median, type ResponseInput, slowest } from "./response-time";

type Stamped = { input: ResponseInput; at: number };

/** Level samples every 100 ms from `from` up to (not including) `to`, as a meter delivers them. */
function sound(role: "user" | "assistant", from: number, to: number, level = 0.3): Stamped[] {
  const samples: Stamped[] = [];
  for (let at = from; at < to; at += 100) samples.push({ input: { type: "level", role, level }, at });
  return samples;
}
const visitor = (from: number, to: number) => sound("user", from, to);
const assistant = (from: number, to: number) => sound("assistant", from, to);
const quiet = (role: "user" | "assistant", from: number, to: number) => sound(role, from, to, 0.005);
const mute = (muted: boolean, at: number): Stamped[] => [{ input: { type: "mute", muted }, at }];

/** Merges the streams in time order, as the hook receives them. */
const call = (...streams: Stamped[][]) => streams.flat().sort((a, b) => a.at - b.at);

describe("measureResponseTimes", () => {
  it.each([
    [
      "measures from the visitor's last sound to the assistant's first, turn after turn",
      call(
        assistant(0, 2000), // the greeting
        visitor(3000, 5000), // last sound at 4900
        assistant(5700, 8000), // 800 ms later
        visitor(9000, 10_000), // last sound at 9900
        assistant(11_100, 12_000),
      ),
      [800, 1200],
    ],
    [
      "levels under the speaking threshold are silence, on both sides",
      call(
        assistant(0, 1000),
        visitor(2000, 3000),
        quiet("user", 3000, 6000),
        quiet("assistant", 3000, 4000),
        assistant(4000, 5000),
      ),
      [1100],
    ],
    [
      "a pause shorter than the hangover is part of the speech: the answer counts from the last sound",
      call(assistant(0, 1000), visitor(2000, 3000), visitor(3600, 4500), assistant(5100, 6000)),
      [700],
    ],
    [
      "an answer that comes within the hangover still counts from the visitor's last sound",
      call(assistant(0, 1000), visitor(3000, 4000), assistant(4400, 5000)),
      [500],
    ],
    [
      "a turn with no answer: the next answer counts from the visitor's next speech",
      call(assistant(0, 1000), visitor(2000, 3000), visitor(9000, 10_000), assistant(10_900, 12_000)),
      [1000],
    ],
    [
      "an interruption: the visitor talks over the assistant, which stops; the answer counts once they end",
      call(
        assistant(0, 1000),
        visitor(2000, 3000),
        assistant(3800, 6300), // answered 900 ms after 2900
        visitor(6000, 8000), // barges in at 6000; the assistant stops at 6200
        assistant(8600, 9000), // 700 ms after 7900
      ),
      [900, 700],
    ],
  ])("%s", (_what, heard, times) => {
    expect(measureResponseTimes(heard)).toEqual(times);
  });

  it("the greeting answers nobody, even when the visitor spoke before it", () => {
    expect(measureResponseTimes(call(assistant(500, 3000), assistant(4500, 6000)))).toEqual([]);
    expect(measureResponseTimes(call(visitor(0, 1000), assistant(2000, 4000)))).toEqual([]);
  });

  it("overlap: speech that ends while the assistant still sounds has no clear end", () => {
    // A backchannel ('ajá') in the middle of the assistant's answer.
    const backchannel = measureResponseTimes(
      call(assistant(0, 1000), visitor(2000, 3000), assistant(4000, 8000), visitor(5000, 5400)),
    );
    expect(backchannel).toEqual([1100]);
    // A short barge-in that ends within the hangover of the assistant's last sound.
    const shortBargeIn = measureResponseTimes(
      call(assistant(0, 1000), assistant(2000, 4000), visitor(3500, 4500), assistant(5500, 6000)),
    );
    expect(shortBargeIn).toEqual([]);
  });

  it("the silence a mute causes is not the end of the speech; speech after the unmute counts", () => {
    const mutedMidSpeech = measureResponseTimes(
      call(assistant(0, 1000), visitor(2000, 3000), mute(true, 3000), assistant(3800, 5000)),
    );
    expect(mutedMidSpeech).toEqual([]);
    // While muted the track feeds silence; a stray level then is not the visitor's voice.
    const whileMuted = measureResponseTimes(
      call(assistant(0, 1000), mute(true, 1500), visitor(2000, 3000), assistant(4000, 5000)),
    );
    expect(whileMuted).toEqual([]);
    const afterUnmute = measureResponseTimes(
      call(
        assistant(0, 1000),
        mute(true, 1500),
        mute(false, 2500),
        visitor(3000, 4000),
        assistant(4600, 5000),
      ),
    );
    expect(afterUnmute).toEqual([700]);
  });
});

describe("median and slowest", () => {
  it("median of odd and even counts; null when nothing was measured", () => {
    expect(median([1200, 800, 700])).toBe(800);
    expect(median([800, 1200])).toBe(1000);
    expect(median([])).toBeNull();
  });

  it("the slowest response, or null", () => {
    expect(slowest([800, 1900, 1200])).toBe(1900);
    expect(slowest([])).toBeNull();
  });
});

describe("formatSeconds", () => {
  it("one decimal with a decimal comma", () => {
    expect(formatSeconds(845)).toBe("0,8");
    expect(formatSeconds(1250)).toBe("1,3");
    expect(formatSeconds(0)).toBe("0,0");
  });
});
