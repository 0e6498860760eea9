import { useEffect, useState } from "react";

export type Rotation = { index: number; visible: boolean };

type Mode = {
  /** Reduced motion: the first item, for good. */
  still: boolean;
  /** False off-screen or in a background tab: no timer, the current item stays. */
  running: boolean;
};

/**
 * Cycles through `count` items: every `interval` ms the current one fades out for
 * `fade` ms, then the next one fades in.
 */
export function useRotatingIndex(
  count: number,
  interval: number,
  fade: number,
  { still, running }: Mode,
): Rotation {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, visible: true });
  const active = !still && running && count > 1;

  useEffect(() => {
    if (!active) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const next = (current: Rotation) => ({ index: (current.index + 1) % count, visible: true });
    const tick = setInterval(() => {
      setRotation((current) => ({ ...current, visible: false }));
      swap = setTimeout(() => setRotation(next), fade);
    }, interval);
    return () => {
      clearInterval(tick);
      clearTimeout(swap);
      // Stopped half-way through a fade: show the next item rather than none.
      setRotation((current) => (current.visible ? current : next(current)));
    };
  }, [active, count, interval, fade]);

  return still || count < 2 ? { index: 0, visible: true } : rotation;
}
