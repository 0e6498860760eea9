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
  it("recognises the AI number and shows it as configured", () => {
    expect(contactTargetFor("tel:+15550100199", known)).toEqual({
      kind: "ai-phone",
      display: "+1 (555) 010-0199",
      href: "tel:+15550100199",
    });
  });

  it("recognises the sales number", () => {
    expect(contactTargetFor("tel:+5491155550100", known)).toMatchObject({
      kind: "sales-phone",
      display: "+54 9 11 5555-0100",
    });
  });

  it("shows any other number as written in the link", () => {
    expect(contactTargetFor("tel:+54%2011%204000-0000", known)).toEqual({
      kind: "phone",
      display: "+54 11 4000-0000",
      href: "tel:+54%2011%204000-0000",
    });
  });

  it("recognises our WhatsApp number, with or without a prefilled message", () => {
    expect(contactTargetFor("https://wa.me/5491144440200", known)).toMatchObject({
      kind: "whatsapp",
      display: "+54 9 11 4444-0200",
    });
    expect(contactTargetFor("https://wa.me/5491144440200?text=Hola", known)).toMatchObject({
      kind: "whatsapp",
      display: "+54 9 11 4444-0200",
      href: "https://wa.me/5491144440200?text=Hola",
    });
  });

  it("shows another WhatsApp number in international form", () => {
    expect(contactTargetFor("https://wa.me/14155550123", known)).toMatchObject({
      kind: "whatsapp",
      display: "+14155550123",
    });
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
