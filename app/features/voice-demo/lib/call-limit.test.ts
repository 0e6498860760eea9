import { describe, expect, it } from "vitest";

import { countdown, formatCountdown } from "./call-limit";

describe("countdown", () => {
  it("appears with 30 s left and counts down to 0", () => {
    expect(countdown(300, 0)).toBeNull();
    expect(countdown(300, 269)).toBeNull();
    expect(countdown(300, 270)).toBe(30);
    expect(countdown(300, 299)).toBe(1);
    expect(countdown(300, 300)).toBe(0);
    expect(countdown(300, 301)).toBe(0);
  });

  it("a limit of 30 s shows it from the start", () => {
    expect(countdown(30, 0)).toBe(30);
  });
});

describe("formatCountdown", () => {
  it("is m:ss", () => {
    expect(formatCountdown(30)).toBe("0:30");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(90)).toBe("1:30");
  });
});
