import { joinClasses } from "~/lib/utils";

import { starfield } from "../lib/decor";
import { DecorLayer } from "./decor-layer";

const stars = starfield();

/** The `decor-twinkle` keyframes in app.css hold this many twinkles per cycle. */
const twinklesPerCycle = 5;

/** Twinkling stars behind the hero. Opacity-only CSS animation; paused off-screen. */
export function Starfield({ className }: { className?: string }) {
  return (
    <DecorLayer className={joinClasses("inset-0", className)}>
      {stars.map((star, index) => (
        <span
          key={index}
          className="decor-twinkle absolute rounded-full bg-foreground"
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: star.size,
            height: star.size,
            // Negative: each star starts mid-cycle. Stars waiting out a positive delay cost Chromium
            // repeated style passes (about 40 in 10 s, measured), a third of the hero's budget.
            animationDelay: `-${star.delayMs}ms`,
            animationDuration: `${star.durationMs * twinklesPerCycle}ms`,
            animationTimingFunction: `steps(${star.steps})`,
          }}
        />
      ))}
    </DecorLayer>
  );
}
