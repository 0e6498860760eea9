import { describe, expect, it } from "vitest";

import { formatCallTime, formatCountdown } from "./call-time";

describe("formatCallTime", () => {
  it.each([
    [0, "00:00"],
    [7, "00:07"],
    [59, "00:59"],
    [60, "01:00"],
    [605, "10:05"],
    [6000, "100:00"],
    [-3, "00:00"],
    [4.9, "00:04"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatCallTime(seconds)).toBe(text);
  });
});

describe("formatCountdown", () => {
  it("is m:ss", () => {
    expect(formatCountdown(30)).toBe("0:30");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(90)).toBe("1:30");
    expect(formatCountdown(-2)).toBe("0:00");
  });
});
