import { type RefObject, useEffect, useState } from "react";

type Options = {
  /** Grows the viewport, to react before the element arrives ("600px 0px"). */
  rootMargin?: string;
  /** Stop observing after the first time the element comes into view. */
  once?: boolean;
};

/**
 * Whether the element is in (or, with a margin, near) the viewport, by IntersectionObserver.
 * Decorations and the live demo use it to stop their work off-screen.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = "0px", once = false }: Options = {},
) {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Several entries can queue up between callbacks; the last one is the current state.
        // A ratio, not isIntersecting, which is also true for an element merely touching the edge.
        const visible = (entries.at(-1)?.intersectionRatio ?? 0) > 0;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);

  return inView;
}
