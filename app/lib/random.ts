/** A source of numbers in [0, 1), like `Math.random`. The scene takes one so tests can seed it. */
export type Rng = () => number;

/**
 * mulberry32: a tiny, fast seeded generator; plenty for animations (the live demo, the
 * decorative layer), useless for anything secret.
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max). */
export function between(rng: Rng, min: number, max: number) {
  return min + (max - min) * rng();
}

/** One item of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}
