import { useEffect, useState } from "react";

/**
 * Whether the element is on screen (any pixel of it, with a margin so work resumes
 * just before it scrolls in). Decorations use it to pause while off-screen.
 */
export function useInView<T extends Element>(ref: React.RefObject<T | null>, rootMargin = "100px"): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      {
        rootMargin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
