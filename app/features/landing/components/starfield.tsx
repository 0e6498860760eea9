import { useRef } from "react";

import { useInView } from "~/hooks/use-in-view";
import { cn } from "~/lib/utils";

import { starfield } from "../lib/decor";

const stars = starfield();

/** Twinkling stars behind the hero. Opacity-only CSS animation; paused off-screen. */
export function Starfield({ className }: { className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-paused={inView ? undefined : ""}
      className={cn("decor pointer-events-none absolute inset-0 overflow-hidden", className)}
    >
      {stars.map((star, index) => (
        <span
          key={index}
          className="decor-twinkle absolute rounded-full bg-foreground"
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: star.size,
            height: star.size,
            animationDelay: `${star.delayMs}ms`,
            animationDuration: `${star.durationMs}ms`,
          }}
        />
      ))}
    </div>
  );
}
