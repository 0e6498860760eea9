import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { services } from "~/content/home";

const { reportError } = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock("~/lib/errors", () => ({ reportError }));

async function renderSection() {
  // A fresh module each time: the loaded (or failed) dialog chunk is remembered per page.
  const { ServicesSection } = await import("./services-section");
  render(
    <>
      <ServicesSection />
      <section id="contacto" />
    </>,
  );
}

const cardButton = (title: string) => screen.getByRole("button", { name: `Ver detalles: ${title}` });

describe("ServicesSection", () => {
  beforeEach(() => {
    vi.resetModules();
    reportError.mockClear();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.doUnmock("./service-modal");
    cleanup();
  });

  it("opens the details of the card clicked, and of the next card after closing", async () => {
    const user = userEvent.setup();
    await renderSection();
    const [first, second] = services.items;
    await user.click(cardButton(first!.title));
    expect(await screen.findByRole("dialog", { name: first!.title })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(cardButton(first!.title)).toHaveFocus();

    await user.click(cardButton(second!.title));
    expect(await screen.findByRole("dialog", { name: second!.title })).toBeInTheDocument();
  });

  it("takes the visitor to #contacto and reports the error when the dialog's code fails to load", async () => {
    const failure = new Error("Failed to fetch dynamically imported module");
    vi.doMock("./service-modal", () => {
      throw failure;
    });
    const user = userEvent.setup();
    await renderSection();
    await user.click(cardButton(services.items[0]!.title));
    await vi.waitFor(() => expect(document.getElementById("contacto")).toHaveFocus());
    expect(document.getElementById("contacto")!.scrollIntoView).toHaveBeenCalledOnce();
    // Vitest passes the import's failure on as the `cause` of an error of its own.
    expect(reportError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ cause: failure }), {
      source: "service-modal-import",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
