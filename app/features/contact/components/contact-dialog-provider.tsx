import { Suspense, useEffect, useEffectEvent } from "react";

import { site } from "~/content/site";
import { useDialogState } from "~/hooks/use-dialog-state";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";
import { isPlainClick } from "~/lib/utils";

import { useIsPhone } from "../hooks/use-is-phone";
import { contactTargetFor, interceptedLinkSelector, type ContactTarget } from "../lib/contact-target";
import type { ContactDialogProps } from "./contact-dialog";

/** Without the dialog's code (offline, a stale deploy), the visitor still gets what the link offered. */
function FollowLink({ open, onOpenChange, target, returnFocusTo }: ContactDialogProps) {
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    close();
    const newTab = returnFocusTo instanceof HTMLAnchorElement && returnFocusTo.target === "_blank";
    if (newTab) window.open(target.href, "_blank", "noopener,noreferrer");
    else window.location.assign(target.href);
  }, [open, target, returnFocusTo]);
  return null;
}

/** The dialog, QR code, tooltip and toasts load on first need (or on hover/focus of a phone link). */
const ContactDialogLayer = lazyWithFallback(
  () => import("./contact-dialog-layer").then((module) => module.ContactDialogLayer),
  FollowLink,
  { source: "contact-dialog" },
);

/** The `tel:` or WhatsApp link an event happened on, unless it is one of the dialog's own links. */
function interceptedLink(event: Event): HTMLAnchorElement | null {
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest<HTMLAnchorElement>(interceptedLinkSelector);
  return link && !link.closest("[data-contact-dialog]") ? link : null;
}

/**
 * Wraps a page. On devices that cannot call (desktops, tablets), a plain click on any `tel:` or
 * WhatsApp link of the page, whoever rendered it and wherever it sits (service modal included),
 * opens the contact dialog for that number instead. One delegated listener, so other features
 * render plain links. On phones, and before hydration, the links act natively.
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  const isPhone = useIsPhone();
  const { dialog, show } = useDialogState<ContactTarget>();

  useEffect(() => {
    if (isPhone) return;

    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const link = interceptedLink(event);
      const target = link && contactTargetFor(link.getAttribute("href") ?? "", site);
      if (!link || !target) return;
      event.preventDefault();
      show(target, link);
    }

    function prefetch(event: Event) {
      if (interceptedLink(event)) void ContactDialogLayer.preload();
    }

    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", prefetch);
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [isPhone, show]);

  return (
    <>
      {children}
      {dialog ? (
        <Suspense>
          <ContactDialogLayer {...dialog.props} target={dialog.subject} />
        </Suspense>
      ) : null}
    </>
  );
}
