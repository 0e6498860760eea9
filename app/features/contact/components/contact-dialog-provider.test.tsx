import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { contactDialogVariants } from "~/content/contact-dialog";
import { site } from "~/content/site";

import { ContactDialogProvider } from "./contact-dialog-provider";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Records whether the page's click handling cancelled the link's navigation (jsdom does not navigate). */
function defaultPreventedOfNextClick() {
  let prevented: boolean | undefined;
  window.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
  return () => prevented;
}

/** A stand-in for the landing's service modal: another Radix dialog holding a plain phone link. */
function ServiceModal() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Agentes de voz</DialogTitle>
        <a href={site.salesPhone.href}>Hablar ahora</a>
      </DialogContent>
    </Dialog>
  );
}

function Page() {
  return (
    <ContactDialogProvider>
      <a href={site.aiPhone.href}>Hablar ahora</a>
      <a href={site.whatsapp.href}>WhatsApp</a>
      <a href="#contacto">Contacto</a>
    </ContactDialogProvider>
  );
}

describe("ContactDialogProvider on a desktop or tablet", () => {
  it("turns a plain click on a tel: link into the 'Hablar con nuestra IA' dialog", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const prevented = defaultPreventedOfNextClick();
    await user.click(screen.getByRole("link", { name: "Hablar ahora" }));
    expect(prevented()).toBe(true);
    const dialog = await screen.findByRole("dialog", { name: "Hablar con nuestra IA" });
    expect(within(dialog).getByText(site.aiPhone.display)).toBeInTheDocument();
  });

  it("opens the WhatsApp variant for a wa.me link", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("link", { name: "WhatsApp" }));
    expect(
      await screen.findByRole("dialog", { name: contactDialogVariants.whatsapp.title }),
    ).toBeInTheDocument();
  });

  it("leaves other links, modified clicks and the dialog's own 'Llamar ahora' alone", async () => {
    const user = userEvent.setup();
    render(<Page />);
    let prevented = defaultPreventedOfNextClick();
    await user.click(screen.getByRole("link", { name: "Contacto" }));
    expect(prevented()).toBe(false);

    for (const modifier of ["Control", "Meta", "Shift"]) {
      prevented = defaultPreventedOfNextClick();
      await user.keyboard(`{${modifier}>}`);
      await user.click(screen.getByRole("link", { name: "Hablar ahora" }));
      await user.keyboard(`{/${modifier}}`);
      expect(prevented(), modifier).toBe(false);
    }
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Hablar ahora" }));
    const dialog = await screen.findByRole("dialog");
    prevented = defaultPreventedOfNextClick();
    await user.click(within(dialog).getByRole("link", { name: "Llamar ahora" }));
    expect(prevented()).toBe(false);
  });

  it("works from inside another open dialog: Escape closes only ours and focus returns to the link", async () => {
    const user = userEvent.setup();
    render(
      <ContactDialogProvider>
        <ServiceModal />
      </ContactDialogProvider>,
    );
    const serviceModal = screen.getByRole("dialog", { name: "Agentes de voz" });
    const link = within(serviceModal).getByRole("link", { name: "Hablar ahora" });
    await user.click(link);
    expect(
      await screen.findByRole("dialog", { name: contactDialogVariants["sales-phone"].title }),
    ).toBeInTheDocument();
    expect(screen.getByText(site.salesPhone.display)).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: contactDialogVariants["sales-phone"].title })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Agentes de voz" })).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });
});

describe("ContactDialogProvider on a phone", () => {
  it("lets tel: links call natively", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(iPhone);
    vi.stubGlobal("innerWidth", 390);
    vi.stubGlobal("innerHeight", 844);
    const user = userEvent.setup();
    render(<Page />);
    const prevented = defaultPreventedOfNextClick();
    await user.click(screen.getByRole("link", { name: "Hablar ahora" }));
    expect(prevented()).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
