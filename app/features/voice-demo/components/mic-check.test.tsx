import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { micCheckCopy } from "~/content/demo-microphone";

import type { MicCheckState } from "../lib/microphone/mic-check";
import { MicCheck } from "./mic-check";

const renderCheck = (state: MicCheckState, extra: Partial<React.ComponentProps<typeof MicCheck>> = {}) => {
  const onStart = vi.fn();
  render(<MicCheck state={state} onStart={onStart} {...extra} />);
  return onStart;
};

describe("MicCheck", () => {
  it("'Probar micrófono' starts the check", async () => {
    const onStart = renderCheck({ status: "idle" });
    await userEvent.click(screen.getByRole("button", { name: "Probar micrófono" }));
    expect(onStart).toHaveBeenCalled();
  });

  it("asks, then says 'Decí algo…' with a live level; the button waits meanwhile", () => {
    renderCheck({ status: "asking" });
    expect(screen.getByText(micCheckCopy.asking)).toBeVisible();
    expect(screen.getByRole("button", { name: "Probar micrófono" })).toBeDisabled();
  });

  it("while listening, the level moves with the voice", () => {
    const { container } = render(
      <MicCheck state={{ status: "listening", since: 0, level: 0.04 }} onStart={() => {}} />,
    );
    expect(screen.getByText("Decí algo…")).toBeVisible();
    expect(container.querySelector<HTMLElement>("[data-slot=mic-check-level]")?.style.width).toBe("40%");
  });

  it("says 'Te escuchamos bien.' or 'No te escuchamos…', and the visitor can check again", () => {
    const { unmount } = render(<MicCheck state={{ status: "ok" }} onStart={() => {}} />);
    expect(screen.getByText("Te escuchamos bien.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Probar micrófono" })).toBeEnabled();
    unmount();
    renderCheck({ status: "silent" });
    expect(screen.getByText("No te escuchamos: revisá que el micrófono correcto esté activo.")).toBeVisible();
  });

  it("a microphone that cannot open: the reason in an alert, with the way to type instead", () => {
    renderCheck(
      { status: "failed", failure: "denied" },
      { typeInstead: <button type="button">Prefiero escribir</button> },
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(micCheckCopy.failures.denied);
    expect(screen.getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
  });

  it.each([
    ["dismissed", micCheckCopy.failures.dismissed],
    ["no-device", micCheckCopy.failures["no-device"]],
    ["busy", micCheckCopy.failures.busy],
    ["insecure", micCheckCopy.failures.insecure],
    ["unknown", micCheckCopy.failures.unknown],
  ] as const)("explains %s in Spanish", (failure, message) => {
    renderCheck({ status: "failed", failure });
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });
});
