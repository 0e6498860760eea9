import { cn } from "~/lib/utils";

import { starfield } from "../lib/decor";
import { DecorLayer } from "./decor-layer";

const stars = starfield();

/** Twinkling stars behind the hero. Opacity-only CSS animation; paused off-screen. */
export function Starfield({ className }: { className?: string }) {
  return (
    <DecorLayer className={cn("inset-0", className)}>
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
    </DecorLayer>
  );
}
