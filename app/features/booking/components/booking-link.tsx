import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";

import { site } from "~/content/site";
import { type BookingLocation, track } from "~/lib/analytics";

import { isPlainClick } from "../lib/booking";
import { loadScheduler } from "../lib/scheduler";

type BookingLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** Reported with `booking_open` and `booking_scheduled`. */
  location: BookingLocation;
  /** Where the link goes without booking configured, or when Cal.com is not ready within 8 s. */
  fallbackHref: string;
};

/**
 * A link that opens Cal.com's scheduler over the page when booking is configured. Cal's code loads
 * on the first hover, focus or click; until it is ready the link waits (busy), and if it is not
 * ready within 8 s, the link is followed as a plain link. Unconfigured, it is just the link.
 * Accepts a parent's `className` and `onClick` (e.g. a `Button asChild` that tracks the click).
 */
export function BookingLink({
  location,
  fallbackHref,
  onClick,
  onPointerEnter,
  onFocus,
  children,
  ...props
}: BookingLinkProps) {
  const settings = site.booking;
  const [busy, setBusy] = useState(false);
  const waiting = useRef(false);
  // Set while the link re-clicks itself to be followed after all.
  const following = useRef(false);

  if (!settings) {
    return (
      <a href={fallbackHref} onClick={onClick} onPointerEnter={onPointerEnter} onFocus={onFocus} {...props}>
        {children}
      </a>
    );
  }

  const prepare = () => void loadScheduler(settings);

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (following.current) return;
    if (waiting.current) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const scheduler = loadScheduler(settings);
    if (!scheduler) return;
    event.preventDefault();
    const link = event.currentTarget;
    waiting.current = true;
    setBusy(true);
    const done = () => {
      waiting.current = false;
      setBusy(false);
    };
    scheduler.then(
      (embed) => {
        done();
        embed.open({
          onScheduled: () => track("booking_scheduled", { location }),
          onClose: () => link.focus(),
        });
        track("booking_open", { location });
      },
      () => {
        done();
        following.current = true;
        link.click();
        following.current = false;
      },
    );
  };

  return (
    <a
      href={fallbackHref}
      aria-busy={busy || undefined}
      onPointerEnter={(event) => {
        prepare();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prepare();
        onFocus?.(event);
      }}
      onClick={open}
      {...props}
    >
      {children}
      {busy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
    </a>
  );
}
