import { describe, expect, it } from "vitest";

import { sparkles, starfield, tilt } from "./decor";

describe("decorative layer", () => {
  it("draws 20 stars and 15 sparkles of 10-20 px, 500 ms apart, inside the box", () => {
    const stars = starfield();
    expect(stars).toHaveLength(20);
    const items = sparkles();
    expect(items).toHaveLength(15);
    expect(items.map((item) => item.delayMs)).toEqual(Array.from({ length: 15 }, (_, index) => index * 500));
    for (const item of [...stars, ...items]) {
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x).toBeLessThanOrEqual(100);
      expect(item.y).toBeGreaterThanOrEqual(0);
      expect(item.y).toBeLessThanOrEqual(100);
    }
    for (const item of items) {
      expect(item.size).toBeGreaterThanOrEqual(10);
      expect(item.size).toBeLessThanOrEqual(20);
    }
  });

  it("twinkles every star on one 250 ms beat, each fade 1.25-2.75 s", () => {
    for (const star of starfield()) {
      expect(star.durationMs / 2 / star.steps).toBe(250);
      expect(star.delayMs % 250).toBe(0);
      expect(star.durationMs).toBeGreaterThanOrEqual(2500);
      expect(star.durationMs).toBeLessThanOrEqual(5500);
    }
    expect(new Set(starfield().map((star) => star.durationMs)).size).toBeGreaterThan(3);
  });

  it("is deterministic, so prerendered HTML and hydration agree", () => {
    expect(starfield()).toEqual(starfield());
  });

  it("tilts towards the pointer by at most half the intensity each way", () => {
    expect(tilt(50, 50, 100, 100, 20)).toEqual({ rotateX: 0, rotateY: 0, glareX: 0, glareY: 0 });
    expect(tilt(100, 0, 100, 100, 20)).toEqual({ rotateX: 10, rotateY: 10, glareX: 50, glareY: -50 });
    expect(tilt(-30, 400, 100, 100, 20)).toEqual({ rotateX: -10, rotateY: -10, glareX: -50, glareY: 50 });
  });
});
