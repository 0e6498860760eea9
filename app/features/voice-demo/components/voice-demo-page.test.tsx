import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { callControls, demoPage, instructions } from "~/content/demo-cat";
import { track } from "~/lib/analytics";

import { VoiceDemoPage } from "./voice-demo-page";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

function renderPage(props: React.ComponentProps<typeof VoiceDemoPage> = {}) {
  const Stub = createRoutesStub([{ path: "/demo-cat", Component: () => <VoiceDemoPage {...props} /> }]);
  return render(<Stub initialEntries={["/demo-cat"]} />);
}

describe("VoiceDemoPage", () => {
  it("reports the page view once and starts idle, labelled as the preview without Vapi keys", () => {
    renderPage();
    expect(track).toHaveBeenCalledWith("demo_page_view");
    expect(track).toHaveBeenCalledTimes(1);
    expect(screen.getByText(demoPage.previewLabel)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Listo para iniciar");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(demoPage.title);
    expect(screen.getAllByRole("listitem")).toHaveLength(instructions.steps.length);
  });

  it("shows 'Inicializando...' and 'Finalizar Llamada' the moment the call button is pressed", async () => {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => new Promise(() => {}) },
    });
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: callControls.start }));
    expect(screen.getByRole("status")).toHaveTextContent("Inicializando...");
    expect(screen.getByRole("button", { name: callControls.finish })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: callControls.mute })).toHaveAttribute("aria-pressed", "false");
  });

  it("leaves the contact dialog slot out of the click's frame (it mounts once the call connects)", async () => {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => new Promise(() => {}) },
    });
    renderPage({ contactDialog: <p>contact dialog slot</p> });
    expect(screen.queryByText("contact dialog slot")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: callControls.start }));
    expect(screen.getByRole("status")).toHaveTextContent("Inicializando...");
    expect(screen.queryByText("contact dialog slot")).not.toBeInTheDocument();
  });
});
