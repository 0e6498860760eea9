/**
 * Sections whose code loads after the page (selective hydration) ignore clicks until
 * then: React drops an event on HTML it has not hydrated yet. This remembers the last
 * such click on an element matching `selector` and replays it when `replay()` is called.
 *
 * It listens from the moment the calling module is evaluated (with the route's code,
 * before hydration), not from an effect: a click during hydration would otherwise be lost.
 */
export function captureEarlyClicks(selector: string): () => void {
  let pending: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.(selector);
    if (target instanceof HTMLElement) pending = target;
  };
  if (typeof document !== "undefined") document.addEventListener("click", onClick, true);

  return () => {
    document.removeEventListener("click", onClick, true);
    const target = pending;
    pending = null;
    if (target?.isConnected) target.click();
  };
}
