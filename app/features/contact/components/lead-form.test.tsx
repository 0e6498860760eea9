import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { contactCards, leadForm } from "~/content/contact";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";
import { turnstileToken } from "~/lib/turnstile.client";

import { LeadForm } from "./lead-form";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));
vi.mock("~/lib/turnstile.client", () => ({
  loadTurnstile: vi.fn(async () => ({})),
  turnstileToken: vi.fn(async () => "token-lead"),
}));

const fetchMock = vi.fn<typeof fetch>();
// jsdom lays nothing out, and has no scrollIntoView.
const scrolled = vi.fn();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetchMock);
  Element.prototype.scrollIntoView = scrolled.mockClear();
  vi.mocked(track).mockClear();
  vi.mocked(turnstileToken).mockClear();
});

const field = (name: keyof typeof leadForm.labels) => screen.getByLabelText(leadForm.labels[name]);

async function fill(values: Partial<Record<keyof typeof leadForm.labels, string>>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    await user.type(field(name as keyof typeof leadForm.labels), value);
  }
  return user;
}

const complete = {
  nombre: "Laura Gómez",
  empresa: "Transportes del Sur",
  contacto: "laura@transportes.example",
  necesidad: "Responder los pedidos de turnos por WhatsApp.",
};

describe("the site's own contact form", () => {
  it("labels every field, and marks which are needed", () => {
    render(<LeadForm />);
    for (const name of ["nombre", "contacto", "necesidad"] as const) expect(field(name)).toBeRequired();
    expect(field("empresa")).not.toBeRequired();
    expect(field("contacto")).toHaveAccessibleDescription(leadForm.contactHint);
    expect(screen.getByRole("button", { name: leadForm.submit })).toBeInTheDocument();
  });

  it("says in Spanish what is missing before sending anything, and takes the focus to the first", async () => {
    render(<LeadForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    expect(field("nombre")).toHaveFocus();
    expect(field("nombre")).toHaveAccessibleDescription(leadForm.problems.missing.nombre);
    expect(field("contacto")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(leadForm.problems.missing.necesidad)).toBeInTheDocument();
    expect(field("empresa")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes an e-mail or a WhatsApp number, nothing else", async () => {
    render(<LeadForm />);
    const user = await fill({ nombre: "Laura", contacto: "laura arroba mail", necesidad: "Turnos" });
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    expect(field("contacto")).toHaveFocus();
    expect(field("contacto")).toHaveAccessibleDescription(
      `${leadForm.contactHint} ${leadForm.problems.notAContact}`,
    );
    await user.clear(field("contacto"));
    await user.type(field("contacto"), "+54 9 11 5555-0100");
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("sends the fields to /api/lead and says it is done; lead_form_submit counts it", async () => {
    render(<LeadForm />);
    const user = await fill(complete);
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    const thanks = await screen.findByText("¡Listo! Te escribimos dentro de las 24 h hábiles.");
    // The button pressed is gone: the thanks takes the focus, which reads it out, and comes into view.
    expect(thanks).toHaveFocus();
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth", block: "nearest" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/lead");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(complete);
    expect(track).toHaveBeenCalledWith("lead_form_submit", { location: "contact_section" });
    expect(turnstileToken).not.toHaveBeenCalled();
  });

  it.each([
    ["the webhook failed", Response.json({ error: "webhook-failed" }, { status: 502 }), leadForm.failed],
    ["the site cannot be reached", new TypeError("Failed to fetch"), leadForm.failed],
    ["too many tries", Response.json({ error: "rate-limited" }, { status: 429 }), leadForm.limited],
  ])("%s: the message, WhatsApp and e-mail, and every word kept", async (_case, answer, message) => {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
    render(<LeadForm />);
    const user = await fill(complete);
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    const shown = await screen.findByRole("group", { name: message });
    expect(shown).toHaveFocus();
    expect(shown).toHaveAccessibleDescription(leadForm.kept);
    expect(within(shown).getByRole("link", { name: contactCards.phone.whatsappAction })).toHaveAttribute(
      "href",
      site.whatsapp.href,
    );
    expect(within(shown).getByRole("link", { name: contactCards.email.action })).toHaveAttribute(
      "href",
      site.email.href,
    );
    for (const [name, value] of Object.entries(complete))
      expect(field(name as keyof typeof complete)).toHaveValue(value);
    expect(track).not.toHaveBeenCalledWith("lead_form_submit", expect.anything());
  });

  it("with the guard, sends a Turnstile token made for the form", async () => {
    render(<LeadForm turnstileSiteKey="0x4AAAAAAADnPIDROrmt1Wwj" />);
    const user = await fill(complete);
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    await screen.findByText(leadForm.sent);
    expect(turnstileToken).toHaveBeenCalledWith("0x4AAAAAAADnPIDROrmt1Wwj", { action: "lead" });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ token: "token-lead" });
  });

  it("with the guard, a Turnstile that says no: its message, and nothing sent", async () => {
    vi.mocked(turnstileToken).mockRejectedValueOnce(new Error("Turnstile error 600010"));
    render(<LeadForm turnstileSiteKey="0x4AAAAAAADnPIDROrmt1Wwj" />);
    const user = await fill(complete);
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    expect(await screen.findByRole("group", { name: leadForm.unverified })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("under reduced motion, the answer comes into view without gliding; tried again, it is shown anew", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    fetchMock.mockResolvedValueOnce(Response.json({ error: "webhook-failed" }, { status: 502 }));
    render(<LeadForm />);
    const user = await fill(complete);
    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    await screen.findByRole("group", { name: leadForm.failed });
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ behavior: "instant", block: "nearest" });

    // Writing after the failure leaves the focus where the visitor put it.
    await user.type(field("necesidad"), " Y los presupuestos.");
    expect(field("necesidad")).toHaveFocus();
    expect(scrolled).toHaveBeenCalledOnce();

    await user.click(screen.getByRole("button", { name: leadForm.submit }));
    expect(await screen.findByText(leadForm.sent)).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
