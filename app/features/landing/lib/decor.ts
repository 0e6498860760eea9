import { createRng } from "~/lib/random";

/*
 * Positions and timings of the decorative layer. Deterministic (seeded), so the
 * prerendered HTML and the first client render agree and hydration does not rewrite them.
 */

export type Star = { x: number; y: number; size: number; delayMs: number; durationMs: number; steps: number };

/**
 * A star's fade changes its opacity every `twinkleStepMs`: every star on the same beat, so the
 * field needs four frames a second, not one whenever any star steps (a frame at nearly every
 * refresh when each kept its own beat).
 */
export const twinkleStepMs = 250;

/**
 * Twenty stars (docs/product.md#timings-and-sizes). Positions in percent of the field. A twinkle
 * (fade in, fade out) lasts 2.5-5.5 s in whole seconds' halves; `steps` is the number of opacity
 * changes in each fade, and the delay, too, falls on the beat.
 */
export function starfield(count = 20, seed = 7): Star[] {
  const random = createRng(seed);
  return Array.from({ length: count }, () => {
    const x = Math.round(random() * 1000) / 10;
    const y = Math.round(random() * 1000) / 10;
    const size = 1 + Math.round(random() * 2);
    const delayMs = Math.round((random() * 4000) / twinkleStepMs) * twinkleStepMs;
    const durationMs = 2500 + Math.round(random() * 6) * 500;
    return { x, y, size, delayMs, durationMs, steps: durationMs / 2 / twinkleStepMs };
  });
}

export type Sparkle = { x: number; y: number; size: number; delayMs: number };

/** Fifteen sparkles, 10-20 px, each 500 ms after the previous one (docs/product.md#timings-and-sizes). */
export function sparkles(count = 15, seed = 11, gapMs = 500): Sparkle[] {
  const random = createRng(seed);
  return Array.from({ length: count }, (_, index) => ({
    x: Math.round(random() * 1000) / 10,
    y: Math.round(random() * 1000) / 10,
    size: 10 + Math.round(random() * 10),
    delayMs: index * gapMs,
  }));
}

/**
 * The rotation of a tilt card for a pointer at (x, y) inside a box of width × height:
 * up to `intensity` / 2 degrees each way, leaning towards the pointer. The glare
 * follows the pointer as an offset in percent of the card.
 */
export function tilt(x: number, y: number, width: number, height: number, intensity = 20) {
  const px = Math.min(Math.max(x / width, 0), 1) - 0.5;
  const py = Math.min(Math.max(y / height, 0), 1) - 0.5;
  const round = (value: number) => Math.round(value * 100) / 100 + 0;
  return {
    rotateX: round(-py * intensity),
    rotateY: round(px * intensity),
    glareX: round(px * 100),
    glareY: round(py * 100),
  };
}
