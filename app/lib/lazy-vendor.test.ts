import { describe, expect, it, vi } from "vitest";

import { lazyVendor } from "./lazy-vendor";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Client = { receive: (message: string) => void };

function setup(limit?: number) {
  const client = { receive: vi.fn<(message: string) => void>() };
  const loading = deferred<Client>();
  const load = vi.fn(() => loading.promise);
  const onReady = vi.fn((ready: Client) => ready.receive("ready"));
  const vendor = lazyVendor({
    load,
    send: (ready, message: string) => ready.receive(message),
    onReady,
    limit,
  });
  return { client, loading, load, onReady, vendor };
}

describe("lazyVendor", () => {
  it("queues calls until the client is loaded, then hands them over in order", async () => {
    const { client, loading, vendor } = setup();
    vendor.call("first");
    const started = vendor.start();
    vendor.call("second");
    expect(client.receive).not.toHaveBeenCalled();

    loading.resolve(client);
    await started;
    vendor.call("third");

    expect(client.receive.mock.calls).toEqual([["first"], ["second"], ["ready"], ["third"]]);
  });

  it("loads nothing until started, and once however often it is started", async () => {
    const { client, loading, load, onReady, vendor } = setup();
    vendor.call("early");
    expect(load).not.toHaveBeenCalled();

    const first = vendor.start();
    const second = vendor.start();
    loading.resolve(client);
    await Promise.all([first, second, vendor.start()]);

    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(client.receive.mock.calls).toEqual([["early"], ["ready"]]);
  });

  it("keeps at most `limit` calls while loading: the first ones", async () => {
    const { client, loading, vendor } = setup(2);
    vendor.call("one");
    vendor.call("two");
    vendor.call("three");
    loading.resolve(client);
    await vendor.start();
    vendor.call("four");

    expect(client.receive.mock.calls).toEqual([["one"], ["two"], ["ready"], ["four"]]);
  });

  it("drops the queue and every later call when the client cannot load, and never retries", async () => {
    const { loading, load, onReady, vendor } = setup();
    vendor.call("before");
    const started = vendor.start();
    loading.reject(new TypeError("Failed to fetch dynamically imported module"));

    await expect(started).resolves.toBeUndefined();
    expect(() => vendor.call("after")).not.toThrow();
    await expect(vendor.start()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onReady).not.toHaveBeenCalled();
  });
});
