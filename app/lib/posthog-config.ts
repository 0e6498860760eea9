import type { PostHogConfig } from "posthog-js/dist/module.slim";

import type { SiteConfig } from "./config";
import type { TrackingMode } from "./consent";

export type PostHogSettings = NonNullable<SiteConfig["posthog"]>;

/**
 * After consent, the visit's Web Vitals: one `$web_vitals` event per page with LCP, INP and CLS,
 * without attribution (it would name page elements and costs a larger bundle). Never network timing.
 */
export function performanceCapture(mode: TrackingMode): PostHogConfig["capture_performance"] {
  return mode.webVitals
    ? {
        web_vitals: true,
        web_vitals_allowed_metrics: ["LCP", "INP", "CLS"],
        web_vitals_attribution: false,
        network_timing: false,
      }
    : false;
}

/**
 * Our PostHog settings. The library defaults we rely on are written out so a reader sees them
 * (docs/product.md#events: 3 s batches, 10 events/s, 30 min idle sessions).
 */
export function posthogConfig(settings: PostHogSettings, mode: TrackingMode): Partial<PostHogConfig> {
  // Surveys and web experiments are targeted through flags.
  const flags = settings.featureFlags || settings.surveys || settings.experiments;
  // Remote config carries the project's replay settings: needed once recording is allowed.
  const remoteConfig = flags || settings.remoteConfig || mode.recording;
  return {
    api_host: settings.host,
    // Before consent (and forever under GPC/DNT): no cookie, no storage, an anonymous id per page load.
    persistence: mode.persistent ? "localStorage+cookie" : "memory",
    disable_session_recording: !mode.recording,
    session_recording: { maskAllInputs: true },
    // We never call identify(): no person profiles.
    person_profiles: "identified_only",
    // Our catalogue is the contract: nothing is captured on its own except page views.
    capture_pageview: "history_change",
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_performance: performanceCapture(mode),
    // Errors go to Sentry (lib/errors.ts).
    capture_exceptions: false,
    // Batches flushed every 3 s; on page hide the queue is sent at once with sendBeacon.
    request_batching: true,
    request_queue_config: { flush_interval_ms: 3000 },
    rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
    // Sessions end after 30 min idle; the library caps them at 24 h (not configurable).
    session_idle_timeout_seconds: 30 * 60,
    // Flags, surveys and remote config cost a request per visit: only when the owner asks for them.
    advanced_disable_flags: !remoteConfig,
    advanced_disable_feature_flags: !flags,
    advanced_disable_feature_flags_on_first_load: !flags,
    disable_surveys: !settings.surveys,
    disable_web_experiments: !settings.experiments,
    disable_product_tours: true,
    disable_conversations: true,
    // Everything we use is bundled; only PostHog's survey renderer lives on its CDN.
    disable_external_dependency_loading: !settings.surveys,
    mask_personal_data_properties: true,
    // PostHog logs its own failures (blocked host, offline) only in debug mode: a blocked host
    // then leaves nothing in the console but the browser's own "Failed to load resource" line.
    debug: false,
  };
}
