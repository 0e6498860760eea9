import { useRef } from "react";

import { useInView } from "~/hooks/use-in-view";
import { usePageVisible } from "~/hooks/use-page-visible";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { cn } from "~/lib/utils";

import { useRotatingIndex } from "../hooks/use-rotating-index";

type RotatingWordProps = {
  words: readonly string[];
  /** ms each word stays (SPEC §9: 3500). */
  interval?: number;
  /** ms of the fade between words (SPEC §9: 500). */
  fade?: number;
  className?: string;
};

/**
 * One word of a sentence that changes every few seconds with a fade. Every word sits
 * in the same grid cell, so the box is as wide as the longest one and nothing shifts.
 * Hidden from screen readers: the sentence around it provides a stable text. It only
 * changes while on screen in a visible tab: elsewhere it holds no timer.
 */
export function RotatingWord({ words, interval = 3500, fade = 500, className }: RotatingWordProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const running = inView && pageVisible;
  const { index, visible } = useRotatingIndex(words.length, interval, fade, {
    still: reducedMotion,
    running,
  });
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-paused={running ? undefined : ""}
      className={cn("inline-grid justify-items-center align-bottom", className)}
    >
      {words.map((word, wordIndex) => (
        <span
          key={word}
          data-current={wordIndex === index || undefined}
          className={cn(
            "col-start-1 row-start-1 whitespace-nowrap transition-opacity ease-in-out",
            wordIndex === index && visible ? "opacity-100" : "opacity-0",
          )}
          style={{ transitionDuration: `${fade}ms` }}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
