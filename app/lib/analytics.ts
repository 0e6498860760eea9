/**
 * The analytics contract: every event the site may send, with its properties
 * (SPEC §7). Components call only `track()`; this file is the one PostHog adapter.
 *
 * PostHog is loaded with a dynamic `import()` once the page is idle after hydration, so it
 * costs nothing on first paint. Events tracked before that wait in a queue, in order.
 */
import type { PostHog, PostHogConfig } from "posthog-js/dist/module.slim";

import { config, type SiteConfig } from "./config";
import { type ConsentStore, consentStore, type TrackingMode, trackingMode } from "./consent";
import { whenIdle } from "./idle";

/** Names of the call-to-action clicks; `why_<slug>_cta` carries the site name's slug. */
export type CtaName =
  | "hero_contact_button"
  | `why_${string}_cta`
  | "cases_cta"
  | "industry_solutions_cta"
  | "bottom_demo_cta"
  | "whatsapp_number_click"
  | "email_address_click";

export type AnalyticsEvents = {
  whatsapp_click: { location: "contact_section" };
  email_click: { location: "contact_section" };
  cta_click: { name: CtaName };
  tally_form_view: { form_id: string; location: "contact_section" };
  demo_page_view: Record<string, never>;
  demo_call_start: Record<string, never>;
  /** Seconds the call was active. */
  demo_call_end: { call_duration: number };
  demo_call_error: { error_message: string };
  mic_toggle: { state: "muted" | "unmuted" };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

/** Events without properties take no second argument; the others require theirs. */
export type TrackArgs<E extends AnalyticsEventName> =
  AnalyticsEvents[E] extends Record<string, never> ? [] : [properties: AnalyticsEvents[E]];

type Properties = Record<string, unknown>;

/** The part of the vendor client the tracker needs. */
export type AnalyticsClient = {
  capture: (event: string, properties?: Properties) => void;
  setMode: (mode: TrackingMode) => void;
};

type PostHogSettings = NonNullable<SiteConfig["posthog"]>;

type TrackerOptions = {
  settings: PostHogSettings | undefined;
  load: (settings: PostHogSettings, mode: TrackingMode) => Promise<AnalyticsClient>;
  /** Without a key, events are only logged (in development). */
  log?: (event: string, properties: Properties) => void;
};

/** Queues events until the client is loaded, then hands them over in order. */
export function createTracker({ settings, load, log }: TrackerOptions) {
  const queue: [string, Properties | undefined][] = [];
  let client: AnalyticsClient | undefined;
  let status: "idle" | "loading" | "ready" | "failed" = "idle";

  return {
    capture(event: string, properties?: Properties) {
      if (!settings) log?.(event, properties ?? {});
      else if (client) client.capture(event, properties);
      else if (status !== "failed") queue.push([event, properties]);
    },

    async start(consent: ConsentStore) {
      if (!settings || status !== "idle") return;
      status = "loading";
      const initial = consent.get();
      try {
        client = await load(settings, trackingMode(initial));
      } catch {
        // The chunk could not load (offline, blocked): analytics are optional, the page is not.
        status = "failed";
        queue.length = 0;
        return;
      }
      status = "ready";
      for (const [event, properties] of queue.splice(0)) client.capture(event, properties);
      const ready = client;
      if (consent.get() !== initial) ready.setMode(trackingMode(consent.get()));
      consent.subscribe(() => ready.setMode(trackingMode(consent.get())));
    },
  };
}

/**
 * Our PostHog settings. The library defaults we rely on are written out so a reader sees them
 * (PRODUCT.md: 3 s batches, 10 events/s, 30 min idle sessions).
 */
export function posthogConfig(settings: PostHogSettings, mode: TrackingMode): Partial<PostHogConfig> {
  const flags = settings.featureFlags || settings.surveys;
  // Remote config carries the project's replay settings: needed once recording is allowed.
  const remoteConfig = flags || mode.recording;
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
    capture_performance: false,
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
    disable_web_experiments: true,
    disable_product_tours: true,
    disable_conversations: true,
    // Everything we use is bundled; only PostHog's survey renderer lives on its CDN.
    disable_external_dependency_loading: !settings.surveys,
    mask_personal_data_properties: true,
    debug: false,
  };
}

async function startRecording(posthog: PostHog) {
  // The recorder is bundled (a separate chunk) instead of fetched from PostHog's CDN.
  await import("posthog-js/dist/lazy-recorder");
  posthog.startSessionRecording();
}

async function loadPostHog(settings: PostHogSettings, mode: TrackingMode): Promise<AnalyticsClient> {
  const [{ posthog }, bundles] = await Promise.all([
    import("posthog-js/dist/module.slim"),
    import("posthog-js/dist/extension-bundles"),
  ]);
  posthog.init(settings.key, {
    ...posthogConfig(settings, mode),
    __extensionClasses: {
      historyAutocapture: bundles.AnalyticsExtensions.historyAutocapture,
      ...bundles.SessionReplayExtensions,
      ...(settings.featureFlags ? bundles.FeatureFlagsExtensions : {}),
      ...(settings.surveys ? bundles.SurveysExtensions : {}),
    },
  });
  // Replay follows the project's remote config, read at init: after an "Aceptar" in the middle
  // of a visit, persistence switches at once and recording begins with the next page load.
  if (mode.recording) await startRecording(posthog);
  return {
    capture: (event, properties) => posthog.capture(event, properties),
    setMode(next) {
      posthog.set_config({ persistence: next.persistent ? "localStorage+cookie" : "memory" });
      if (next.recording) void startRecording(posthog).catch(() => undefined);
    },
  };
}

const tracker = createTracker({
  settings: config.posthog,
  load: loadPostHog,
  log: import.meta.env.DEV
    ? (event, properties) => console.debug("[analytics]", event, properties)
    : undefined,
});

export function track<E extends AnalyticsEventName>(event: E, ...args: TrackArgs<E>): void {
  tracker.capture(event, args[0]);
}

/** Called once after hydration: PostHog loads when the browser is idle. */
export function startAnalytics(): void {
  if (!config.posthog) return;
  whenIdle(() => void tracker.start(consentStore()));
}
