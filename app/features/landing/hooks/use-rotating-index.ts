import { useEffect, useState } from "react";

export type Rotation = { index: number; visible: boolean };

/**
 * Cycles through `count` items: every `interval` ms the current one fades out for
 * `fade` ms, then the next one fades in. Stays on the first item when `paused`.
 */
export function useRotatingIndex(count: number, interval: number, fade: number, paused: boolean): Rotation {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, visible: true });

  useEffect(() => {
    if (paused || count < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setRotation((current) => ({ ...current, visible: false }));
      swap = setTimeout(
        () => setRotation((current) => ({ index: (current.index + 1) % count, visible: true })),
        fade,
      );
    }, interval);
    return () => {
      clearInterval(tick);
      clearTimeout(swap);
    };
  }, [count, interval, fade, paused]);

  return paused || count < 2 ? { index: 0, visible: true } : rotation;
}
