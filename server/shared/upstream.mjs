// @ts-check
/**
 * The endpoints' calls upstream (Vapi, siteverify, Cal.com, the owner's webhook), each with a
 * deadline: `within` is the one way to give a call one, and `request` the one way to read a JSON
 * answer. A deadline can follow a parent signal (the answer Vapi is waiting for, the visitor gone).
 * Timers are plain `setTimeout`s rather than `AbortSignal.timeout`, so a test's fake clock moves them.
 */

export const UPSTREAM_TIMEOUT_MS = 8000;

/**
 * A signal that aborts after `ms`, or with `parent`. `clear()` ends both once the work is done;
 * `stopClock()` ends only the deadline (a stream that may last, as long as its parent does).
 * @param {number} ms
 * @param {AbortSignal} [parent]
 */
export function within(ms, parent) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ms);
  const follow = () => controller.abort(parent?.reason);
  if (parent?.aborted) follow();
  parent?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    stopClock: () => clearTimeout(timer),
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", follow);
    },
  };
}

/**
 * Waits `ms`, or less if `signal` aborts first.
 * @param {number} ms
 * @param {AbortSignal} [signal]
 * @returns {Promise<void>}
 */
export const pause = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One request, its answer read as JSON (null when it is not), within 8 s. Throws when there is no
 * answer: the network failed, or the time ran out.
 * @param {typeof fetch} send
 * @param {string} url
 * @param {RequestInit} init
 * @param {AbortSignal} [parent]
 * @returns {Promise<{ status: number; payload: unknown }>}
 */
export async function request(send, url, init, parent) {
  const limit = within(UPSTREAM_TIMEOUT_MS, parent);
  try {
    const response = await send(url, { ...init, signal: limit.signal });
    const text = await response.text();
    /** @type {unknown} */
    let payload = null;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page): the status says enough.
    }
    return { status: response.status, payload };
  } finally {
    limit.clear();
  }
}
