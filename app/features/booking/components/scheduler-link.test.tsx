import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { track } from "~/lib/analytics";

import type { BookingEmbed } from "../lib/cal.client";
import { loadScheduler } from "../lib/scheduler";
import { SchedulerLink } from "./scheduler-link";

vi.mock("../lib/scheduler", () => ({ loadScheduler: vi.fn() }));
vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

const settings = { link: "agentia/demo-30min", origin: "https://app.cal.com" };

function renderLink(onClick = vi.fn()) {
  render(
    <SchedulerLink
      settings={settings}
      location="final_cta"
      fallbackHref="#contacto"
      className="cta"
      onClick={onClick}
    >
      Reservar demo
    </SchedulerLink>,
  );
  return { link: screen.getByRole("link", { name: "Reservar demo" }), onClick };
}

/** A scheduler whose `open` records the handlers it was given. */
function fakeEmbed() {
  const opened: Parameters<BookingEmbed["open"]>[0][] = [];
  return { embed: { open: (handlers) => opened.push(handlers) } satisfies BookingEmbed, opened };
}

describe("SchedulerLink", () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
  });

  it("starts loading Cal.com on hover or focus, not before", async () => {
    vi.mocked(loadScheduler).mockReturnValue(new Promise(() => {}));
    const { link } = renderLink();
    expect(loadScheduler).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    expect(loadScheduler).toHaveBeenCalledWith(settings);
    fireEvent.focus(link);
    expect(loadScheduler).toHaveBeenCalledTimes(2);
  });

  it("opens the scheduler instead of following the link, and reports the opening and the booking", async () => {
    const { embed, opened } = fakeEmbed();
    vi.mocked(loadScheduler).mockReturnValue(Promise.resolve(embed));
    const { link, onClick } = renderLink();
    const followed = !fireEvent.click(link);
    expect(followed).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(track).toHaveBeenCalledExactlyOnceWith("booking_open", { location: "final_cta" });
    opened[0]!.onScheduled();
    expect(track).toHaveBeenLastCalledWith("booking_scheduled", { location: "final_cta" });
    opened[0]!.onClose();
    expect(link).toHaveFocus();
  });

  it("is busy while Cal.com loads, and a second click does not open it twice", async () => {
    const { embed, opened } = fakeEmbed();
    let ready!: (value: BookingEmbed) => void;
    vi.mocked(loadScheduler).mockReturnValue(new Promise((resolve) => (ready = resolve)));
    const { link, onClick } = renderLink();
    fireEvent.click(link);
    expect(link).toHaveAttribute("aria-busy", "true");
    expect(fireEvent.click(link)).toBe(false);
    ready(embed);
    await vi.waitFor(() => expect(link).not.toHaveAttribute("aria-busy"));
    expect(opened).toHaveLength(1);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("follows the link after all when Cal.com fails, reporting the click once", async () => {
    vi.mocked(loadScheduler).mockReturnValue(Promise.reject(new Error("blocked")));
    const { link, onClick } = renderLink();
    const clicks: boolean[] = [];
    // On the document: after React's handlers, as the browser's default action would see it.
    const record = (event: MouseEvent) => clicks.push(event.defaultPrevented);
    document.addEventListener("click", record);
    fireEvent.click(link);
    // The first click waited; the second is the link followed (not prevented).
    await vi.waitFor(() => expect(clicks).toEqual([true, false]));
    expect(onClick).toHaveBeenCalledOnce();
    expect(track).not.toHaveBeenCalled();
    // React commits the cleared busy state after the re-click, later still on a loaded machine.
    await vi.waitFor(() => expect(link).not.toHaveAttribute("aria-busy"));
    document.removeEventListener("click", record);
  });

  it("lets a click for a new tab through", () => {
    vi.mocked(loadScheduler).mockReturnValue(new Promise(() => {}));
    const { link } = renderLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });

  it("is a plain link once Cal.com has failed for this page", () => {
    vi.mocked(loadScheduler).mockReturnValue(undefined);
    const { link } = renderLink();
    expect(fireEvent.click(link)).toBe(true);
    expect(link).not.toHaveAttribute("aria-busy");
  });
});
