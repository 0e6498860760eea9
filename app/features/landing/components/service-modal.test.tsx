import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { serviceModal, services } from "~/content/home";
import { site } from "~/content/site";

import { ServiceModal } from "./service-modal";

const service = services.items[0]!;

/** The modal as the section drives it; `close()` is the section answering `onOpenChange(false)`. */
function renderModal(shown = service) {
  const card = document.createElement("button");
  const contact = document.createElement("section");
  contact.id = "contacto";
  document.body.append(card, contact);
  const onOpenChange = vi.fn();
  const props = { service: shown, returnFocusTo: card, onOpenChange };
  const view = render(<ServiceModal open {...props} />);
  const close = () => view.rerender(<ServiceModal open={false} {...props} />);
  return { onOpenChange, card, contact, close };
}

describe("ServiceModal", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("shows the description, key features, success cases and the sales phone link", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: service.title });
    expect(dialog).toHaveTextContent(service.details.detailedContent);
    expect(screen.getByRole("heading", { name: "Características clave" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Casos de éxito" })).toBeInTheDocument();
    for (const feature of service.details.features) expect(dialog).toHaveTextContent(feature);
    expect(screen.getByRole("link", { name: "Hablar ahora" })).toHaveAttribute("href", site.salesPhone.href);
    expect(serviceModal.moreInfo).toBe("Más información");
  });

  it("asks to close on Escape and on the close button", () => {
    const { onOpenChange } = renderModal();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("once closed, returns focus to the card that opened it", async () => {
    const { card, close } = renderModal();
    close();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(card).toHaveFocus());
  });

  it("'Más información' asks to close; once closed, the page goes to #contacto, not back to the card", async () => {
    const { onOpenChange, contact, close } = renderModal();
    fireEvent.click(screen.getByRole("link", { name: "Más información" }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(contact.scrollIntoView).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(contact).toHaveFocus());
    expect(contact.scrollIntoView).toHaveBeenCalledOnce();
  });

  it("hides the case-study image when it fails to load", () => {
    renderModal(services.items.find((item) => item.id === "university")!);
    const image = screen.getByRole("img", { name: serviceModal.caseStudyImageAlt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    fireEvent.error(image);
    expect(screen.queryByRole("img", { name: serviceModal.caseStudyImageAlt })).not.toBeInTheDocument();
    expect(screen.getByText("20.000 usuarios")).toBeInTheDocument();
  });
});
