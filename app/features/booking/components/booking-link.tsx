import { lazy, Suspense } from "react";

import { site } from "~/content/site";
import { type BookingLocation, track } from "~/lib/analytics";

export type BookingLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** Reported with `booking_open` and `booking_scheduled`. */
  location: BookingLocation;
  /** Where the link goes without booking configured, or when Cal.com is not ready within 8 s. */
  fallbackHref: string;
};

// Its code is not part of the first load: pages render this link below the fold or after a call.
const SchedulerLink = lazy(() =>
  import("./scheduler-link").then((module) => ({ default: module.SchedulerLink })),
);

/**
 * A link that opens Cal.com's scheduler over the page when booking is configured (`scheduler-link.tsx`),
 * and is the plain link to `fallbackHref` otherwise. It takes a parent's `className` and `onClick`
 * (e.g. from a `Button asChild` that tracks the click), so a page can style it as its own.
 */
export function BookingLink(props: BookingLinkProps) {
  const { location: _location, fallbackHref, children, ...attributes } = props;
  const plain = (
    <a href={fallbackHref} {...attributes}>
      {children}
    </a>
  );
  if (!site.booking) return plain;
  return (
    <Suspense fallback={plain}>
      <SchedulerLink settings={site.booking} track={track} {...props} />
    </Suspense>
  );
}
