import { useRef } from "react";

import { useInView } from "~/hooks/use-in-view";
import { joinClasses } from "~/lib/utils";

/**
 * The container of a decoration: hidden from assistive tech, ignores the pointer, and
 * pauses the CSS animations inside it (`.decor[data-paused]` in app.css) while off-screen.
 */
export function DecorLayer({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Resume just before it scrolls in.
  const inView = useInView(ref, { rootMargin: "100px" });
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-paused={inView ? undefined : ""}
      className={joinClasses("decor pointer-events-none absolute overflow-hidden", className)}
    >
      {children}
    </div>
  );
}
