import { once } from "./loading";

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

export function lazyVendor<Client, Args extends unknown[]>({
  load,
  send,
  onReady,
  limit = Infinity,
}: LazyVendorOptions<Client, Args>) {
  // Calls waiting for the client; none once it has loaded or failed.
  let queue: Args[] | undefined = [];
  let ready: { client: Client } | undefined;

  return {
    call(...args: Args) {
      if (ready) send(ready.client, ...args);
      else if (queue && queue.length < limit) queue.push(args);
    },
    /** Starts loading; calling it again returns the same promise. It never rejects. */
    start: once(() =>
      load().then(
        (client) => {
          ready = { client };
          for (const args of queue ?? []) send(client, ...args);
          queue = undefined;
          onReady?.(client);
        },
        () => void (queue = undefined),
      ),
    ),
  };
}
