import { describe, expect, expectTypeOf, it, vi } from "vitest";

import {
  type AgentLinkName,
  type AnalyticsEventName,
  createTracker,
  type CtaName,
  track,
  type TrackArgs,
} from "./analytics";
import { createConsentStore, type TrackingMode } from "./consent";
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

const pendingConsent = () => createConsentStore(undefined, {});

/** Before consent, or after "Rechazar"; and after "Aceptar". */
const off: TrackingMode = { persistent: false, recording: false, webVitals: false };
const granted: TrackingMode = { persistent: true, recording: true, webVitals: true };

describe("track", () => {
  // Checked by the typecheck (`npm run typecheck`), which fails when the catalogue stops typing them.
  it("types each event's properties", () => {
    expectTypeOf<TrackArgs<"demo_page_view">>().toEqualTypeOf<[properties: { agent: string }]>();
    expectTypeOf<TrackArgs<"cta_click">>().toEqualTypeOf<
      [properties: { name: CtaName } | { name: AgentLinkName; agent: string }]
    >();
    expectTypeOf(track<"cta_click">).toBeCallableWith("cta_click", {
      name: "industry_agent",
      agent: "cobranzas",
    });
    expectTypeOf(track<"demo_call_end">).toBeCallableWith("demo_call_end", {
      agent: "cat",
      call_duration: 12,
      end_reason: "time_limit",
      median_response_ms: 820,
    });
    expectTypeOf<TrackArgs<"demo_call_start">>().toEqualTypeOf<
      [properties: { agent: string } & { noise_suppression: boolean }]
    >();
    expectTypeOf<TrackArgs<"demo_audio_blocked">>().toEqualTypeOf<[properties: { agent: string }]>();
    expectTypeOf(track<"demo_reconnect">).toBeCallableWith("demo_reconnect", {
      agent: "cat",
      outcome: "recovered",
    });
    expectTypeOf(track<"demo_reconnect">).toBeCallableWith("demo_reconnect", {
      agent: "cobranzas",
      outcome: "lost",
    });
    expectTypeOf<TrackArgs<"demo_chat_start">>().toEqualTypeOf<[properties: { agent: string }]>();
    expectTypeOf(track<"demo_chat_message">).toBeCallableWith("demo_chat_message", { agent: "cat", turn: 2 });
    expectTypeOf(track<"demo_mic_check">).toBeCallableWith("demo_mic_check", {
      agent: "cat",
      result: "silent",
    });
    expectTypeOf(track<"demo_feedback">).toBeCallableWith("demo_feedback", {
      agent: "cobranzas",
      rating: "up",
      comment: "",
    });
    expectTypeOf(track<"demo_cta_click">).toBeCallableWith("demo_cta_click", {
      agent: "cobranzas",
      name: "other_agent",
    });
    expectTypeOf<[{ result: "maybe" }]>().not.toExtend<TrackArgs<"demo_mic_check">>();
    expectTypeOf<[{ rating: "up" }]>().not.toExtend<TrackArgs<"demo_feedback">>();
    expectTypeOf<"page_view">().not.toExtend<AnalyticsEventName>();
    expectTypeOf<[{ name: "somewhere_else" }]>().not.toExtend<TrackArgs<"cta_click">>();
    // A link to an agent names the agent.
    expectTypeOf<[{ name: "industry_agent" }]>().not.toExtend<TrackArgs<"cta_click">>();
    expectTypeOf<[]>().not.toExtend<TrackArgs<"demo_call_end">>();
    expectTypeOf<[]>().not.toExtend<TrackArgs<"demo_call_start">>();
    // Every event of the voice demo says which assistant it is about: none goes out without `agent`.
    expectTypeOf<[]>().not.toExtend<TrackArgs<"demo_page_view">>();
    expectTypeOf<[{ noise_suppression: true }]>().not.toExtend<TrackArgs<"demo_call_start">>();
    expectTypeOf<[{ name: "booking" }]>().not.toExtend<TrackArgs<"demo_cta_click">>();
    expectTypeOf<[{ state: "muted" }]>().not.toExtend<TrackArgs<"mic_toggle">>();
    expectTypeOf<[{ outcome: "retrying" }]>().not.toExtend<TrackArgs<"demo_reconnect">>();
  });

  it("without a key only logs in development (unit tests run the default, keyless build)", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    track("cta_click", { name: "why_agentia_cta" });
    expect(debug).toHaveBeenCalledWith("[analytics]", "cta_click", { name: "why_agentia_cta" });
  });
});

describe("createTracker", () => {
  it("hands each event to PostHog's capture", async () => {
    const client = fakeClient();
    const tracker = createTracker({ settings, consent: pendingConsent, load: async () => client });
    tracker.call("cta_click", { name: "hero_contact_button" });
    await tracker.start();
    tracker.call("demo_page_view");
    expect(client.capture.mock.calls).toEqual([
      ["cta_click", { name: "hero_contact_button" }],
      ["demo_page_view", undefined],
    ]);
  });

  it("loads in memory mode before consent, and follows the visitor's answer", async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    const consent = createConsentStore(undefined, {});
    const tracker = createTracker({ settings, consent: () => consent, load });

    await tracker.start();
    expect(load).toHaveBeenCalledWith(settings, off);
    expect(client.setMode).not.toHaveBeenCalled();

    consent.choose("granted");
    expect(client.setMode).toHaveBeenCalledWith(granted);
  });

  it("keeps the mode while the choice is reopened, and follows the new answer", async () => {
    const client = fakeClient();
    const consent = createConsentStore(undefined, {});
    consent.choose("granted");
    await createTracker({ settings, consent: () => consent, load: async () => client }).start();

    consent.reopen();
    expect(client.setMode).not.toHaveBeenCalled();
    consent.choose("denied");
    expect(client.setMode.mock.calls).toEqual([[off]]);
  });

  it("applies an answer given while PostHog was still loading", async () => {
    const client = fakeClient();
    const consent = createConsentStore(undefined, {});
    const load = async () => {
      consent.choose("granted");
      return client;
    };
    await createTracker({ settings, consent: () => consent, load }).start();

    expect(client.setMode).toHaveBeenCalledWith(granted);
  });
});

describe("posthogConfig", () => {
  it("before consent: memory persistence, no recording, nothing automatic but page views", () => {
    const options = posthogConfig(settings, off);
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

  it("before consent and after 'Rechazar': no Web Vitals, no network timing", () => {
    expect(posthogConfig(settings, off).capture_performance).toBe(false);
  });

  it("after 'Aceptar': LCP, INP and CLS once per page, without naming page elements", () => {
    expect(posthogConfig(settings, granted).capture_performance).toEqual({
      web_vitals: true,
      web_vitals_allowed_metrics: ["LCP", "INP", "CLS"],
      web_vitals_attribution: false,
      network_timing: false,
    });
  });

  it("after 'Aceptar': persistent identity and session recording with every input masked", () => {
    const options = posthogConfig(settings, granted);
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
    const options = posthogConfig({ ...settings, featureFlags: true, surveys: true }, off);
    expect(options).toMatchObject({
      advanced_disable_flags: false,
      advanced_disable_feature_flags: false,
      disable_surveys: false,
    });
  });
});
