import { useState } from "react";

/**
 * The `animation-delay` of a CSS animation that started `elapsed` ms ago. Fixed when the
 * element mounts: changing the delay of a running animation would make it jump.
 */
export function useFrozenDelay(elapsed: number) {
  const [delay] = useState(-elapsed);
  return `${delay}ms`;
}
