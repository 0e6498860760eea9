import { describe, expect, it } from "vitest";

import { countdown } from "./call-limit";

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
