import jsQR from "jsqr";
import { PNG } from "pngjs";

import { contactCards, contactWrite } from "../app/content/contact";
import { contactDialog, contactDialogVariants } from "../app/content/contact-dialog";
import {
  animationsFinished,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsAtAllWidths,
  screenshots,
  hydrated,
  recordNextClick,
  test,
} from "./fixtures";
import type { Locator, Page } from "@playwright/test";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Decodes the QR code as the visitor's phone camera would: from pixels on the screen. */
async function decodeQr(qr: Locator) {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const contact = (page: Page) => page.locator("#contacto");
const aiPhoneLink = (page: Page) => contact(page).locator('a[href^="tel:"]').first();

test.describe("#contacto section (no form configured)", () => {
  test("shows phone, WhatsApp and e-mail, and the two ways to write in the form's place", async ({
    page,
  }) => {
    // Axe at three widths and three screenshots: slow on a shared two-core machine, not a hang.
    test.slow();
    const tallyRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("tally.so")) tallyRequests.push(request.url());
    });
    await page.goto("/#contacto");
    await hydrated(page);
    const section = contact(page);
    await expect(section.getByRole("heading", { name: contactWrite.title })).toBeVisible();
    await expect(section.getByText(contactWrite.description)).toBeVisible();
    await expect(section.getByRole("heading", { name: "Completá el formulario" })).toHaveCount(0);
    await expect(section.getByRole("link", { name: contactCards.email.action }).first()).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(
      section.getByRole("link", { name: contactCards.phone.whatsappAction }).first(),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(aiPhoneLink(page)).toHaveAttribute("href", /^tel:\+\d+$/);
    expect(tallyRequests).toEqual([]);
    // Beside the taller cards on a wide screen, the card keeps to its content: no empty box.
    await page.setViewportSize({ width: 1440, height: 900 });
    const writeCard = section
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: contactWrite.title }) });
    const emptyBelowButtons = await writeCard.evaluate((card) => {
      const lastLink = Math.max(
        ...[...card.querySelectorAll("a")].map((link) => link.getBoundingClientRect().bottom),
      );
      return card.getBoundingClientRect().bottom - lastLink;
    });
    // The card's own padding (32 px) and its border, nothing more.
    expect(emptyBelowButtons).toBeLessThanOrEqual(40);

    await expectNoA11yViolationsAtAllWidths(page, "#contacto");
    await screenshots(page, "contact-section", { element: "#contacto" });
  });
});

test.describe("phone links on a desktop (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the dialog's code loads on demand, then a tel: click opens 'Hablar con nuestra IA' without navigating", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // The provider (which intercepts the clicks) is part of the page; the dialog itself is not.
    const dialogChunk = /\/contact-dialog-(?!provider)[\w-]+\.js$/;
    await page.goto("/");
    await hydrated(page);
    expect(scripts.filter((url) => dialogChunk.test(url))).toEqual([]);

    const link = aiPhoneLink(page);
    const number = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    const dialogCode = page.waitForRequest(dialogChunk);
    await link.hover();
    await dialogCode;

    await link.click();
    const dialog = page.getByRole("dialog", { name: "Hablar con nuestra IA" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(dialog.getByText(number, { exact: true })).toBeVisible();
    await expect(dialog.getByText(contactDialogVariants["ai-phone"].qrCaption)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Llamar ahora" })).toHaveAttribute("href", href);

    const qr = dialog.getByRole("img", { name: contactDialog.qrLabel(number) });
    expect(await decodeQr(qr)).toBe(href);
  });

  test("'Copiar número' puts the number on the clipboard and a toast confirms it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await hydrated(page);
    const link = aiPhoneLink(page);
    const number = (await link.textContent())!.trim();
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Hablar con nuestra IA" });

    const copy = dialog.getByRole("button", { name: "Copiar número" });
    await copy.hover();
    await expect(page.getByRole("tooltip", { name: "Copiar número" })).toBeVisible();

    await copy.click();
    await expect(page.getByText(contactDialog.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  });

  for (const [how, close] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["a click outside", (page: Page) => page.mouse.click(20, 20)],
    ["'Volver al sitio'", (page: Page) => page.getByRole("button", { name: "Volver al sitio" }).click()],
    ["the close icon", (page: Page) => page.getByRole("button", { name: "Cerrar" }).click()],
  ] as const) {
    test(`${how} closes the dialog and focus returns to the link`, async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const link = aiPhoneLink(page);
      await link.click();
      const dialog = page.getByRole("dialog", { name: "Hablar con nuestra IA" });
      await expect(dialog).toBeVisible();
      // A visitor closes what has finished opening: Radix listens for a click outside only from
      // the task after it opens, and a click sent at once (input comes first) could precede it.
      await animationsFinished(dialog);
      await close(page);
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  }

  test("from the keyboard: Enter on the link opens the dialog, Tab stays inside it, Escape returns to the link", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const link = aiPhoneLink(page);
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Hablar con nuestra IA" });
    await expect(dialog).toBeFocused();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Six steps end on 'Volver al sitio'; the copy button's tooltip, shown on focus, has let go by then.
    await expect(page.getByRole("button", { name: "Volver al sitio" })).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("a WhatsApp link opens the WhatsApp variant with WhatsApp Web and a QR code of the wa.me link", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const link = contact(page).locator('dd a[href^="https://wa.me/"]');
    const number = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    await link.click();

    const dialog = page.getByRole("dialog", { name: contactDialogVariants.whatsapp.title });
    await expect(dialog).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expect(dialog.getByText(number, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: contactDialog.openWhatsappWeb })).toHaveAttribute(
      "href",
      `https://web.whatsapp.com/send?phone=${href.replace(/\D/g, "")}`,
    );
    expect(await decodeQr(dialog.getByRole("img", { name: contactDialog.qrLabel(number) }))).toBe(href);
  });

  for (const [variant, selector, title] of [
    ["phone", 'a[href^="tel:"]', "Hablar con nuestra IA"],
    ["whatsapp", 'dd a[href^="https://wa.me/"]', contactDialogVariants.whatsapp.title],
  ] as const) {
    test(`axe finds nothing with the ${variant} dialog open at 360 and 1440 px`, async ({ page }) => {
      // Two axe runs and three screenshots: slow on a shared two-core machine, not a hang.
      test.slow();
      await page.goto("/");
      await hydrated(page);
      await contact(page).locator(selector).first().click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoA11yViolations(page);
      await screenshots(page, `contact-dialog-${variant}`, { fullPage: false });
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the pulse of 'Llamar ahora' stands still", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await aiPhoneLink(page).click();
    const call = page.getByRole("link", { name: "Llamar ahora" });
    await expect(call).toBeVisible();
    const animations = await call.evaluate((element) =>
      [...element.querySelectorAll("*")].map((child) => getComputedStyle(child).animationName),
    );
    expect(animations.every((name) => name === "none")).toBe(true);
  });
});

test.describe("phone links on a phone", () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tel: link is a plain tel: navigation: nothing cancels it and no dialog opens", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const link = aiPhoneLink(page);
    await expect(link).toHaveAttribute("href", /^tel:\+\d+$/);
    const prevented = await recordNextClick(page);
    await link.click();
    expect(await prevented()).toBe("false");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
