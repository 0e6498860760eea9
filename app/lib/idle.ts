/**
 * Runs `task` once the browser is idle, so vendor SDKs never compete with first paint or
 * hydration. Safari has no `requestIdleCallback`: there a short timeout stands in for it.
 */
export function whenIdle(task: () => void, timeout = 3000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 1000);
}
