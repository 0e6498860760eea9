import type { BookingLocation } from "~/lib/analytics";

import type { BookingSettings } from "../lib/booking";

/** The props of both links: BookingLink's own, and SchedulerLink's, which it loads later. */
export type BookingLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** Reported with `booking_open` and `booking_scheduled`. */
  location: BookingLocation;
  /** Where the link goes without booking configured, or when Cal.com is not ready within 8 s. */
  fallbackHref: string;
};

export type SchedulerLinkProps = BookingLinkProps & { settings: BookingSettings };
