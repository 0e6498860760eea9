/**
 * The analytics contract: every event the site may send, with its properties
 * (SPEC §7). Components call only `track()`; this file is the one PostHog adapter.
 *
 * PostHog (lib/posthog-client.ts) is loaded with a dynamic `import()` when the page is idle
 * after start-up, or at the first tracked event, so it costs nothing on first paint. Events
 * tracked before it is ready wait in a queue, in order.
 */
import { config } from "./config";
import { type ConsentStore, consentStore, type TrackingMode, trackingMode } from "./consent";
import { whenIdle, whenSettled, yieldToMain } from "./idle";
import type { AnalyticsClient, PostHogSettings } from "./posthog-client";

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

const tracker = createTracker({
  settings: config.posthog,
  load: async (settings, mode) => {
    const { loadPostHog } = await import("./posthog-client");
    // Evaluating the SDK and starting it are each a long task on a slow phone: two tasks, not one.
    await yieldToMain();
    return loadPostHog(settings, mode);
  },
  log: import.meta.env.DEV
    ? (event, properties) => console.debug("[analytics]", event, properties)
    : undefined,
});

export function track<E extends AnalyticsEventName>(event: E, ...args: TrackArgs<E>): void {
  tracker.capture(event, args[0]);
  // The visitor is acting: load now (when idle) rather than wait for start-up to be over, so a
  // quick visit does not leave its events in the queue.
  if (config.posthog) whenIdle(startTracker);
}

function startTracker() {
  void tracker.start(consentStore());
}

/** Called once after hydration: PostHog loads once start-up is over (lib/idle.ts). */
export function startAnalytics(): void {
  if (config.posthog) whenSettled(startTracker);
}
