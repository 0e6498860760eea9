/**
 * Keeps the screen on (Screen Wake Lock) until the returned function is called, so a phone does
 * not lock mid-call (docs/product.md#a-real-call-in-the-field). Where the API is missing or the
 * browser refuses (battery saver, a hidden page), nothing happens and nothing is said.
 */
export function holdScreenWakeLock(): () => void {
  const wakeLock = typeof navigator === "undefined" ? undefined : navigator.wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinel | null = null;
  let held = true;

  const request = () => {
    if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
    wakeLock.request("screen").then(
      (lock) => {
        if (held) sentinel = lock;
        else void lock.release().catch(() => {});
      },
      () => {},
    );
  };
  // The browser lets go of the lock whenever the page is hidden; it is asked again on return.
  document.addEventListener("visibilitychange", request);
  request();

  return () => {
    held = false;
    document.removeEventListener("visibilitychange", request);
    void sentinel?.release().catch(() => {});
    sentinel = null;
  };
}
