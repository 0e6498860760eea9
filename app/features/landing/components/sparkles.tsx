import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { joinClasses } from "~/lib/utils";

import { sparkles } from "../lib/decor";
import { DecorLayer } from "./decor-layer";

const defaultSparkles = sparkles();

/**
 * Four-pointed sparkles that pop in and out (scale and opacity). Decorations stop under reduced
 * motion (docs/product.md#the-landing-page): these are not drawn at all. Paused off-screen.
 */
export function Sparkles({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  if (reducedMotion) return null;
  return (
    <DecorLayer className={joinClasses("inset-0 motion-reduce:hidden", className)}>
      {defaultSparkles.map((sparkle, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          className="decor-sparkle absolute fill-primary"
          style={{
            left: `${sparkle.x}%`,
            top: `${sparkle.y}%`,
            width: sparkle.size,
            height: sparkle.size,
            animationDelay: `${sparkle.delayMs}ms`,
          }}
        >
          <path d="M12 0c.6 6.4 5.6 11.4 12 12-6.4.6-11.4 5.6-12 12-.6-6.4-5.6-11.4-12-12C6.4 11.4 11.4 6.4 12 0Z" />
        </svg>
      ))}
    </DecorLayer>
  );
}
