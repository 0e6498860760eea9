import { useEffect, useState } from "react";

export type ScrollPosition = {
  /** `window.scrollY`, updated at most once per frame. */
  scrollY: number;
  /** The section being read, of `ids` (in page order); undefined above the first one. */
  current: string | undefined;
};

/**
 * The section being read: the last one whose top has reached the reading line, which is where a
 * section lands when its nav link is used (the page's `scroll-padding-top`, under the header).
 * At the very bottom of the page it is the last section that starts on screen, since the final
 * ones may be too short to ever reach the line.
 */
export function sectionAt(
  sections: readonly { id: string; top: number }[],
  line: number,
  atBottom: { reached: boolean; viewportHeight: number },
): string | undefined {
  const reading = sections.filter((section) => section.top <= line);
  const onScreen = atBottom.reached
    ? sections.filter((section) => section.top < atBottom.viewportHeight)
    : [];
  return (onScreen.at(-1) ?? reading.at(-1))?.id;
}

/** Tracks the scroll position and the section being read, once per frame while scrolling. */
export function useScrollPosition(ids: readonly string[]): ScrollPosition {
  const [position, setPosition] = useState<ScrollPosition>({ scrollY: 0, current: undefined });
  const key = ids.join(" ");

  useEffect(() => {
    const elements = key.split(" ").flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const line = (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0) + 1;
      const sections = elements.map((element) => ({
        id: element.id,
        top: element.getBoundingClientRect().top,
      }));
      const reached = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const current = sectionAt(sections, line, { reached, viewportHeight: window.innerHeight });
      setPosition((previous) =>
        previous.scrollY === window.scrollY && previous.current === current
          ? previous
          : { scrollY: window.scrollY, current },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return position;
}
