import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { DemoFeedback } from "./demo-feedback";

describe("DemoFeedback", () => {
  it("rates with a toggle, comments, sends, then thanks", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DemoFeedback onSubmit={onSubmit} />);
    expect(screen.getByRole("group", { name: "¿Qué te pareció la demo?" })).toBeVisible();
    const up = screen.getByRole("button", { name: "Me gustó" });
    const down = screen.getByRole("button", { name: "No me convenció" });
    const send = screen.getByRole("button", { name: "Enviar opinión" });
    expect(up).toHaveAttribute("aria-pressed", "false");
    expect(send).toBeDisabled();

    await user.click(up);
    expect(up).toHaveAttribute("aria-pressed", "true");
    await user.click(down);
    expect(up).toHaveAttribute("aria-pressed", "false");
    expect(down).toHaveAttribute("aria-pressed", "true");

    await user.type(
      screen.getByRole("textbox", { name: "Contanos más (opcional)" }),
      "Muy natural. Escribime a ana@empresa.com o al 11 5555-1234.",
    );
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      rating: "down",
      comment: "Muy natural. Escribime a [email] o al [phone].",
    });
    const thanks = screen.getByText("¡Gracias por tu opinión!");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Enviar opinión" })).toBeNull();
  });

  it("pressing the chosen rating again takes it back", async () => {
    const user = userEvent.setup();
    render(<DemoFeedback onSubmit={() => {}} />);
    const up = screen.getByRole("button", { name: "Me gustó" });
    await user.click(up);
    await user.click(up);
    expect(up).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Enviar opinión" })).toBeDisabled();
  });

  it("the comment is optional", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DemoFeedback onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Me gustó" }));
    await user.click(screen.getByRole("button", { name: "Enviar opinión" }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: "up", comment: "" });
  });
});
