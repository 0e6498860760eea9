import { describe, expect, it, vi } from "vitest";

import { createErrorReporter, reportError } from "./errors";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Capture = (error: unknown, context: Record<string, string | number | boolean | undefined>) => void;

describe("createErrorReporter", () => {
  it("buffers errors until Sentry is ready, then sends them in order", async () => {
    const capture = vi.fn<Capture>();
    const loading = deferred<Capture>();
    const reporter = createErrorReporter({
      dsn: "https://k@o1.ingest.sentry.io/1",
      load: () => loading.promise,
    });
    const first = new Error("first");
    const second = new Error("second");

    reporter.report(first, { source: "router-error-boundary" });
    const started = reporter.start();
    reporter.report(second);
    loading.resolve(capture);
    await started;

    expect(capture.mock.calls).toEqual([
      [first, { source: "router-error-boundary" }],
      [second, {}],
    ]);
  });

  it("without a DSN loads nothing and only logs", async () => {
    const load = vi.fn();
    const log = vi.fn();
    const reporter = createErrorReporter({ dsn: undefined, load, log });
    const error = new Error("x");

    reporter.report(error);
    await reporter.start();

    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(error, {});
  });

  it("stays quiet when Sentry cannot load", async () => {
    const reporter = createErrorReporter({
      dsn: "https://k@o1.ingest.sentry.io/1",
      load: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    });
    reporter.report(new Error("before"));
    await expect(reporter.start()).resolves.toBeUndefined();
    expect(() => reporter.report(new Error("after"))).not.toThrow();
  });
});

describe("reportError", () => {
  it("logs in development when no DSN is configured (the default build)", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const error = new Error("boom");
    reportError(error, { source: "test" });
    expect(debug).toHaveBeenCalledWith("[errors]", error, { source: "test" });
  });
});
