import { describe, expect, it } from "vitest";

import { formatSeconds, measureResponseTimes, median, type ResponseInput } from "./response-time";

const visitor = (speaking: boolean): ResponseInput => ({ type: "visitor-turn", speaking });
const assistant = (speaking: boolean): ResponseInput => ({ type: "assistant-speaking", speaking });
const mute = (muted: boolean): ResponseInput => ({ type: "mute", muted });
const at = (...steps: [number, ResponseInput][]) => steps.map(([time, input]) => ({ input, at: time }));

describe("measureResponseTimes", () => {
  it("measures from the end of the visitor's turn to the start of the assistant's", () => {
    expect(
      measureResponseTimes(
        at(
          [0, visitor(true)],
          [2000, visitor(false)],
          [2800, assistant(true)],
          [5000, assistant(false)],
          [6000, visitor(true)],
          [7000, visitor(false)],
          [8200, assistant(true)],
        ),
      ),
    ).toEqual([800, 1200]);
  });

  it("a greeting with no visitor turn before it has no response time", () => {
    expect(
      measureResponseTimes(at([300, assistant(true)], [2000, assistant(false)], [2500, assistant(true)])),
    ).toEqual([]);
  });

  it("counts from the last end when the visitor speaks again before the answer", () => {
    expect(
      measureResponseTimes(
        at(
          [0, visitor(true)],
          [1000, visitor(false)],
          [1400, visitor(true)],
          [3000, visitor(false)],
          [3700, assistant(true)],
        ),
      ),
    ).toEqual([700]);
  });

  it("an assistant that starts while the visitor still speaks is not a measured answer", () => {
    expect(
      measureResponseTimes(
        at([0, visitor(true)], [900, assistant(true)], [1500, visitor(false)], [4000, assistant(false)]),
      ),
    ).toEqual([]);
  });

  it("a visitor turn over the assistant's speech has no clear end", () => {
    expect(
      measureResponseTimes(
        at(
          [0, assistant(true)],
          [500, visitor(true)],
          [900, visitor(false)],
          [3000, assistant(false)],
          [3500, assistant(true)],
        ),
      ),
    ).toEqual([]);
  });

  it("the silence a mute causes is not the end of a turn; a turn ended before the mute still counts", () => {
    expect(
      measureResponseTimes(
        at([0, visitor(true)], [800, mute(true)], [1800, visitor(false)], [2500, assistant(true)]),
      ),
    ).toEqual([]);
    expect(
      measureResponseTimes(
        at([0, visitor(true)], [1000, visitor(false)], [1200, mute(true)], [1900, assistant(true)]),
      ),
    ).toEqual([900]);
    expect(
      measureResponseTimes(
        at(
          [0, mute(true)],
          [100, mute(false)],
          [200, visitor(true)],
          [1000, visitor(false)],
          [1600, assistant(true)],
        ),
      ),
    ).toEqual([600]);
  });

  it("one visitor turn is answered once, however often the assistant starts afterwards", () => {
    expect(
      measureResponseTimes(
        at(
          [0, visitor(true)],
          [1000, visitor(false)],
          [1500, assistant(true)],
          [1600, assistant(true)],
          [3000, assistant(false)],
          [4000, assistant(true)],
        ),
      ),
    ).toEqual([500]);
  });
});

describe("median", () => {
  it("is the middle value, the mean of the two middle ones, or null without values", () => {
    expect(median([])).toBeNull();
    expect(median([900])).toBe(900);
    expect(median([1200, 700, 900])).toBe(900);
    expect(median([700, 1200, 900, 800])).toBe(850);
  });
});

describe("formatSeconds", () => {
  it("one decimal with a decimal comma", () => {
    expect(formatSeconds(800)).toBe("0,8");
    expect(formatSeconds(845)).toBe("0,8");
    expect(formatSeconds(850)).toBe("0,9");
    expect(formatSeconds(1234)).toBe("1,2");
    expect(formatSeconds(0)).toBe("0,0");
  });
});
