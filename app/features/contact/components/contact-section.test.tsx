import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { contactCards, contactWrite, contactSection } from "~/content/contact";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { ContactSection } from "./contact-section";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

/** Keeps jsdom from attempting the link's navigation, which it does not implement. */
function noNavigation() {
  document.addEventListener("click", (event) => event.preventDefault(), { once: true });
}

describe("ContactSection", () => {
  beforeEach(() => vi.mocked(track).mockClear());

  it("is the #contacto landmark with the phone, WhatsApp and e-mail links from site facts", () => {
    render(<ContactSection />);
    const section = screen.getByRole("region", { name: contactSection.title });
    expect(section).toHaveAttribute("id", "contacto");
    expect(screen.getByRole("link", { name: site.aiPhone.display })).toHaveAttribute(
      "href",
      site.aiPhone.href,
    );
    expect(screen.getByRole("link", { name: site.whatsapp.display })).toHaveAttribute(
      "href",
      site.whatsapp.href,
    );
    expect(screen.getByRole("link", { name: site.email.display })).toHaveAttribute("href", site.email.href);
    expect(screen.getByRole("heading", { name: contactWrite.title })).toBeInTheDocument();
  });

  it("without a form offers e-mail and WhatsApp in its place, without the form's title", () => {
    render(<ContactSection />);
    expect(screen.queryByRole("heading", { name: "Completá el formulario" })).toBeNull();
    const form = screen.getByRole("article", { name: contactWrite.title });
    expect(within(form).getByText(contactWrite.description)).toBeInTheDocument();
    expect(within(form).getByRole("link", { name: contactCards.email.action })).toHaveAttribute(
      "href",
      site.email.href,
    );
    expect(within(form).getByRole("link", { name: contactCards.phone.whatsappAction })).toHaveAttribute(
      "href",
      site.whatsapp.href,
    );
    expect(form.querySelector("iframe")).toBeNull();
  });

  it.each([
    [site.whatsapp.display, "cta_click", { name: "whatsapp_number_click" }],
    [site.email.display, "cta_click", { name: "email_address_click" }],
  ])("the link %s sends %s %o", async (name, event, properties) => {
    render(<ContactSection />);
    noNavigation();
    await userEvent.click(screen.getByRole("link", { name }));
    expect(track).toHaveBeenCalledExactlyOnceWith(event, properties);
  });

  it.each([
    [contactCards.phone.whatsappAction, "whatsapp_click"],
    [contactCards.email.action, "email_click"],
  ])("the button %s sends %s from the contact section", async (name, event) => {
    render(<ContactSection />);
    const card = screen.getByRole("article", {
      name: event === "whatsapp_click" ? contactCards.phone.title : contactCards.email.title,
    });
    noNavigation();
    await userEvent.click(within(card).getByRole("link", { name }));
    expect(track).toHaveBeenCalledExactlyOnceWith(event, { location: "contact_section" });
  });
});
