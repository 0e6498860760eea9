import type { Page } from "@playwright/test";

/** Every vendor a privacy page may name; the default build configures none of them. */
export const vendors = ["PostHog", "Sentry", "Vapi", "Daily", "Tally", "Cal.com"];

/** Links that lead nowhere: `href="#"`, an empty href, or an anchor without one. */
export async function deadLinks(page: Page) {
  return page
    .locator('a[href="#"], a[href=""], a:not([href])')
    .evaluateAll((links) => links.map((link) => link.outerHTML.slice(0, 120)));
}
