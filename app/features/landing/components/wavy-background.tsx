import { useId } from "react";

import { joinClasses } from "~/lib/utils";

import { DecorLayer } from "./decor-layer";

/*
 * Each wave is two identical periods side by side, slid by half its width in a loop
 * (transform only), so the seam never shows. 20 s for the fast wave, 35 s for the slow
 * (docs/product.md#timings-and-sizes).
 * Their colour fades out downwards, so they melt into the next section instead of ending in an edge.
 */
const wave = "M0 60 Q 150 10 300 60 T 600 60 T 900 60 T 1200 60 V 160 H 0 Z";

const waves = [
  { colour: "var(--accent)", opacity: 0.18, className: "decor-wave-slow h-full" },
  { colour: "var(--primary)", opacity: 0.12, className: "decor-wave-fast h-3/4" },
];

/** Slow coloured waves along the bottom of a section. Paused off-screen. */
export function WavyBackground({ className }: { className?: string }) {
  const id = useId();
  return (
    <DecorLayer className={joinClasses("inset-x-0 bottom-0 h-40", className)}>
      {waves.map((layer, index) => (
        <svg
          key={layer.className}
          viewBox="0 0 1200 160"
          preserveAspectRatio="none"
          className={joinClasses("absolute bottom-0 left-0 w-[200%]", layer.className)}
        >
          <defs>
            <linearGradient id={`${id}-${index}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0.3" stopColor={layer.colour} stopOpacity={layer.opacity} />
              <stop offset="1" stopColor={layer.colour} stopOpacity={0} />
            </linearGradient>
          </defs>
          <path d={wave} fill={`url(#${id}-${index})`} />
        </svg>
      ))}
    </DecorLayer>
  );
}
