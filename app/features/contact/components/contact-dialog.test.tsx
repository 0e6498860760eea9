import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { contactDialog, contactDialogVariants } from "~/content/contact-dialog";
import { site } from "~/content/site";

import type { ContactTarget } from "../lib/contact-target";
import { ContactDialogLayer } from "./contact-dialog-layer";

const aiPhone: ContactTarget = { kind: "ai-phone", ...site.aiPhone };
const whatsapp: ContactTarget = { kind: "whatsapp", ...site.whatsapp };

/** The parent that owns the open flag, as the provider does. */
function Harness({ target = aiPhone }: { target?: ContactTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <ContactDialogLayer open={open} onOpenChange={setOpen} target={target} />
    </>
  );
}

async function openDialog(target?: ContactTarget) {
  const user = userEvent.setup();
  render(<Harness target={target} />);
  await user.click(screen.getByRole("button", { name: "abrir" }));
  return { user, dialog: await screen.findByRole("dialog") };
}

describe("ContactDialog", () => {
  it("shows 'Hablar con nuestra IA', the number, a QR code of the tel: link and 'Llamar ahora'", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole("heading", { name: "Hablar con nuestra IA" })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(contactDialogVariants["ai-phone"].description);
    expect(within(dialog).getByText(site.aiPhone.display)).toBeInTheDocument();
    expect(
      within(dialog).getByRole("img", { name: contactDialog.qrLabel(site.aiPhone.display) }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Llamar ahora" })).toHaveAttribute(
      "href",
      site.aiPhone.href,
    );
  });

  it("offers WhatsApp Web for a WhatsApp link", async () => {
    const { dialog } = await openDialog(whatsapp);
    expect(
      within(dialog).getByRole("heading", { name: contactDialogVariants.whatsapp.title }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(site.whatsapp.display)).toBeInTheDocument();
    const web = within(dialog).getByRole("link", { name: contactDialog.openWhatsappWeb });
    expect(web).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/web\.whatsapp\.com\/send\?phone=\d+$/),
    );
    expect(within(dialog).queryByRole("link", { name: "Llamar ahora" })).toBeNull();
  });

  it.each([
    [
      "'Volver al sitio'",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Volver al sitio" })),
    ],
    [
      "the close icon",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Cerrar" })),
    ],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("closes with %s and returns focus to what opened it", async (_name, close) => {
    const { user } = await openDialog();
    await close(user);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "abrir" })).toHaveFocus());
  });

  it("copies the number and confirms with a toast", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Copiar número" }));
    expect(await navigator.clipboard.readText()).toBe(site.aiPhone.display);
    expect(await screen.findByText(contactDialog.copied)).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    const { user, dialog } = await openDialog();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Copiar número" }));
    expect(await screen.findByText(contactDialog.copyFailed)).toBeInTheDocument();
    expect(screen.getByText(contactDialog.copyFailedHint)).toBeInTheDocument();
  });
});
