import { useEffect, useState } from "react";

/** SPEC §9: a section counts as visible once 20 % of it is on screen. */
export const visibilityThreshold = 0.2;

export type SectionVisibility = {
  /** `window.scrollY`, updated at most once per frame. */
  scrollY: number;
  /** Ids of the observed elements that are at least 20 % visible, in the order they were asked for. */
  visibleIds: string[];
};

/** The first of `ids` (given in page order) that is visible: the section the visitor is reading. */
export function currentSection(ids: readonly string[], visibleIds: readonly string[]): string | undefined {
  return ids.find((id) => visibleIds.includes(id));
}

/**
 * Tracks the scroll position and which of the elements with the given ids are visible,
 * with one IntersectionObserver for all of them and one passive scroll listener.
 */
export function useSectionVisibility(ids: readonly string[]): SectionVisibility {
  const [scrollY, setScrollY] = useState(0);
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids.join(" ");

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrollY(window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        setVisible((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            if (entry.isIntersecting && entry.intersectionRatio >= visibilityThreshold)
              next.add(entry.target.id);
            else next.delete(entry.target.id);
          }
          return next;
        });
      },
      { threshold: visibilityThreshold },
    );
    for (const id of key.split(" ")) {
      const element = id ? document.getElementById(id) : null;
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return { scrollY, visibleIds: ids.filter((id) => visible.has(id)) };
}
