import type { Page } from "@playwright/test";

import { consentBanner } from "../app/content/consent";
import { consentPreferences } from "../app/content/privacy";
import { CONSENT_STORAGE_KEY } from "../app/lib/storage-keys";
import { integrationEnv } from "./builds.mjs";
import { whenSent } from "./collector-client";
import { expect, expectNoA11yViolationsAtAllWidths, openBeforeItsCode, screenshots, test } from "./fixtures";
import { deadLinks, vendors } from "./links";

/** The vendors this build configures: every one but Cal.com, unless the build sets its link. */
const configured = vendors.filter((vendor) => vendor !== "Cal.com" || "VITE_CAL_LINK" in integrationEnv);

const banner = (page: Page) => page.getByRole("region", { name: consentBanner.label });

/** PostHog's cookies and stored keys in the page's browser context. */
async function posthogTraces(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => Object.keys(localStorage));
  return [...cookies, ...storage].filter((name) => /^ph_|posthog/i.test(name));
}

test.describe("/privacidad on the integration build (every service configured)", () => {
  test("names every configured service, and what the browser stores", async ({ page }) => {
    await page.goto("/privacidad");
    const text = await page.getByRole("main").innerText();
    expect(vendors.filter((vendor) => text.includes(vendor))).toEqual(configured);
    await expect(page.getByRole("main")).toContainText("consent-choice");
    await expect(page.getByRole("button", { name: consentPreferences.reopen })).toBeVisible();
  });

  test("'Cambiar mis preferencias de privacidad' reopens the banner, and a new answer is kept", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/privacidad");
    await banner(page).getByRole("button", { name: consentBanner.accept }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(consentPreferences.current.granted);
    // PostHog loads once the page is idle and then keeps its id in a cookie.
    await whenSent(page, () => posthogTraces(page)).not.toEqual([]);

    const reopen = page.getByRole("button", { name: consentPreferences.reopen });
    await reopen.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole("button", { name: consentBanner.reject }).click();

    await expect(banner(page)).toBeHidden();
    await expect(reopen).toBeFocused();
    await expect(page.getByRole("status")).toHaveText(consentPreferences.current.denied);
    await expect.poll(() => posthogTraces(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("consent-choice"))).toBe("denied");

    await page.reload();
    await expect(page.getByRole("status")).toHaveText(consentPreferences.current.denied);
    await expect(banner(page)).toBeHidden();
  });

  test.describe("a tap right after the first paint does its job once the code is there", () => {
    test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

    test("'Cambiar mis preferencias de privacidad' reopens the banner", async ({ page }) => {
      // A visitor who answered before: only the button can bring the banner back.
      await page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_STORAGE_KEY);
      const arrive = await openBeforeItsCode(page, "/privacidad");
      await page.getByRole("button", { name: consentPreferences.reopen }).tap();
      await arrive();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      await expect(page.getByRole("status")).toHaveText(consentPreferences.current.granted);
    });
  });

  test("axe finds nothing at 360, 768 and 1440 px, with the consent banner open", async ({ page }) => {
    test.slow();
    await page.goto("/privacidad");
    await expect(banner(page)).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "privacy-integration-banner", { fullPage: false });
  });

  test("axe finds nothing at 360, 768 and 1440 px, every service listed", async ({ page }) => {
    test.slow();
    await page.goto("/privacidad");
    await banner(page).getByRole("button", { name: consentBanner.reject }).click();
    await expect(banner(page)).toBeHidden();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "privacy-integration");
  });

  test("no link goes nowhere", async ({ page }) => {
    await page.goto("/privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await deadLinks(page)).toEqual([]);
  });
});

test.describe("voice notice with Vapi configured", () => {
  test("says Vapi processes the voice and links to the privacy page", async ({ page }) => {
    await page.goto("/demo-cat");
    await expect(
      page.getByText(
        "Al iniciar la llamada, tu voz se procesa con Vapi para que el asistente pueda responderte.",
      ),
    ).toBeVisible();
    await expect(page.getByText("En la vista previa tu voz no sale de tu navegador.")).toHaveCount(0);
    await page
      .getByRole("region", { name: "Llamada con el asistente" })
      .getByRole("link", { name: "Política de privacidad" })
      .click();
    await expect(page).toHaveURL("/privacidad/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  });

  test("?driver=preview: the preview's notice instead", async ({ page }) => {
    await page.goto("/demo-cat?driver=preview");
    await expect(page.getByText("En la vista previa tu voz no sale de tu navegador.")).toBeVisible();
    await expect(page.getByText("tu voz se procesa con Vapi")).toHaveCount(0);
  });
});
