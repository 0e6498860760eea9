import { describe, expect, expectTypeOf, it, vi } from "vitest";

import { createTracker, type CtaName, track, type TrackArgs } from "./analytics";
import { createConsentStore } from "./consent";
import type { AnalyticsClient } from "./posthog-client";
import { posthogConfig } from "./posthog-config";

const settings = {
  key: "phc_test",
  host: "https://eu.i.posthog.com",
  featureFlags: false,
  surveys: false,
  experiments: false,
  remoteConfig: false,
};

function fakeClient() {
  return { capture: vi.fn(), setMode: vi.fn() } satisfies AnalyticsClient;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pendingConsent = () => createConsentStore(undefined, {});

describe("track", () => {
  it("types each event's properties", () => {
    expectTypeOf<TrackArgs<"demo_page_view">>().toEqualTypeOf<[]>();
    expectTypeOf<TrackArgs<"cta_click">>().toEqualTypeOf<[properties: { name: CtaName }]>();
    expectTypeOf(track<"demo_call_end">).toBeCallableWith("demo_call_end", { call_duration: 12 });
    // Never called: these lines exist for the compiler, which must reject each one.
    const rejected = () => {
      // @ts-expect-error an unknown event name does not compile
      track("page_view");
      // @ts-expect-error a wrong property does not compile
      track("cta_click", { name: "somewhere_else" });
      // @ts-expect-error a missing property does not compile
      track("demo_call_end");
    };
    expect(rejected).toBeTypeOf("function");
  });

  it("without a key only logs in development (unit tests run the default, keyless build)", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    expect(() => track("cta_click", { name: "why_agentia_cta" })).not.toThrow();
    expect(debug).toHaveBeenCalledWith("[analytics]", "cta_click", { name: "why_agentia_cta" });
  });
});

describe("createTracker", () => {
  it("queues events until PostHog is ready, then sends them in order, none lost", async () => {
    const client = fakeClient();
    const loading = deferred<AnalyticsClient>();
    const tracker = createTracker({ settings, load: () => loading.promise });

    tracker.capture("cta_click", { name: "hero_contact_button" });
    const started = tracker.start(pendingConsent());
    tracker.capture("demo_page_view");
    tracker.capture("mic_toggle", { state: "muted" });
    expect(client.capture).not.toHaveBeenCalled();

    loading.resolve(client);
    await started;
    tracker.capture("demo_call_start");

    expect(client.capture.mock.calls).toEqual([
      ["cta_click", { name: "hero_contact_button" }],
      ["demo_page_view", undefined],
      ["mic_toggle", { state: "muted" }],
      ["demo_call_start", undefined],
    ]);
  });

  it("without a key loads nothing and only logs", async () => {
    const load = vi.fn();
    const log = vi.fn();
    const tracker = createTracker({ settings: undefined, load, log });

    tracker.capture("cta_click", { name: "cases_cta" });
    await tracker.start(pendingConsent());

    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("cta_click", { name: "cases_cta" });
  });

  it("loads once, in memory mode before consent, and follows the visitor's answer", async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    const consent = pendingConsent();
    const tracker = createTracker({ settings, load });

    await tracker.start(consent);
    await tracker.start(consent);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(settings, { persistent: false, recording: false });

    consent.choose("granted");
    expect(client.setMode).toHaveBeenCalledWith({ persistent: true, recording: true });
  });

  it("applies an answer given while PostHog was still loading", async () => {
    const client = fakeClient();
    const loading = deferred<AnalyticsClient>();
    const consent = pendingConsent();
    const tracker = createTracker({ settings, load: () => loading.promise });

    const started = tracker.start(consent);
    consent.choose("granted");
    loading.resolve(client);
    await started;

    expect(client.setMode).toHaveBeenCalledWith({ persistent: true, recording: true });
  });

  it("drops events quietly when PostHog cannot load (blocked, offline)", async () => {
    const loading = deferred<AnalyticsClient>();
    const tracker = createTracker({ settings, load: () => loading.promise });
    tracker.capture("demo_call_start");
    const started = tracker.start(pendingConsent());
    loading.reject(new TypeError("Failed to fetch dynamically imported module"));

    await expect(started).resolves.toBeUndefined();
    expect(() => tracker.capture("demo_call_start")).not.toThrow();
  });
});

describe("posthogConfig", () => {
  it("before consent: memory persistence, no recording, nothing automatic but page views", () => {
    const options = posthogConfig(settings, { persistent: false, recording: false });
    expect(options).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      persistence: "memory",
      disable_session_recording: true,
      capture_pageview: "history_change",
      autocapture: false,
      capture_exceptions: false,
      request_batching: true,
      request_queue_config: { flush_interval_ms: 3000 },
      rate_limiting: { events_per_second: 10 },
      session_idle_timeout_seconds: 1800,
      advanced_disable_flags: true,
      disable_surveys: true,
      disable_web_experiments: true,
      disable_external_dependency_loading: true,
    });
  });

  it("after 'Aceptar': persistent identity and session recording with every input masked", () => {
    const options = posthogConfig(settings, { persistent: true, recording: true });
    expect(options).toMatchObject({
      persistence: "localStorage+cookie",
      disable_session_recording: false,
      session_recording: { maskAllInputs: true },
      // Replay settings are remote config; feature flags stay off.
      advanced_disable_flags: false,
      advanced_disable_feature_flags: true,
    });
  });

  it("experiments and remote config each have their own switch", () => {
    const off = { persistent: false, recording: false };
    expect(posthogConfig({ ...settings, experiments: true }, off)).toMatchObject({
      disable_web_experiments: false,
      advanced_disable_feature_flags: false,
    });
    expect(posthogConfig({ ...settings, remoteConfig: true }, off)).toMatchObject({
      advanced_disable_flags: false,
      advanced_disable_feature_flags: true,
      disable_web_experiments: true,
    });
  });

  it("flags and surveys only when the site owner turns them on", () => {
    const options = posthogConfig(
      { ...settings, featureFlags: true, surveys: true },
      { persistent: false, recording: false },
    );
    expect(options).toMatchObject({
      advanced_disable_flags: false,
      advanced_disable_feature_flags: false,
      disable_surveys: false,
    });
  });
});
