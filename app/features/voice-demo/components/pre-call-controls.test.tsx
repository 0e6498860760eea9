import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { micRemovedNotice } from "~/content/demo-microphone";
import { track } from "~/lib/analytics";

import type { useMicrophoneChoice } from "../hooks/use-microphone-choice";
import { PreCallControls } from "./pre-call-controls";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

type Choice = ReturnType<typeof useMicrophoneChoice>;

const builtIn = { deviceId: "built-in", label: "Micrófono interno" };
const headset = { deviceId: "usb-headset", label: "Auriculares USB" };

function renderControls(choice: Partial<Choice> = {}) {
  const microphone: Choice = {
    inputs: [],
    deviceId: null,
    removed: false,
    choose: vi.fn(),
    refresh: vi.fn(),
    ...choice,
  };
  const view = render(
    <PreCallControls
      microphone={microphone}
      agent="cat"
      typeInstead={<button type="button">Prefiero escribir</button>}
    />,
  );
  return { microphone, ...view };
}

describe("PreCallControls", () => {
  it("offers typing and the check; no select until the browser names more than one input", () => {
    renderControls({ inputs: [builtIn] });
    expect(screen.getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Probar micrófono" })).toBeEnabled();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("with more than one input, the select 'Micrófono' (its code loaded then) chooses", async () => {
    const { microphone } = renderControls({ inputs: [builtIn, headset] });
    const select = await screen.findByRole("combobox", { name: "Micrófono" });
    await userEvent.selectOptions(select, "Auriculares USB");
    expect(microphone.choose).toHaveBeenCalledWith("usb-headset");
  });

  it("an unplugged choice is told in a polite live region that was there before", () => {
    const { rerender, microphone } = renderControls({ inputs: [builtIn] });
    const region = document.querySelector("[data-slot=microphone-notice]");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    rerender(
      <PreCallControls
        microphone={{ ...microphone, removed: true }}
        agent="cat"
        typeInstead={<button type="button">Prefiero escribir</button>}
      />,
    );
    expect(region).toHaveTextContent(micRemovedNotice);
  });

  it("'Probar micrófono' on the chosen input; denied, it says so, offers typing and reports it", async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    Object.defineProperty(navigator, "permissions", {
      configurable: true,
      value: { query: () => Promise.resolve({ state: "denied" }) },
    });
    renderControls({ inputs: [builtIn, headset], deviceId: "usb-headset" });
    await userEvent.click(screen.getByRole("button", { name: "Probar micrófono" }));
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: "usb-headset" } }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toContainElement(screen.getAllByRole("button", { name: "Prefiero escribir" }).at(-1)!);
    expect(track).toHaveBeenCalledWith("demo_mic_check", { agent: "cat", result: "denied" });
  });
});
