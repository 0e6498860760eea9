import { useEffect } from "react";

import { isPlainClick } from "~/lib/utils";

import { clearHash, inPageTarget, scrollToSection } from "../lib/scroll-to-section";

/**
 * Page behaviour of the landing: clears any hash from the address bar on load, and
 * turns clicks on in-page links (`<a href="#contacto">`, header nav, CTAs) into a
 * smooth scroll. The links stay plain anchors, so they also work before JavaScript.
 */
export function useInPageNavigation() {
  useEffect(() => {
    clearHash(window.location, window.history);

    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.("a");
      if (!link) return;
      const id = inPageTarget(link, window.location);
      if (id && scrollToSection(id)) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
