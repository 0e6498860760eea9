/** Each word shows for 3500 ms; the change is a 500 ms fade (docs/product.md#timings-and-sizes). */
export const rotation = { intervalMs: 3500, fadeMs: 500 } as const;

/**
 * The opacity of one of `count` words over a whole cycle (`count` × interval): fade in, hold,
 * fade out, then stay hidden while the others show. Word `i` starts `i` intervals later.
 */
export function wordKeyframes(count: number, { intervalMs, fadeMs } = rotation): Keyframe[] {
  const period = count * intervalMs;
  return [
    { offset: 0, opacity: 0, easing: "ease-in-out" },
    { offset: fadeMs / period, opacity: 1 },
    { offset: (intervalMs - fadeMs) / period, opacity: 1, easing: "ease-in-out" },
    { offset: intervalMs / period, opacity: 0 },
    { offset: 1, opacity: 0 },
  ];
}

/** The timing of word `index`: the first is already fully shown at time 0. */
export function wordTiming(index: number, count: number, { intervalMs, fadeMs } = rotation) {
  return {
    duration: count * intervalMs,
    delay: index * intervalMs - fadeMs,
    iterations: Infinity,
    fill: "both" as const,
  };
}
