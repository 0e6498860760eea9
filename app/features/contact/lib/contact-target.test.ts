import { describe, expect, it } from "vitest";

import { siteFacts } from "~/content/site";
import { parseConfig } from "~/lib/config-schema";

import { contactTargetFor, whatsappWebHref } from "./contact-target";

const known = siteFacts(
  parseConfig({
    VITE_CONTACT_PHONE: "+1 (555) 010-0199",
    VITE_SALES_PHONE: "+54 9 11 5555-0100",
    VITE_WHATSAPP_NUMBER: "+54 9 11 4444-0200",
  }),
);

describe("contactTargetFor", () => {
  // Every target keeps the link it came from, to open it as it is.
  it.each([
    ["the AI number, shown as configured", "tel:+15550100199", "ai-phone", "+1 (555) 010-0199"],
    ["the sales number", "tel:+5491155550100", "sales-phone", "+54 9 11 5555-0100"],
    ["any other number, as written in the link", "tel:+54%2011%204000-0000", "phone", "+54 11 4000-0000"],
    ["our WhatsApp number", "https://wa.me/5491144440200", "whatsapp", "+54 9 11 4444-0200"],
    [
      "our WhatsApp number with a prefilled message",
      "https://wa.me/5491144440200?text=Hola",
      "whatsapp",
      "+54 9 11 4444-0200",
    ],
    [
      "another WhatsApp number, in international form",
      "https://wa.me/14155550123",
      "whatsapp",
      "+14155550123",
    ],
  ])("recognises %s", (_what, href, kind, display) => {
    expect(contactTargetFor(href, known)).toEqual({ kind, display, href });
  });

  it("ignores links that lead to no number", () => {
    expect(contactTargetFor("tel:", known)).toBeNull();
    expect(contactTargetFor("https://wa.me/", known)).toBeNull();
    expect(contactTargetFor("mailto:hola@agentia.example", known)).toBeNull();
  });
});

describe("whatsappWebHref", () => {
  it("opens the same chat on WhatsApp Web", () => {
    expect(whatsappWebHref("https://wa.me/5491144440200")).toBe(
      "https://web.whatsapp.com/send?phone=5491144440200",
    );
  });

  it("keeps a prefilled message", () => {
    expect(whatsappWebHref("https://wa.me/5491144440200?text=Hola%20equipo")).toBe(
      "https://web.whatsapp.com/send?phone=5491144440200&text=Hola+equipo",
    );
  });
});
