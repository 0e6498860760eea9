import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

import { collectorOrigin } from "./builds.mjs";

/** A PostHog event as the collector decoded it. */
export type PostHogEvent = { event: string; properties: Record<string, unknown> };

/** A Sentry error event with the envelope it came in. */
export type SentryReport = { envelope: Record<string, unknown>; event: Record<string, unknown> };

export type Collector = {
  /** Every PostHog event this page sent so far (optionally one name only). */
  events: (name?: string) => Promise<PostHogEvent[]>;
  /** Every Sentry error event this page sent so far. */
  errors: () => Promise<SentryReport[]>;
};

/**
 * Tags every request the page sends to the collector with a marker of its own, so a test reads
 * back only what its page sent, however many tests run at once. Call before `page.goto`.
 * Usage: `const collector = await useCollector(page);
 *         await expect.poll(() => collector.events("cta_click")).toContainEqual(...)`.
 */
export async function useCollector(page: Page): Promise<Collector> {
  const marker = randomUUID();
  await page.route(`${collectorOrigin}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-e2e-marker": marker } }),
  );
  const read = async () => {
    const response = await fetch(`${collectorOrigin}/__received?marker=${marker}`);
    return (await response.json()) as { posthog: PostHogEvent[]; sentry: SentryReport[] };
  };
  return {
    events: async (name) => (await read()).posthog.filter((event) => !name || event.event === name),
    errors: async () => (await read()).sentry,
  };
}

/**
 * Opens a page with the collector reading what it sends, on Playwright's clock so `whenSent` can
 * move time on. `open` is a path, or the test's own way to the page.
 */
export async function openCounted(page: Page, open: string | (() => Promise<unknown>)) {
  const collector = await useCollector(page);
  await page.clock.install();
  await (typeof open === "string" ? page.goto(open) : open());
  return collector;
}

/**
 * Polls `read` (what the page sent to the collector), moving the page's clock on a second before
 * each read. PostHog starts once start-up is over (5 s after the load event, app/lib/idle.ts) and
 * sends a batch every 3 s: on Playwright's clock a test skips those waits instead of sitting them
 * out. Needs `await page.clock.install()` before `page.goto` (time then flows as usual otherwise).
 */
export function whenSent<T>(page: Page, read: () => Promise<T>) {
  return expect.poll(async () => {
    await page.clock.runFor(1000);
    return read();
  });
}
