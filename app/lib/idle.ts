/**
 * Scheduling for the vendor SDKs (PostHog, Sentry). Evaluating and starting each is a long task
 * on a slow phone, so they wait until start-up is over: never competing with first paint,
 * hydration or the first seconds in which the visitor takes in the page.
 */

/** How long after the load event start-up counts as over. */
const SETTLE_MS = 5000;

/** Runs `task` once the browser is idle. Safari has no `requestIdleCallback`: a timeout stands in. */
export function whenIdle(task: () => void, timeout = 3000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 1000);
}

/** Runs `task` when idle, at least `SETTLE_MS` after the load event. */
export function whenSettled(task: () => void): void {
  const wait = () => setTimeout(() => whenIdle(task), SETTLE_MS);
  if (document.readyState === "complete") wait();
  else window.addEventListener("load", wait, { once: true });
}

/** Ends the current task so the browser can handle input before the next step of heavy work. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
