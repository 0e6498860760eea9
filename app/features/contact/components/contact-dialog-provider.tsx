import { useEffect, useState } from "react";

import { site } from "~/content/site";
import { reportError } from "~/lib/errors";
import { loadOnce } from "~/lib/load-once";
import { isPlainClick } from "~/lib/utils";

import { useIsPhone } from "../hooks/use-is-phone";
import { contactTargetFor, interceptedLinkSelector, type ContactTarget } from "../lib/contact-target";
import type * as DialogLayerExports from "./contact-dialog-layer";

type DialogLayerModule = typeof DialogLayerExports;

/** The dialog, QR code, tooltip and toasts load on first need (or on hover/focus of a phone link). */
const loadDialogLayer = loadOnce<DialogLayerModule>(() => import("./contact-dialog-layer"));

/** The `tel:` or WhatsApp link an event happened on, unless it is one of the dialog's own links. */
function interceptedLink(event: Event): HTMLAnchorElement | null {
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest<HTMLAnchorElement>(interceptedLinkSelector);
  return link && !link.closest("[data-contact-dialog]") ? link : null;
}

type DialogState = { open: boolean; target: ContactTarget; returnFocusTo: HTMLElement };

/**
 * Wraps a page. On devices that cannot call (desktops, tablets), a plain click on any `tel:` or
 * WhatsApp link of the page, whoever rendered it and wherever it sits (service modal included),
 * opens the contact dialog for that number instead. One delegated listener, so other features
 * render plain links. On phones, and before hydration, the links act natively.
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  const isPhone = useIsPhone();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [layer, setLayer] = useState<DialogLayerModule | null>(null);

  useEffect(() => {
    if (isPhone) return;

    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const link = interceptedLink(event);
      const target = link && contactTargetFor(link.getAttribute("href") ?? "", site);
      if (!link || !target) return;
      event.preventDefault();
      setDialog({ open: true, target, returnFocusTo: link });
      loadDialogLayer().then(setLayer, (error: unknown) => {
        reportError(error, { source: "contact-dialog" });
        setDialog(null);
        // Without the dialog the visitor still gets what the link offered.
        if (link.target === "_blank") window.open(link.href, "_blank", "noopener,noreferrer");
        else window.location.assign(link.href);
      });
    }

    function prefetch(event: Event) {
      if (interceptedLink(event)) loadDialogLayer().catch(() => undefined);
    }

    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", prefetch);
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [isPhone]);

  const Layer = layer?.ContactDialogLayer;
  return (
    <>
      {children}
      {Layer && dialog ? (
        <Layer
          open={dialog.open}
          onOpenChange={(open) => setDialog((current) => current && { ...current, open })}
          target={dialog.target}
          returnFocusTo={dialog.returnFocusTo}
        />
      ) : null}
    </>
  );
}
