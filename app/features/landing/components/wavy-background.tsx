import { cn } from "~/lib/utils";

import { DecorLayer } from "./decor-layer";

/*
 * Each wave is two identical periods side by side, slid by half its width in a loop
 * (transform only), so the seam never shows. SPEC §9: 20 s for the fast wave, 35 s for the slow.
 */
const wave = "M0 60 Q 150 10 300 60 T 600 60 T 900 60 T 1200 60 V 160 H 0 Z";

/** Slow coloured waves along the bottom of a section. Paused off-screen. */
export function WavyBackground({ className }: { className?: string }) {
  return (
    <DecorLayer className={cn("inset-x-0 bottom-0 h-40", className)}>
      <svg
        viewBox="0 0 1200 160"
        preserveAspectRatio="none"
        className="decor-wave-slow absolute bottom-0 left-0 h-full w-[200%] fill-accent/15"
      >
        <path d={wave} />
      </svg>
      <svg
        viewBox="0 0 1200 160"
        preserveAspectRatio="none"
        className="decor-wave-fast absolute bottom-0 left-0 h-3/4 w-[200%] fill-primary/10"
      >
        <path d={wave} />
      </svg>
    </DecorLayer>
  );
}
