import { lazy, useState } from "react";

import { replayAfter } from "~/hooks/use-early-click";

import { type ErrorContext, reportError } from "./errors";
import { once } from "./loading";

/**
 * The one way the site loads code the first paint does not need: a component whose code is
 * fetched when it first renders (inside a `Suspense`), or earlier with `preload()`, on the hover
 * or focus that announces a click. If the code cannot load (offline, or a deploy replaced the
 * file), the failure is reported with `context` and `fallback` renders instead, with the same
 * props: the page keeps working without that part rather than falling to an error boundary.
 *
 * Once the code is there, the component renders at once. `React.lazy` alone suspends on its first
 * render even when the preload has long finished, and React then holds the reveal back (about
 * 300 ms): a service dialog preloaded on hover opened 0.7 s after the tap at 4× CPU.
 *
 * `trigger`, a selector of the controls that open the part, starts the code on their first press
 * even before React handles events: a tap made right after the first paint is replayed once the
 * page is hydrated (hooks/use-early-click.ts), and the code it needs then loads meanwhile instead
 * of after the replay (a service dialog tapped at first paint opened a round trip and more later).
 */
export function lazyWithFallback<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  fallback: React.ComponentType<P>,
  context: ErrorContext,
  { trigger }: { trigger?: string } = {},
) {
  let loaded: React.ComponentType<P> | undefined;
  // Never rejects: a part that cannot load is its fallback for the rest of the visit.
  const preload = once(() =>
    load().then(
      (component) => ({ default: (loaded = component) }),
      (error: unknown) => {
        reportError(error, context);
        return { default: (loaded = fallback) };
      },
    ),
  );
  const Lazy = lazy(preload);
  if (trigger !== undefined && typeof window !== "undefined") preloadOnPress(trigger, preload);

  function LazyWithFallback(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyWithFallback, { preload });
}

/**
 * Calls `preload` if the click made before this module ran is in `trigger`, or else at the first
 * press in it: the pointer going down (a tap's click can come a few hundred milliseconds later
 * on a busy phone), or a click from the keyboard. On the window, in the capture phase: before the
 * early-click script, which keeps early clicks from the page's own listeners. A click kept before
 * hydration is replayed once the code is there.
 */
function preloadOnPress(trigger: string, preload: () => Promise<unknown>) {
  if (window.__earlyClick?.closest(trigger)) {
    replayAfter(preload());
    return;
  }
  const presses = ["pointerdown", "click"] as const;
  const onPress = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(trigger)) return;
    for (const type of presses) window.removeEventListener(type, onPress, true);
    replayAfter(preload());
  };
  for (const type of presses) window.addEventListener(type, onPress, true);
}
