/**
 * An optional vendor SDK (PostHog, Sentry) loaded on demand, so it costs nothing on first paint.
 * Calls made before it is ready wait in a queue, in order, and go to the client once it has
 * loaded. If it cannot load (blocked, offline), the queue and every later call are dropped: the
 * vendor is optional, the page is not.
 */
type LazyVendorOptions<Client, Args extends unknown[]> = {
  load: () => Promise<Client>;
  send: (client: Client, ...args: Args) => void;
  /** Runs once, after the queued calls have been handed over. */
  onReady?: (client: Client) => void;
  /** Calls kept while loading; later ones are dropped (the first ones tell the story). */
  limit?: number;
};

export type LazyVendor<Args extends unknown[]> = {
  call: (...args: Args) => void;
  /** Starts loading; calling it again returns the same promise. It never rejects. */
  start: () => Promise<void>;
};

export function lazyVendor<Client, Args extends unknown[]>({
  load,
  send,
  onReady,
  limit = Infinity,
}: LazyVendorOptions<Client, Args>): LazyVendor<Args> {
  const queue: Args[] = [];
  let state: { status: "waiting" | "failed" } | { status: "ready"; client: Client } = { status: "waiting" };
  let loading: Promise<void> | undefined;

  return {
    call(...args) {
      if (state.status === "ready") send(state.client, ...args);
      else if (state.status === "waiting" && queue.length < limit) queue.push(args);
    },
    start() {
      loading ??= load().then(
        (client) => {
          state = { status: "ready", client };
          for (const args of queue.splice(0)) send(client, ...args);
          onReady?.(client);
        },
        () => {
          state = { status: "failed" };
          queue.length = 0;
        },
      );
      return loading;
    },
  };
}
