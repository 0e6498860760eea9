import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";

import { track } from "~/lib/analytics";
import { onIntent } from "~/lib/loading";
import { isPlainClick } from "~/lib/utils";

import { loadScheduler } from "../lib/scheduler";
import type { SchedulerLinkProps } from "./booking-link-props";

/**
 * BookingLink with booking configured: opens Cal.com's scheduler over the page. Cal's code loads on
 * the first hover, focus or click; until it is ready the link waits (busy), and if it is not ready
 * within 8 s, the link is followed as a plain link.
 */
export function SchedulerLink({
  settings,
  location,
  fallbackHref,
  onClick,
  children,
  ...props
}: SchedulerLinkProps) {
  const [busy, setBusy] = useState(false);
  const waiting = useRef(false);
  // Set while the link re-clicks itself to be followed after all.
  const following = useRef(false);

  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (following.current) return;
    if (waiting.current) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (!isPlainClick(event)) return;
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
      {...onIntent(() => loadScheduler(settings))}
      onClick={open}
      {...props}
    >
      {children}
      {busy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
    </a>
  );
}
