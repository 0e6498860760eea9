import { createContext, use, useLayoutEffect, useRef, useState } from "react";

/** False while the scene is paused (off-screen, background tab): every motion on the stage holds still. */
export const StageRunning = createContext(true);

/** How many times longer than its motion each animation lasts (see `useLoopedMotion`). */
const loop = 4;

/**
 * The live demo's motion: a packet crossing its track, a progress bar filling. The motion
 * is the first quarter of `keyframes`; the rest holds its end.
 */
export const motions = {
  travel: [
    { offset: 0, transform: "translate(0, 0)", opacity: 1 },
    { offset: 0.25, transform: "translate(100%, 100%)", opacity: 1 },
    // Arrived: hidden until the scene's next step removes it (scene.ts, nextEventAt).
    { offset: 0.2501, transform: "translate(100%, 100%)", opacity: 0 },
    { offset: 1, transform: "translate(100%, 100%)", opacity: 0 },
  ],
  fill: [
    { offset: 0, transform: "scaleX(0)" },
    { offset: 0.25, transform: "scaleX(1)" },
    { offset: 1, transform: "scaleX(1)" },
  ],
} satisfies Record<string, Keyframe[]>;

/**
 * Plays one of `motions` on the element the returned ref is given, for a motion of
 * `duration` ms that started `elapsed` ms before the element mounted (fixed at mount:
 * moving a running animation would make it jump), and pauses it with the stage. Nothing
 * plays while `motion` is undefined (the still picture).
 *
 * Only transform and opacity move, so the compositor draws every frame. What the main
 * thread still pays is each animation's start and end, so:
 * - it is a script animation, not a CSS one: a CSS animation's start is an `animationstart`
 *   event, which React's root listens for, and Chromium spends two more main-thread frames
 *   delivering it; a script animation fires nothing;
 * - it never ends: it lasts four times its motion and loops, and the scene removes the
 *   element long before the loop comes round. In Chromium an animation that ends costs a
 *   run of main-thread frames; one that is removed costs none.
 */
export function useLoopedMotion<T extends Element>(
  motion: keyof typeof motions | undefined,
  duration: number,
  elapsed: number,
) {
  const ref = useRef<T>(null);
  const animation = useRef<Animation>(undefined);
  const running = use(StageRunning);
  const [delay] = useState(-elapsed);

  useLayoutEffect(() => {
    if (!motion || !ref.current) return;
    const played = ref.current.animate(motions[motion], {
      duration: loop * duration,
      delay,
      iterations: Infinity,
    });
    animation.current = played;
    return () => {
      played.cancel();
      animation.current = undefined;
    };
  }, [motion, duration, delay]);

  useLayoutEffect(() => {
    if (running) animation.current?.play();
    else animation.current?.pause();
  }, [running, motion, duration, delay]);

  return ref;
}
