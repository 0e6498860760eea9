import { PhoneIcon } from "lucide-react";
import { useRef } from "react";

import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { contactDialog, contactDialogVariants } from "~/content/contact-dialog";

import { whatsappWebHref, type ContactTarget } from "../lib/contact-target";
import { CopyNumberButton } from "./copy-number-button";
import { QrCode } from "./qr-code";

export type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ContactTarget;
  /** Where focus goes on close (the link that opened it, even if it never had focus); else what had focus. */
  returnFocusTo?: HTMLElement | null;
};

/**
 * "Hablar con nuestra IA" and its siblings: the number large with a copy button, a QR code to
 * continue on a phone, and the native link ('Llamar ahora' or WhatsApp Web). Links inside it are
 * marked so the page-level interception lets them act natively.
 */
export function ContactDialog({ open, onOpenChange, target, returnFocusTo }: ContactDialogProps) {
  const variant = contactDialogVariants[target.kind];
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-contact-dialog=""
        className="focus:outline-none sm:max-w-xl"
        // The content itself takes focus: focusing the copy button first would pop its tooltip open.
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        // Radix returns focus only to a DialogTrigger; this dialog is opened from anywhere.
        onCloseAutoFocus={(event) => {
          const back = returnFocusTo ?? opener.current;
          if (back?.isConnected) {
            event.preventDefault();
            back.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{variant.title}</DialogTitle>
          <DialogDescription>{variant.description}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex w-full min-w-0 flex-col gap-2 rounded-lg border bg-background/50 p-4 sm:flex-1">
            <div className="flex items-center justify-between gap-3">
              <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                {contactDialog.numberLabel}
              </p>
              <CopyNumberButton number={target.display} />
            </div>
            <p className="text-[1.375rem] leading-tight font-extrabold tracking-tight tabular-nums sm:text-[1.75rem]">
              {target.display}
            </p>
          </div>
          <QrCode
            value={target.href}
            label={contactDialog.qrLabel(target.display)}
            caption={variant.qrCaption}
          />
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{contactDialog.back}</Button>
          </DialogClose>
          {target.kind === "whatsapp" ? (
            <Button asChild>
              <a
                href={whatsappWebHref(target.href)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onOpenChange(false)}
              >
                {contactDialog.openWhatsappWeb}
              </a>
            </Button>
          ) : (
            <Button asChild>
              <a href={target.href}>
                <span aria-hidden="true" className="relative flex size-2.5">
                  <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary-foreground/70 motion-reduce:animate-none" />
                  <span className="relative inline-flex size-2.5 rounded-full bg-primary-foreground" />
                </span>
                <PhoneIcon aria-hidden="true" />
                {contactDialog.call}
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
