import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { MicrophoneSelect } from "./microphone-select";

const inputs = [
  { deviceId: "built-in", label: "Micrófono interno" },
  { deviceId: "usb-headset", label: "" },
];

describe("MicrophoneSelect", () => {
  it("lists the inputs under 'Micrófono', the system default first, unnamed ones numbered", () => {
    render(<MicrophoneSelect inputs={inputs} value={null} onChange={() => {}} />);
    const select = screen.getByRole("combobox", { name: "Micrófono" });
    expect(select).toHaveValue("");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Predeterminado del sistema",
      "Micrófono interno",
      "Micrófono 2",
    ]);
  });

  it("choosing an input, or the default again, calls back with its id or null", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<MicrophoneSelect inputs={inputs} value={null} onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Micrófono" }), "Micrófono 2");
    expect(onChange).toHaveBeenLastCalledWith("usb-headset");
    rerender(<MicrophoneSelect inputs={inputs} value="usb-headset" onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox"), "Predeterminado del sistema");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
