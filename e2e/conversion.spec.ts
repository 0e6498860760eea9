import type { Page } from "@playwright/test";

import { contactDialogVariants } from "../app/content/contact-dialog";
import { finalCta, serviceModal, services } from "../app/content/home";
import { expect, hydrated, test } from "./fixtures";

/**
 * The landing page and the contact feature together, as merged: the landing's plain
 * tel: links open the contact dialog on a desktop instead of trying to dial.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const contactDialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });

test("the final CTA 'Hablar ahora' opens 'Hablar con nuestra IA' and does not navigate", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: finalCta.title }) });
  const talkNow = section.getByRole("link", { name: finalCta.talkNow });
  await expect(talkNow).toHaveAttribute("href", /^tel:\+1/);
  await talkNow.click();
  await expect(contactDialog(page, "Hablar con nuestra IA")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Escape");
  await expect(contactDialog(page, "Hablar con nuestra IA")).toBeHidden();
  await expect(talkNow).toBeFocused();
});

test("the service modal's 'Hablar ahora' opens the sales number's dialog above it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: `Ver detalles: ${services.items[0]!.title}` }).click();
  const serviceDialog = page.getByRole("dialog", { name: services.items[0]!.title });
  await expect(serviceDialog).toBeVisible();
  await serviceDialog.getByRole("link", { name: serviceModal.talkNow }).click();
  const sales = contactDialog(page, contactDialogVariants["sales-phone"].title);
  await expect(sales).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A visitor's Escape comes once the dialog has the focus, as Radix gives it after opening.
  await expect.poll(() => sales.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // Escape closes only the top dialog; the service details stay open underneath.
  await page.keyboard.press("Escape");
  await expect(sales).toBeHidden();
  await expect(serviceDialog).toBeVisible();
});
