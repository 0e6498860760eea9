import type { Layout } from "./layouts";
import { createRng } from "~/lib/random";
import { createScene, nextEventAt, type Scene, step, withLayout } from "./scene";

/**
 * When the timer wakes for an event it also applies the events due in the next 50 ms: a
 * timer that fires a hair early, or agents joining close together after a layout change,
 * cost one render instead of several, and nobody can see a card or a packet 50 ms early.
 * (The scene's own beat already puts most events together, see `beat` in scene.ts.)
 */
export const batchWindow = 50;

export type SceneRunner = {
  getScene: () => Scene;
  /** For `useSyncExternalStore`: called after every change of the scene. */
  subscribe: (listener: () => void) => () => void;
  start: () => void;
  stop: () => void;
  setLayout: (layout: Layout) => void;
};

type Options = {
  layout: Layout;
  /** A monotonic clock in milliseconds. */
  clock?: () => number;
};

/**
 * Drives a scene with a single timer that sleeps until the next event (a phase change,
 * a packet, a counter tick) instead of ticking every frame; motion between events is left
 * to CSS. Scene time only advances between `start()` and `stop()`, and a stopped runner
 * holds no timer at all, so a paused panel costs nothing and resumes where it was.
 */
export function createSceneRunner({ layout, clock = () => performance.now() }: Options): SceneRunner {
  // One draw seeds the scene's own generator: a seeded `Math.random` (the bench) gives the
  // same film, whatever else on the page draws random numbers.
  const rng = createRng(Math.floor(Math.random() * 2 ** 32));
  const listeners = new Set<() => void>();
  let scene = createScene(layout);
  /** Scene time when last stopped. */
  let elapsed = 0;
  /** Clock reading when last started; undefined while stopped. */
  let startedAt: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sceneTime = () => (startedAt === undefined ? elapsed : elapsed + clock() - startedAt);

  function commit(next: Scene) {
    const changed =
      next.agents !== scene.agents || next.packets !== scene.packets || next.stats !== scene.stats;
    scene = next;
    // A wake-up with nothing due only moves the clock: nothing to draw.
    if (changed) for (const listener of listeners) listener();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, nextEventAt(scene) - sceneTime()));
  }

  function tick() {
    commit(step(scene, sceneTime() + batchWindow, rng));
    schedule();
  }

  return {
    getScene: () => scene,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (startedAt !== undefined) return;
      startedAt = clock();
      tick();
    },
    stop() {
      if (startedAt === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      elapsed = sceneTime();
      startedAt = undefined;
    },
    setLayout(next) {
      commit(withLayout(step(scene, sceneTime(), rng), next));
      if (startedAt !== undefined) schedule();
    },
  };
}
