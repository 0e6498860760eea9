/** The countdown shows in the last 30 s of a call (PRODUCT.md). */
export const COUNTDOWN_SECONDS = 30;

/** Seconds left before the length limit, or null while the countdown is not shown yet. */
export function countdown(limitSeconds: number, seconds: number): number | null {
  const left = Math.max(0, limitSeconds - seconds);
  return left <= COUNTDOWN_SECONDS ? left : null;
}

/** m:ss, as in 'La demo termina en 0:30'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
