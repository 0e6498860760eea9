import { request } from "@playwright/test";

import { consentPreferences, formatDate, privacy } from "../app/content/privacy";
import { MICROPHONE_STORAGE_KEY } from "../app/lib/storage-keys";
import { expect, expectNoA11yViolationsAtAllWidths, hydrated, screenshots, test } from "./fixtures";
import { deadLinks, vendors } from "./links";

test.describe("/privacidad on the default build (no services configured)", () => {
  test("is prerendered: 200, the policy in the raw HTML, dated with the build", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    const response = await api.get("/privacidad");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Política de privacidad");
    expect(html).toContain("Ley 25.326");
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">/i);
    await api.dispose();
  });

  test("names who is responsible, the rights and the AAIP, and no vendor at all", async ({ page }) => {
    await page.goto("/privacidad");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await expect(main).toContainText("Agentia, con sede en Buenos Aires, Argentina");
    await expect(main.getByRole("link", { name: "hola@agentia.example" }).first()).toHaveAttribute(
      "href",
      "mailto:hola@agentia.example",
    );
    for (const words of ["Ley 25.326", "rectificación", "supresión", "AAIP"]) {
      await expect(main).toContainText(words);
    }
    const built = (await page.locator("main time").getAttribute("datetime")) ?? "";
    expect(built).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(main).toContainText(`Actualizada el ${formatDate(built)}.`);
    await expect(main).toContainText("Este sitio no usa cookies.");
    // The only thing kept in the browser: the microphone chosen in the voice demo, if any.
    await expect(main.locator("dt code")).toHaveText([MICROPHONE_STORAGE_KEY]);

    const text = await page.locator("body").innerText();
    expect(vendors.filter((vendor) => text.includes(vendor))).toEqual([]);
    // Without analytics there is no consent choice to change.
    await expect(page.getByRole("button", { name: consentPreferences.reopen })).toHaveCount(0);
  });

  test("is in the sitemap, with its own title, description and canonical URL", async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL });
    expect(await (await api.get("/sitemap.xml")).text()).toContain(
      "<loc>https://agentia.example/privacidad/</loc>",
    );
    await api.dispose();

    await page.goto("/privacidad");
    await expect(page).toHaveTitle("Política de privacidad · Agentia");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      privacy.meta.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://agentia.example/privacidad/",
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      "https://agentia.example/privacidad/",
    );
  });

  test("axe finds nothing at 360, 768 and 1440 px", async ({ page }) => {
    await page.goto("/privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "privacy-default");
  });
});

test.describe("links that lead somewhere", () => {
  test("the landing's footer links the privacy page and, with no VITE_TERMS_URL, no terms", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Términos y condiciones" })).toHaveCount(0);
    await footer.getByRole("link", { name: "Política de privacidad" }).click();
    await expect(page).toHaveURL("/privacidad/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Inicio" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("link", { name: "Términos y condiciones" })).toHaveCount(0);
  });

  test("the /demo-cat footer's privacy link opens the privacy page", async ({ page }) => {
    await page.goto("/demo-cat");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }).click();
    await expect(page).toHaveURL("/privacidad/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  });

  for (const path of ["/", "/demo-cat", "/privacidad", "/cualquier-cosa"]) {
    test(`${path}: no link goes nowhere`, async ({ page, consoleErrors }) => {
      if (path === "/cualquier-cosa") {
        consoleErrors.expect(/404: ruta inexistente/);
        consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
      }
      await page.goto(path);
      // Links the page's code renders count too; on / that includes the sections loaded later.
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator("a").count()).toBeGreaterThan(0);
      expect(await deadLinks(page)).toEqual([]);
    });
  }
});

test.describe("voice notice in the preview", () => {
  test("under the call button before the first call, gone once a call starts", async ({ page }) => {
    await page.goto("/demo-cat");
    const start = page.getByRole("button", { name: "Iniciar Llamada", exact: true });
    await hydrated(page);
    const notice = page.getByText("En la vista previa tu voz no sale de tu navegador.");
    await expect(notice).toBeVisible();
    // After the button, in the same panel.
    expect(
      await start.evaluate(
        (button, text) =>
          [...(button.parentElement?.querySelectorAll("p") ?? [])].some(
            (p) =>
              p.textContent === text &&
              (button.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          ),
        "En la vista previa tu voz no sale de tu navegador.",
      ),
    ).toBe(true);
    await expect(page.getByText("tu voz se procesa con Vapi")).toHaveCount(0);

    await start.click();
    await expect(page.getByRole("button", { name: "Finalizar Llamada", exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
