import { useState } from "react";

/** How many times longer than its motion each animation of live-demo.css lasts. */
const loop = 4;

/**
 * The timing of one of live-demo.css's looped animations, for a motion of `duration` ms
 * that started `elapsed` ms ago. The animation lasts four times the motion (the motion is
 * its first quarter, see live-demo.css). The delay is fixed when the element mounts: changing
 * the delay of a running animation would make it jump.
 */
export function useMotionStyle(duration: number, elapsed: number): React.CSSProperties {
  const [delay] = useState(-elapsed);
  return { animationDuration: `${loop * duration}ms`, animationDelay: `${delay}ms` };
}
