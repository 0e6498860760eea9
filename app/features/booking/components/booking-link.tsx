import { Suspense } from "react";

import { site } from "~/content/site";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";

import type { BookingLinkProps, SchedulerLinkProps } from "./booking-link-props";

/** The link without the scheduler: booking not configured, its code still loading, or failed. */
function PlainLink({ location: _location, fallbackHref, children, ...attributes }: BookingLinkProps) {
  return (
    <a href={fallbackHref} {...attributes}>
      {children}
    </a>
  );
}

// Its code is not part of the first load: pages render this link below the fold or after a call.
const SchedulerLink = lazyWithFallback<SchedulerLinkProps>(
  () => import("./scheduler-link").then((module) => module.SchedulerLink),
  ({ settings: _settings, ...props }) => <PlainLink {...props} />,
  { feature: "booking", source: "scheduler-link" },
);

/**
 * A link that opens Cal.com's scheduler over the page when booking is configured (`scheduler-link.tsx`),
 * and is the plain link to `fallbackHref` otherwise. It takes a parent's `className` and `onClick`
 * (e.g. from a `Button asChild` that tracks the click), so a page can style it as its own.
 */
export function BookingLink(props: BookingLinkProps) {
  if (!site.booking) return <PlainLink {...props} />;
  return (
    <Suspense fallback={<PlainLink {...props} />}>
      <SchedulerLink settings={site.booking} {...props} />
    </Suspense>
  );
}
