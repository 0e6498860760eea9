import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { loadScheduler } from "../lib/scheduler";
import { BookingLink } from "./booking-link";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));
vi.mock("../lib/scheduler", () => ({ loadScheduler: vi.fn() }));

const settings = { link: "agentia/demo-30min", origin: "https://app.cal.com" };

function renderLink(onClick = vi.fn()) {
  render(
    <BookingLink location="final_cta" fallbackHref="#contacto" className="cta" onClick={onClick}>
      Reservar demo
    </BookingLink>,
  );
  return { link: screen.getByRole("link", { name: "Reservar demo" }), onClick };
}

describe("BookingLink without booking configured", () => {
  it("is the plain link, with the parent's class and click", async () => {
    expect(site.booking).toBeUndefined();
    const { link, onClick } = renderLink();
    expect(link).toHaveAttribute("href", "#contacto");
    expect(link).toHaveClass("cta");
    await userEvent.hover(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(loadScheduler).not.toHaveBeenCalled();
  });
});

describe("BookingLink with Cal.com configured", () => {
  it("becomes the scheduler's link once its code is there, the plain link until then", async () => {
    vi.spyOn(site, "booking", "get").mockReturnValue(settings);
    vi.mocked(loadScheduler).mockReturnValue(new Promise(() => {}));
    const { link } = renderLink();
    expect(link).toHaveAttribute("href", "#contacto");
    await vi.waitFor(() => {
      fireEvent.pointerEnter(screen.getByRole("link", { name: "Reservar demo" }));
      expect(loadScheduler).toHaveBeenCalledWith(settings);
    }, 5000);
    expect(screen.getByRole("link", { name: "Reservar demo" })).toHaveClass("cta");
  });

  it("reports the scheduler's opening and a booking made in it with the link's location", async () => {
    vi.spyOn(site, "booking", "get").mockReturnValue(settings);
    let onScheduled = () => {};
    vi.mocked(loadScheduler).mockReturnValue(
      Promise.resolve({ open: (handlers) => void (onScheduled = handlers.onScheduled) }),
    );
    render(
      <BookingLink location="demo_post_call" fallbackHref="/#contacto">
        Agendar una reunión
      </BookingLink>,
    );
    await vi.waitFor(() => {
      fireEvent.click(screen.getByRole("link", { name: "Agendar una reunión" }));
      expect(track).toHaveBeenCalledWith("booking_open", { location: "demo_post_call" });
    }, 5000);
    onScheduled();
    expect(track).toHaveBeenCalledWith("booking_scheduled", { location: "demo_post_call" });
  });
});
