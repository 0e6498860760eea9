import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { headerCopy, navigation } from "~/content/home";

import { isHeaderOpaque, opaqueAfterPx, SiteHeader } from "./site-header";

/** A viewport whose width the test sets; `matchMedia` listeners hear about crossings. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const queries: { minRem: number; listeners: Set<() => void> }[] = [];
  vi.stubGlobal("matchMedia", (query: string) => {
    const minRem = Number(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? Infinity);
    const entry = { minRem, listeners: new Set<() => void>() };
    queries.push(entry);
    return {
      get matches() {
        return width >= minRem * 16;
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    for (const query of queries) for (const listener of query.listeners) listener();
  };
}

function renderHeader() {
  return render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe("isHeaderOpaque", () => {
  it("turns opaque past 50 px, or whenever the menu is open", () => {
    expect(opaqueAfterPx).toBe(50);
    expect(isHeaderOpaque(0, false)).toBe(false);
    expect(isHeaderOpaque(50, false)).toBe(false);
    expect(isHeaderOpaque(51, false)).toBe(true);
    expect(isHeaderOpaque(0, true)).toBe(true);
  });
});

describe("SiteHeader", () => {
  it("marks itself opaque once the page scrolls past the threshold", async () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).not.toHaveAttribute("data-opaque");
    await act(async () => {
      window.scrollY = 60;
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute("data-opaque");
    window.scrollY = 0;
  });

  let resize: (width: number) => void;
  beforeEach(() => {
    resize = fakeViewport(360);
  });

  it("opens the mobile menu with its toggle, and closes it on a link click and on Escape", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: headerCopy.openMenu });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName(headerCopy.closeMenu);
    expect(screen.getByRole("banner")).toHaveAttribute("data-opaque");
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).toBeVisible();

    await user.click(menu.querySelector("a")!);
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu when the viewport grows past the breakpoint", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: headerCopy.openMenu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    act(() => resize(700));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    act(() => resize(1024));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("links the brand home, and every nav entry to its section", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: headerCopy.homeLabel })).toHaveAttribute("href", "/");
    const nav = screen.getAllByRole("navigation", { name: headerCopy.navLabel })[0]!;
    const hrefs = Array.from(nav.querySelectorAll("a")).map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(navigation.map((item) => `#${item.id}`));
  });
});
