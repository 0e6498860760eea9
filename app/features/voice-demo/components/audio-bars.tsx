/** Bar heights relative to the level: tallest in the middle, uneven like a spectrum. */
const BAR_WEIGHTS = [0.35, 0.5, 0.7, 0.55, 0.85, 1, 0.8, 0.95, 0.65, 0.9, 0.6, 0.75, 0.45, 0.55, 0.3];
const REST = 0.08;

/** Decorative bars driven by the assistant's real output level; flat outside a call. */
export function AudioBars({ level, active }: { level: number; active: boolean }) {
  return (
    <div aria-hidden="true" className="flex h-14 w-full max-w-64 items-center justify-center gap-1.5">
      {BAR_WEIGHTS.map((weight, index) => (
        <span
          key={index}
          className="h-full w-1.5 rounded-full bg-primary transition-[transform,opacity] duration-100"
          style={{
            transform: `scaleY(${active ? REST + (1 - REST) * level * weight : REST})`,
            opacity: active ? 0.9 : 0.3,
          }}
        />
      ))}
    </div>
  );
}
