import { useRef } from "react";

import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { joinClasses } from "~/lib/utils";

import { tilt } from "../lib/decor";

/** Tilt rotation intensity 20 (docs/product.md#timings-and-sizes). */
const intensity = 20;

/**
 * A card that leans towards the pointer, with a glare that follows it. Only
 * `transform` and `opacity` change, written straight to the DOM (no re-render per
 * pointer move). Still under reduced motion and on touch.
 */
export function TiltCard({ className, children }: { className?: string; children: React.ReactNode }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const glareRef = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const card = cardRef.current;
    if (reducedMotion || event.pointerType !== "mouse" || !card) return;
    const box = card.getBoundingClientRect();
    const { rotateX, rotateY, glareX, glareY } = tilt(
      event.clientX - box.left,
      event.clientY - box.top,
      box.width,
      box.height,
      intensity,
    );
    card.style.transform = `perspective(900px) rotateX(${rotateX}deg) rotateY(${rotateY}deg)`;
    if (glareRef.current) {
      glareRef.current.style.transform = `translate(${glareX}%, ${glareY}%)`;
      glareRef.current.style.opacity = "1";
    }
  };

  const onPointerLeave = () => {
    if (cardRef.current) cardRef.current.style.transform = "";
    if (glareRef.current) glareRef.current.style.opacity = "0";
  };

  return (
    <div
      ref={cardRef}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      className={joinClasses(
        "relative h-full overflow-hidden rounded-xl border bg-card transition-transform duration-200 ease-out will-change-transform",
        className,
      )}
    >
      {children}
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <span
          ref={glareRef}
          className="absolute -inset-1/2 bg-[radial-gradient(circle_at_center,oklch(1_0_0/0.12),transparent_45%)] opacity-0 transition-opacity duration-300"
        />
      </span>
    </div>
  );
}
