import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contactCards, contactForm, contactWrite } from "~/content/contact";
import { track } from "~/lib/analytics";

import { TALLY_TIMEOUT_MS } from "../lib/tally";
import { loadTallyEmbeds } from "../lib/tally.client";
import { ContactFormCard } from "./contact-form-card";

// The visit came from a campaign link: its utm_* parameters go to the form as hidden fields.
vi.mock("~/lib/analytics", () => ({
  track: vi.fn(),
  visitQuery: "?utm_source=linkedin&gclid=x&utm_campaign=q4",
}));
vi.mock("../lib/tally.client", () => ({ loadTallyEmbeds: vi.fn() }));

/** A controllable IntersectionObserver: the test says when the card approaches the viewport. */
let approach: () => void = () => {};
let observerOptions: IntersectionObserverInit | undefined;
class FakeIntersectionObserver {
  constructor(
    private callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    observerOptions = options;
    approach = () =>
      this.callback(
        [{ isIntersecting: true, intersectionRatio: 0.1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

function tallyMessage(event: string, formId: string, origin = "https://tally.so") {
  return new MessageEvent("message", { origin, data: JSON.stringify({ event, payload: { formId } }) });
}
const formLoadedMessage = (formId: string, origin?: string) =>
  tallyMessage("Tally.FormLoaded", formId, origin);

describe("ContactFormCard", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.mocked(loadTallyEmbeds).mockReset().mockResolvedValue(undefined);
    vi.mocked(track).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("no form: e-mail and WhatsApp in the form's place, without its title, and nothing loaded", () => {
    render(<ContactFormCard form={{ kind: "none" }} />);
    expect(screen.getByRole("heading", { name: contactWrite.title })).toBeInTheDocument();
    expect(screen.queryByText(contactForm.title)).toBeNull();
    expect(screen.getByRole("link", { name: contactCards.email.action })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: contactCards.phone.whatsappAction })).toBeInTheDocument();
    expect(screen.queryByTitle(contactForm.iframeTitle)).toBeNull();
    expect(loadTallyEmbeds).not.toHaveBeenCalled();
  });

  it("configured: requests nothing until the card approaches the viewport, reserving 276 px", () => {
    render(<ContactFormCard form={{ kind: "tally", formId: "wA1bCd" }} />);
    expect(screen.queryByTitle(contactForm.iframeTitle)).toBeNull();
    expect(loadTallyEmbeds).not.toHaveBeenCalled();
    expect(observerOptions).toEqual({ rootMargin: "600px 0px" });
    expect(screen.getByRole("status")).toHaveTextContent(contactForm.loading);
    expect(screen.getByRole("status").parentElement).toHaveStyle({ minHeight: "276px" });
  });

  it("loaded: embeds the form near the viewport and sends tally_form_view once", async () => {
    // The visit came from a campaign link: its utm_* parameters go to the form as hidden fields.
    window.history.replaceState(null, "", "/?utm_source=linkedin&gclid=x&utm_campaign=q4");
    render(<ContactFormCard form={{ kind: "tally", formId: "wA1bCd" }} />);
    act(() => approach());

    const iframe = screen.getByTitle(contactForm.iframeTitle);
    expect(iframe).toHaveAttribute(
      "data-tally-src",
      "https://tally.so/embed/wA1bCd?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1" +
        "&utm_source=linkedin&utm_campaign=q4",
    );
    expect(iframe).toHaveAttribute("height", "276");
    expect(loadTallyEmbeds).toHaveBeenCalledOnce();
    window.history.replaceState(null, "", "/");

    act(() => window.dispatchEvent(formLoadedMessage("wA1bCd", "https://evil.example")));
    expect(track).not.toHaveBeenCalled();

    act(() => window.dispatchEvent(formLoadedMessage("wA1bCd")));
    act(() => window.dispatchEvent(formLoadedMessage("wA1bCd")));
    expect(screen.queryByRole("status")).toBeNull();
    expect(track).toHaveBeenCalledExactlyOnceWith("tally_form_view", {
      form_id: "wA1bCd",
      location: "contact_section",
    });
  });

  it("submitted: sends tally_form_submit when our form reports it was sent, and for nothing else", () => {
    render(<ContactFormCard form={{ kind: "tally", formId: "wA1bCd" }} />);
    act(() => approach());
    act(() => window.dispatchEvent(formLoadedMessage("wA1bCd")));
    vi.mocked(track).mockClear();

    act(() => window.dispatchEvent(tallyMessage("Tally.FormSubmitted", "wA1bCd", "https://evil.example")));
    act(() => window.dispatchEvent(tallyMessage("Tally.FormSubmitted", "other1")));
    act(() => window.dispatchEvent(tallyMessage("Tally.FormPageView", "wA1bCd")));
    expect(track).not.toHaveBeenCalled();

    act(() => window.dispatchEvent(tallyMessage("Tally.FormSubmitted", "wA1bCd")));
    expect(track).toHaveBeenCalledExactlyOnceWith("tally_form_submit", {
      form_id: "wA1bCd",
      location: "contact_section",
    });
  });

  it("timed out: without a sign from the form in 8 s, the alternatives replace it", () => {
    vi.useFakeTimers();
    render(<ContactFormCard form={{ kind: "tally", formId: "wA1bCd" }} />);
    act(() => approach());
    act(() => vi.advanceTimersByTime(TALLY_TIMEOUT_MS - 1));
    expect(screen.getByTitle(contactForm.iframeTitle)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTitle(contactForm.iframeTitle)).toBeNull();
    expect(screen.getByText(contactForm.fallback.failed)).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it("failed: when Tally's script does not load, the alternatives replace the form at once", async () => {
    vi.mocked(loadTallyEmbeds).mockRejectedValue(new Error("blocked"));
    render(<ContactFormCard form={{ kind: "tally", formId: "wA1bCd" }} />);
    act(() => approach());
    expect(await screen.findByText(contactForm.fallback.failed)).toBeInTheDocument();
    expect(screen.queryByTitle(contactForm.iframeTitle)).toBeNull();
  });
});
