/**
 * The analytics contract: every event the site may send, with its properties
 * (SPEC §7). Components call only `track()`; the vendor adapter plugs in here.
 */

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

export function track<E extends AnalyticsEventName>(event: E, ...args: TrackArgs<E>): void {
  if (import.meta.env.DEV) console.debug("[analytics]", event, args[0] ?? {});
}
