import { request } from "@playwright/test";

import { homeMeta } from "../app/content/home";
import { expect, test } from "./fixtures";

test.describe("SEO", () => {
  test("each page has its own title, description, canonical URL and social card", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/demo-cat/"]) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title).toBeTruthy();
      expect(description?.length).toBeGreaterThan(50);
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://agentia.example${path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `https://agentia.example${path}og-image.png`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
    }
  });

  test("the home page describes the company as a LocalBusiness in Buenos Aires", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toEqual(["Organization", "LocalBusiness"]);
    expect(data.description).toBe(homeMeta.description);
    expect(data.address.addressLocality).toBe("Buenos Aires");
    expect(data.email).toBe("hola@agentia.example");
  });

  test("sitemap.xml lists the pages and robots.txt points to it; the social image is served", async ({
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const sitemap = await (await api.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://agentia.example/</loc>");
    expect(sitemap).toContain("<loc>https://agentia.example/demo-cat/</loc>");
    expect(sitemap).not.toContain("404");
    expect(await (await api.get("/robots.txt")).text()).toContain(
      "Sitemap: https://agentia.example/sitemap.xml",
    );
    const image = await api.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    await api.dispose();
  });

  test("every sitemap page has a 1200×630 social image of its own, made from its title", async ({
    page,
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const sitemap = await (await api.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    const images = new Map<string, string>();
    for (const path of paths) {
      await page.goto(path);
      const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      const response = await api.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // A PNG's IHDR chunk holds its width and height right after the signature.
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      images.set(path, png.toString("base64"));
    }
    // Each page's picture is its own: no two pages share one.
    expect(new Set(images.values()).size).toBe(paths.length);
    await api.dispose();
  });
});
