/** The call's clock and its countdown as the page writes them. */
/** Whole minutes and seconds of a duration, never negative. */
function minutesAndSeconds(totalSeconds: number): [minutes: number, seconds: string] {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return [Math.floor(seconds / 60), String(seconds % 60).padStart(2, "0")];
}

/** Call duration as mm:ss (minutes keep counting past 59: a demo call never reaches an hour). */
export function formatCallTime(totalSeconds: number): string {
  const [minutes, seconds] = minutesAndSeconds(totalSeconds);
  return `${String(minutes).padStart(2, "0")}:${seconds}`;
}

/** Time left as m:ss, as in 'La demo termina en 0:30'. */
export function formatCountdown(totalSeconds: number): string {
  const [minutes, seconds] = minutesAndSeconds(totalSeconds);
  return `${minutes}:${seconds}`;
}
