import { useCallback, useEffect, useRef } from "react";

/**
 * Sections whose code loads after the page (selective hydration) ignore clicks until
 * then: React drops an event on HTML it has not hydrated yet. This remembers the last
 * such click on an element matching `selector` and replays it once `ready()` is called.
 */
export function useEarlyClickReplay(selector: string): () => void {
  const pending = useRef<HTMLElement | null>(null);
  const isReady = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isReady.current) return;
      const target = (event.target as Element | null)?.closest?.(selector);
      if (target instanceof HTMLElement) pending.current = target;
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [selector]);

  return useCallback(() => {
    isReady.current = true;
    const target = pending.current;
    pending.current = null;
    if (target?.isConnected) target.click();
  }, []);
}
