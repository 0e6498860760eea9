import { request } from "@playwright/test";

import { expect, expectNoA11yViolationsAtAllWidths, hydrated, screenshots, test } from "./fixtures";

const routes = [
  { path: "/", heading: /Agentes de IA/ },
  { path: "/demo-cat", heading: /asistente de voz/i },
];

test.describe("keyboard", () => {
  for (const path of ["/", "/demo-cat", "/cualquier-cosa"]) {
    test(`${path}: the first Tab stop is 'Saltar al contenido', which leads into main`, async ({
      page,
      consoleErrors,
    }) => {
      if (path === "/cualquier-cosa") {
        consoleErrors.expect(/404/);
      }
      await page.goto(path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Saltar al contenido" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    });
  }
});

test.describe("production server", () => {
  for (const { path, heading } of routes) {
    test(`${path} is prerendered: 200 and its content in the raw HTML`, async ({ baseURL }) => {
      const api = await request.newContext({ baseURL });
      const response = await api.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const html = await response.text();
      expect(html).toContain('<html lang="es-AR"');
      expect(html).toMatch(heading);
      await api.dispose();
    });
  }

  test("an unknown path gets HTTP 404 with the not-found page", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    const response = await api.get("/cualquier-cosa");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("¡Ups! Página no encontrada");
    expect(html).toContain('name="robots" content="noindex"');
    await api.dispose();
  });

  test("methods other than GET and HEAD get 405 with Allow and the security headers", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await api.fetch("/", { method, data: "x" });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD");
      expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
      expect(await response.text()).not.toContain("<html");
    }
    await api.dispose();
  });

  test("hashed assets are compressed and immutable; security headers on every response", async ({
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const html = await (await api.get("/")).text();
    // The stylesheet is inline in the page: the scripts are the hashed assets it loads.
    const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(script).toBeTruthy();
    for (const encoding of ["br", "gzip"]) {
      const response = await api.get(script!, { headers: { "Accept-Encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    for (const path of ["/", "/cualquier-cosa", script!]) {
      const headers = (await api.get(path)).headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toContain("max-age=63072000");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
    }
    await api.dispose();
  });
});

test.describe("not-found page", () => {
  test("shows 404, logs the missing path, and 'Volver al inicio' returns home", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/404: ruta inexistente: \/cualquier-cosa/);
    // Chromium logs the document's own 404 status.
    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);

    await page.goto("/cualquier-cosa");
    // The page's code, which logs the path, runs after the first paint.
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("¡Ups! Página no encontrada");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect.poll(() => consoleErrors.seen.join("\n")).toContain("/cualquier-cosa");

    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

// The landing's and the demo's own specs check them with axe at the three widths.
test("axe finds nothing on the not-found page at 360, 768 and 1440 px", async ({ page, consoleErrors }) => {
  consoleErrors.expect(/404: ruta inexistente/);
  consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  await page.goto("/cualquier-cosa");
  await hydrated(page);
  await expectNoA11yViolationsAtAllWidths(page);
  await screenshots(page, "page-not-found");
});
