/**
 * The analytics contract: every event the site may send, with its properties
 * (docs/product.md#events). Components call only `track()`; this file is the one PostHog adapter.
 *
 * PostHog (lib/posthog-client.ts) is loaded with a dynamic `import()` when the page is idle
 * after start-up, or at the first tracked event, so it costs nothing on first paint. Events
 * tracked before it is ready wait in a queue, in order (lib/lazy-vendor.ts).
 */
import { config } from "./config";
import {
  type ConsentState,
  type ConsentStore,
  consentStore,
  type TrackingMode,
  trackingMode,
} from "./consent";
import { whenIdle, whenSettled, yieldToMain } from "./idle";
import { lazyVendor } from "./lazy-vendor";
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

/**
 * Names of the links to a demo agent's page: an area's card on the landing, the choice of agents on
 * the demo pages, a case's page. They carry the agent they lead to: `cat` or the agent's slug.
 */
export type AgentLinkName = "industry_agent" | "agent_choice" | "case_agent";

/**
 * The links of the card after a demo conversation: CAT's (`whatsapp`, `contact`, `booking`), and a
 * demo agent's (`booking`: 'Reservar demo'; `other_agent`: 'Probar otro agente').
 */
export type DemoCtaName = "whatsapp" | "contact" | "booking" | "other_agent";

/**
 * Which assistant a voice demo event is about (docs/product.md#events): `cat` on `/demo-cat/`, a
 * demo agent's slug on `/demo-cat/<slug>/`. Every event of the demo carries it, so the owner sees
 * the funnel by agent.
 */
export type DemoAgentName = string;

/** The property every event of the voice demo carries. */
type OnDemo = { agent: DemoAgentName };

/** Where a Cal.com booking was started: the landing's 'Reservar demo' or the voice demo's post-call card. */
export type BookingLocation = "final_cta" | "demo_post_call";

export type AnalyticsEvents = {
  whatsapp_click: { location: "contact_section" };
  email_click: { location: "contact_section" };
  cta_click: { name: CtaName } | { name: AgentLinkName; agent: DemoAgentName };
  tally_form_view: { form_id: string; location: "contact_section" };
  /** The Tally form reported a submission (its `Tally.FormSubmitted` message). */
  tally_form_submit: { form_id: string; location: "contact_section" };
  /** The site's own form was sent, and the owner's webhook took it. */
  lead_form_submit: { location: "contact_section" };
  demo_page_view: OnDemo;
  /**
   * A call was started; `noise_suppression`: whether the provider's noise suppression ran (sent once
   * that is known; false when the call ends first or 5 s of live call pass without a verdict).
   */
  demo_call_start: OnDemo & { noise_suppression: boolean };
  /**
   * Seconds the call was active; why it ended; the median response time in ms, absent when
   * no turn was measured. Also sent when a live call fails (`end_reason: "error"`).
   */
  demo_call_end: OnDemo & {
    call_duration: number;
    end_reason: "visitor" | "assistant" | "time_limit" | "error";
    median_response_ms?: number;
  };
  demo_call_error: OnDemo & { error_message: string };
  mic_toggle: OnDemo & { state: "muted" | "unmuted" };
  /** The browser refused to play the assistant; the page asked for a tap (docs/product.md#a-real-call-in-the-field). */
  demo_audio_blocked: OnDemo;
  /** The call's connection dropped and came back, or the page ended the call after 15 s without it. */
  demo_reconnect: OnDemo & { outcome: "recovered" | "lost" };
  /**
   * An action of the assistant ended, in a call or a text conversation (docs/product.md#the-agent-at-work):
   * `name` is the tool's name, `outcome` whether its result came (a running one fails at the end).
   */
  demo_action: OnDemo & { name: string; outcome: "done" | "failed" };
  /** A conversion link of the card after a call (docs/product.md#what-sells-the-demo). */
  demo_cta_click: OnDemo & { name: DemoCtaName };
  demo_transcript_copy: OnDemo;
  demo_transcript_download: OnDemo;
  /**
   * The text conversation opened after 'Prefiero escribir', once per conversation; not when its
   * code failed to load (docs/product.md#every-visitor-can-try-it).
   */
  demo_chat_start: OnDemo;
  /** A message sent in it; `turn`: its number in the conversation, from 1. */
  demo_chat_message: OnDemo & { turn: number };
  /** 'Probar micrófono' finished: the visitor was heard, nothing was heard in 5 s, or the permission was denied. */
  demo_mic_check: OnDemo & { result: "ok" | "silent" | "denied" };
  /** The rating on the card after a call or a text conversation; `comment` masked, empty when none was written. */
  demo_feedback: OnDemo & { rating: "up" | "down"; comment: string };
  /** Cal.com's scheduler opened over the page. */
  booking_open: { location: BookingLocation };
  /**
   * Cal.com reported a booking made in that scheduler, or the voice demo's assistant booked one in a
   * call (`demo_assistant`: CAT's alone books, so it carries no `agent`).
   */
  booking_scheduled: { location: BookingLocation | "demo_assistant" };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

/** Events without properties take no second argument; the others require theirs. */
export type TrackArgs<E extends AnalyticsEventName> =
  AnalyticsEvents[E] extends Record<string, never> ? [] : [properties: AnalyticsEvents[E]];

type Properties = Record<string, unknown>;

type TrackerOptions = {
  settings: PostHogSettings;
  /** Read when loading starts: the consent store only exists in the browser. */
  consent: () => ConsentStore;
  load: (settings: PostHogSettings, mode: TrackingMode) => Promise<AnalyticsClient>;
};

/** PostHog behind the lazy loader, in the mode the visitor's consent allows, then and later. */
export function createTracker({ settings, consent, load }: TrackerOptions) {
  let loadedWith: ConsentState;
  return lazyVendor({
    load: () => {
      loadedWith = consent().get();
      return load(settings, trackingMode(loadedWith));
    },
    send: (client, event: string, properties?: Properties) => client.capture(event, properties),
    onReady(client) {
      const store = consent();
      let applied = loadedWith;
      // A changed answer applies at once, also one given while PostHog was loading; reopening
      // the choice on the privacy page changes nothing until the visitor answers again.
      const follow = () => {
        if (store.get() === applied) return;
        applied = store.get();
        client.setMode(trackingMode(applied));
      };
      follow();
      store.subscribe(follow);
    },
  });
}

const tracker =
  config.posthog &&
  createTracker({
    settings: config.posthog,
    consent: consentStore,
    load: async (settings, mode) => {
      const { loadPostHog } = await import("./posthog-client");
      // Evaluating the SDK and starting it are each a long task on a slow phone: two tasks, not one.
      await yieldToMain();
      return loadPostHog(settings, mode);
    },
  });

export function track<E extends AnalyticsEventName>(event: E, ...args: TrackArgs<E>): void {
  if (!tracker) {
    if (import.meta.env.DEV) console.debug("[analytics]", event, args[0] ?? {});
    return;
  }
  tracker.call(event, args[0]);
  // The visitor is acting: load now (when idle) rather than wait for start-up to be over, so a
  // quick visit does not leave its events in the queue.
  whenIdle(tracker.start);
}

/** Called once after hydration: PostHog loads once start-up is over (lib/idle.ts). */
export function startAnalytics(): void {
  if (tracker) whenSettled(tracker.start);
}
