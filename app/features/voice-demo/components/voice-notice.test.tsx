import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { DriverKind } from "../lib/conversation/driver";
import { VoiceNotice } from "./voice-notice";

function renderNotice(driver: DriverKind) {
  const Stub = createRoutesStub([{ path: "/demo-cat", Component: () => <VoiceNotice driver={driver} /> }]);
  return render(<Stub initialEntries={["/demo-cat"]} />);
}

describe("VoiceNotice", () => {
  it("with Vapi: says the voice is processed by Vapi and links to the privacy page", () => {
    const { container } = renderNotice("vapi");
    expect(container).toHaveTextContent(
      "Al iniciar la llamada, tu voz se procesa con Vapi para que el asistente pueda responderte.",
    );
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/privacidad/",
    );
  });

  it("in the preview: says the voice stays in the browser, and names no vendor", () => {
    const { container } = renderNotice("preview");
    expect(container).toHaveTextContent("En la vista previa tu voz no sale de tu navegador.");
    expect(container).not.toHaveTextContent("Vapi");
  });
});
