import { once, withTimeout } from "~/lib/loading";

import { BOOKING_TIMEOUT_MS, type BookingSettings } from "./booking";
import type { BookingEmbed } from "./cal.client";

const scheduler = once((settings: BookingSettings) =>
  withTimeout(
    import("./cal.client").then(({ loadCalEmbed }) => loadCalEmbed(settings)),
    BOOKING_TIMEOUT_MS,
    "Cal.com's scheduler was not ready within 8 s",
  ),
);
let failed = false;

/**
 * Starts loading Cal.com's scheduler once per page (on the first hover, focus or click of a booking
 * link) and gives every caller the same promise. `undefined` once it failed or took longer than
 * `BOOKING_TIMEOUT_MS`: from then on the booking links simply go where they point.
 */
export function loadScheduler(settings: BookingSettings): Promise<BookingEmbed> | undefined {
  if (failed) return undefined;
  const pending = scheduler(settings);
  // Blocked, offline or slow: expected on the open web, and answered by the links' fallback.
  pending.catch(() => void (failed = true));
  return pending;
}
