import { useEffect, useRef } from "react";

import { useInView } from "~/hooks/use-in-view";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { joinClasses } from "~/lib/utils";

import { wordKeyframes, wordTiming } from "../lib/rotation";

/**
 * One word of a sentence that changes every few seconds with a fade. Every word sits in the
 * same grid cell, so the box is as wide as the longest one and nothing shifts. Hidden from
 * screen readers: the sentence around it provides a stable text.
 *
 * The fades are script animations the compositor plays: no timer, no re-render, no animation
 * events for React's root listener. They pause off-screen (`data-paused`); browsers pause them in
 * a background tab. Before the code runs, and under reduced motion, the first word stays.
 */
export function RotatingWord({ words, className }: { words: readonly string[]; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const animations = useRef<Animation[]>([]);
  const inView = useInView(ref);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    // Without the Web Animations API (old browsers) the first word simply stays.
    if (!element || reducedMotion || words.length < 2 || !("animate" in element)) return;
    const keyframes = wordKeyframes(words.length);
    const played = [...element.children].map((word, index) =>
      word.animate(keyframes, wordTiming(index, words.length)),
    );
    animations.current = played;
    return () => {
      for (const animation of played) animation.cancel();
      animations.current = [];
    };
  }, [words.length, reducedMotion]);

  useEffect(() => {
    for (const animation of animations.current) {
      if (inView) animation.play();
      else animation.pause();
    }
  }, [inView, words.length, reducedMotion]);

  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-slot="rotating-word"
      data-paused={inView ? undefined : ""}
      className={joinClasses("inline-grid justify-items-center align-bottom", className)}
    >
      {words.map((word, index) => (
        <span
          key={word}
          className={joinClasses("col-start-1 row-start-1 whitespace-nowrap", index > 0 && "opacity-0")}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
