import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { serviceDetails, serviceModal, services } from "~/content/home-sections";
import { site } from "~/content/site";

import { exitDurationMs, ServiceModal } from "./service-modal";

const service = services.items[0]!;

function renderModal() {
  const onClose = vi.fn();
  const trigger = document.createElement("button");
  document.body.append(trigger);
  render(<ServiceModal service={service} returnFocusTo={trigger} onClose={onClose} />);
  return { onClose, trigger };
}

describe("ServiceModal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    document.body.innerHTML = "";
  });

  it("shows the description, key features, success cases and the sales phone link", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: service.title });
    expect(dialog).toHaveTextContent(serviceDetails[service.id].detailedContent);
    expect(screen.getByRole("heading", { name: "Características clave" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Casos de éxito" })).toBeInTheDocument();
    for (const feature of serviceDetails[service.id].features) expect(dialog).toHaveTextContent(feature);
    expect(screen.getByRole("link", { name: "Hablar ahora" })).toHaveAttribute("href", site.salesPhone.href);
    expect(serviceModal.moreInfo).toBe("Más información");
  });

  it("on Escape, calls the close handler only after the 300 ms exit animation", () => {
    const { onClose } = renderModal();
    expect(exitDurationMs).toBe(300);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    act(() => vi.advanceTimersByTime(299));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledWith(undefined);
  });

  it("closes from the close button the same way", () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    act(() => vi.advanceTimersByTime(exitDurationMs));
    expect(onClose).toHaveBeenCalledWith(undefined);
  });

  it("'Más información' closes, then asks for the contact section", () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("link", { name: "Más información" }));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(exitDurationMs));
    expect(onClose).toHaveBeenCalledExactlyOnceWith("contact");
  });

  it("hides the case-study image when it fails to load", () => {
    const university = services.items.find((item) => item.id === "university")!;
    render(<ServiceModal service={university} onClose={vi.fn()} />);
    const image = screen.getByRole("img", { name: serviceModal.caseStudyImageAlt });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    fireEvent.error(image);
    expect(screen.queryByRole("img", { name: serviceModal.caseStudyImageAlt })).not.toBeInTheDocument();
    expect(screen.getByText("20.000 usuarios")).toBeInTheDocument();
  });
});
