/** The countdown before a call's length limit, pure. */
/** The countdown shows in the last 30 s of a call (docs/product.md#what-sells-the-demo). */
export const COUNTDOWN_SECONDS = 30;

/** Seconds left before the length limit, or null while the countdown is not shown yet. */
export function countdown(limitSeconds: number, seconds: number): number | null {
  const left = Math.max(0, limitSeconds - seconds);
  return left <= COUNTDOWN_SECONDS ? left : null;
}
