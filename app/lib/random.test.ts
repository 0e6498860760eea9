import { describe, expect, it } from "vitest";

import { between, createRng, pick } from "./random";

describe("createRng", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const sequence = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, rng);
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
  });

  it("stays in [0, 1) and spreads over the range", () => {
    const rng = createRng(7);
    const values = Array.from({ length: 10_000 }, rng);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });
});

describe("between and pick", () => {
  it("map the source onto a range and a list", () => {
    expect(between(() => 0, 3, 8)).toBe(3);
    expect(between(() => 0.5, 3, 8)).toBe(5.5);
    expect(pick(() => 0, ["a", "b", "c"])).toBe("a");
    expect(pick(() => 0.999, ["a", "b", "c"])).toBe("c");
  });
});
