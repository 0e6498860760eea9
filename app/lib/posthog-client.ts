/**
 * The PostHog client: the only module that imports posthog-js, always through a dynamic
 * `import()` from lib/analytics.ts, so none of it is in the JavaScript of the first paint.
 * The slim build plus the extensions this site uses, imported by name so the bundler drops
 * the others (autocapture, heatmaps, error tracking, tours, toolbar...).
 */
import {
  AnalyticsExtensions,
  FeatureFlagsExtensions,
  SessionReplayExtensions,
  SurveysExtensions,
} from "posthog-js/dist/extension-bundles";
import { posthog } from "posthog-js/dist/module.slim";

import type { TrackingMode } from "./consent";
import { performanceCapture, posthogConfig, type PostHogSettings } from "./posthog-config";

export type { PostHogSettings } from "./posthog-config";

/** The part of the vendor client the tracker needs. */
export type AnalyticsClient = {
  capture: (event: string, properties?: Record<string, unknown>) => void;
  setMode: (mode: TrackingMode) => void;
};

/**
 * The recorder is bundled (its own chunk) instead of fetched from PostHog's CDN. It must be in
 * place before recording starts, or PostHog would try to fetch it. Resolves false when it
 * cannot load: the visit goes on without a recording.
 */
async function loadRecorder(): Promise<boolean> {
  try {
    await import("posthog-js/dist/lazy-recorder");
    return true;
  } catch {
    return false;
  }
}

/**
 * The Web Vitals library PostHog measures with, bundled (its own chunk) rather than fetched from
 * PostHog's CDN. Resolves false when it cannot load: the visit goes on unmeasured.
 */
async function loadWebVitals(): Promise<boolean> {
  try {
    await import("posthog-js/dist/web-vitals");
    return true;
  } catch {
    return false;
  }
}

export async function loadPostHog(
  settings: PostHogSettings,
  initial: TrackingMode,
): Promise<AnalyticsClient> {
  let mode = initial;
  const [recording, webVitals] = await Promise.all([
    mode.recording && loadRecorder(),
    mode.webVitals && loadWebVitals(),
  ]);
  posthog.init(settings.key, {
    ...posthogConfig(settings, { ...mode, recording, webVitals }),
    // The Web Vitals library cannot stop measuring: once consent is withdrawn, nothing it
    // measured is sent.
    before_send: (event) => (event?.event === "$web_vitals" && !mode.webVitals ? null : event),
    __extensionClasses: {
      historyAutocapture: AnalyticsExtensions.historyAutocapture,
      webVitalsAutocapture: AnalyticsExtensions.webVitalsAutocapture,
      ...SessionReplayExtensions,
      ...(settings.featureFlags ? FeatureFlagsExtensions : {}),
      ...(settings.surveys ? SurveysExtensions : {}),
    },
  });
  return {
    capture: (event, properties) => posthog.capture(event, properties),
    setMode(next) {
      mode = next;
      posthog.set_config({ persistence: next.persistent ? "localStorage+cookie" : "memory" });
      // An "Aceptar" mid-visit still measures this page: the library reads the paints so far.
      if (next.webVitals)
        void loadWebVitals().then((ready) => {
          if (!ready || !mode.webVitals) return;
          posthog.set_config({ capture_performance: performanceCapture(mode) });
          posthog.webVitalsAutocapture?.startIfEnabled();
        });
      // Replay follows the project's remote config, read at init: after an "Aceptar" in the
      // middle of a visit, identity persists at once and recording begins with the next page.
      if (next.recording) void loadRecorder().then((ready) => ready && posthog.startSessionRecording());
      // A withdrawn "Aceptar" (privacy page) stops the recording; the memory mode above has
      // already removed PostHog's cookie and stored id.
      else posthog.stopSessionRecording();
    },
  };
}
