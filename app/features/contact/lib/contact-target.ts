import type { SiteFacts } from "~/content/site";

export type ContactKind = "ai-phone" | "sales-phone" | "phone" | "whatsapp";

/** What a clicked `tel:` or WhatsApp link leads to, as the dialog shows it. */
export type ContactTarget = {
  kind: ContactKind;
  /** The number as people read it. */
  display: string;
  /** The link as it was clicked: the QR code encodes it. */
  href: string;
};

type KnownNumbers = Pick<SiteFacts, "aiPhone" | "salesPhone" | "whatsapp">;

const WHATSAPP = /^https:\/\/wa\.me\/(\d+)/;

/** The links the dialog takes over on devices that cannot call: `tel:` and `https://wa.me/`. */
export const interceptedLinkSelector = 'a[href^="tel:"], a[href^="https://wa.me/"]';

/**
 * Which number a link leads to. Our own numbers keep the display form the site owner configured;
 * any other number is shown as written in the link.
 */
export function contactTargetFor(href: string, known: KnownNumbers): ContactTarget | null {
  if (href.startsWith("tel:")) {
    if (href === known.aiPhone.href) return { kind: "ai-phone", display: known.aiPhone.display, href };
    if (href === known.salesPhone.href) {
      return { kind: "sales-phone", display: known.salesPhone.display, href };
    }
    const number = decodeURIComponent(href.slice("tel:".length)).trim();
    return number ? { kind: "phone", display: number, href } : null;
  }
  const digits = WHATSAPP.exec(href)?.[1];
  if (!digits) return null;
  const ours = WHATSAPP.exec(known.whatsapp.href)?.[1] === digits;
  return { kind: "whatsapp", display: ours ? known.whatsapp.display : `+${digits}`, href };
}

/** WhatsApp Web's chat address for a `wa.me` link, keeping a prefilled message if it has one. */
export function whatsappWebHref(waMeHref: string): string {
  const url = new URL(waMeHref);
  const web = new URL("https://web.whatsapp.com/send");
  web.searchParams.set("phone", url.pathname.replace(/\D/g, ""));
  const text = url.searchParams.get("text");
  if (text) web.searchParams.set("text", text);
  return web.toString();
}
