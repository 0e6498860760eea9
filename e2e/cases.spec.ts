import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "@playwright/test";

import { casePage } from "../app/content/case-page";
import { contactDialogVariants } from "../app/content/contact-dialog";
import { cases as casesSection } from "../app/content/home";
import { withSiteName } from "../app/content/load";
import type { CaseContent } from "../app/content/schema";
import { site } from "../app/content/site";
import { expect, expectNoA11yViolationsAtAllWidths, hydrated, screenshots, test } from "./fixtures";
import { deadLinks } from "./links";

/** Every case file, as the site shows it ({marca} replaced): each is a page at /casos/<slug>/. */
const folder = join(import.meta.dirname, "../app/content/data/cases");
const cases = readdirSync(folder).map((name) => ({
  slug: name.replace(/\.json$/, ""),
  ...withSiteName<CaseContent>(JSON.parse(readFileSync(join(folder, name), "utf8")), site.name),
}));
const [first] = cases;

test.describe("a page per case (/casos/<slug>/)", () => {
  test("every case file is a prerendered page in the sitemap", async ({ baseURL }) => {
    expect(cases.length).toBeGreaterThan(0);
    const api = await request.newContext({ baseURL });
    const sitemap = await (await api.get("/sitemap.xml")).text();
    for (const study of cases) {
      expect(sitemap).toContain(`<loc>https://agentia.example/casos/${study.slug}/</loc>`);
      const response = await api.get(`/casos/${study.slug}/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(study.page.headline);
      expect(html).toContain(study.page.results);
      // The address without its slash is redirected, as static hosts do.
      const bare = await api.get(`/casos/${study.slug}`, { maxRedirects: 0 });
      expect(bare.status()).toBe(308);
      expect(bare.headers().location).toBe(`/casos/${study.slug}/`);
    }
    await api.dispose();
  });

  test("the landing's case cards lead to their pages", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("#cases");
    for (const study of cases) {
      await expect(
        section.getByRole("link", { name: `${casesSection.openCase}: ${study.card.client}` }),
      ).toHaveAttribute("href", `/casos/${study.slug}/`);
    }
    await section.getByRole("link", { name: `${casesSection.openCase}: ${first!.card.client}` }).click();
    await expect(page).toHaveURL(`/casos/${first!.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.page.headline);
  });

  for (const study of cases) {
    test(`${study.slug}: sector, problem, what the agents do, the figures and the ways onward`, async ({
      page,
    }) => {
      await page.goto(`/casos/${study.slug}/`);
      await hydrated(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("navigation", { name: casePage.breadcrumbLabel })).toContainText(
        study.card.client,
      );
      await expect(main).toContainText(study.page.sector);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.page.headline);
      const figures = main.getByRole("definition");
      await expect(figures).toHaveText(study.card.metrics.map((metric) => metric.value));
      await expect(main.getByRole("term")).toHaveText(study.card.metrics.map((metric) => metric.label));
      await expect(main.getByRole("heading", { level: 2, name: casePage.problem })).toBeVisible();
      for (const paragraph of study.page.problem) await expect(main).toContainText(paragraph);
      await expect(main.getByRole("heading", { level: 3 })).toHaveText(
        study.page.agents.map((task) => task.title),
      );
      await expect(main).toContainText(study.page.results);
      await expect(main.getByRole("link", { name: casePage.next.demo })).toHaveAttribute(
        "href",
        "/demo-cat/",
      );
      await expect(main.getByRole("link", { name: casePage.next.whatsapp })).toHaveAttribute(
        "href",
        site.whatsapp.href,
      );
      await expect(main.getByRole("link", { name: casePage.next.contact })).toHaveAttribute(
        "href",
        "/#contacto",
      );
      expect(await deadLinks(page)).toEqual([]);
    });

    test(`${study.slug}: its own title, description, canonical URL and JSON-LD`, async ({ page }) => {
      await page.goto(`/casos/${study.slug}/`);
      const url = `https://agentia.example/casos/${study.slug}/`;
      await expect(page).toHaveTitle(study.page.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        study.page.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      const [article, breadcrumb] = data["@graph"];
      expect(data["@context"]).toBe("https://schema.org");
      expect(article).toMatchObject({
        "@type": "Article",
        headline: study.page.headline,
        description: study.page.description,
        url,
        articleSection: study.page.sector,
        publisher: { "@type": "Organization", name: site.name },
      });
      expect(breadcrumb["@type"]).toBe("BreadcrumbList");
      expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        casePage.home,
        casePage.cases,
        study.card.client,
      ]);
      expect(breadcrumb.itemListElement.at(-1).item).toBe(url);
    });
  }

  test("on a computer, 'Hablar con nuestro equipo' opens the WhatsApp dialog, as on the landing", async ({
    page,
  }) => {
    await page.goto(`/casos/${first!.slug}/`);
    await hydrated(page);
    const link = page.getByRole("link", { name: casePage.next.whatsapp });
    // Pointing at the link loads the dialogs' provider, which, once it listens, fetches the dialog's
    // code when the pointer comes over a WhatsApp link again: from then on a click opens the dialog.
    let listening = false;
    page.on("request", (request) => (listening ||= /contact-dialog-layer/.test(request.url())));
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await link.hover();
        return listening;
      })
      .toBe(true);
    await link.click();
    await expect(page.getByRole("dialog", { name: contactDialogVariants.whatsapp.title })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });

  test("axe finds nothing at 360, 768 and 1440 px", async ({ page }) => {
    await page.goto(`/casos/${first!.slug}/`);
    await hydrated(page);
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "case-page");
  });
});
