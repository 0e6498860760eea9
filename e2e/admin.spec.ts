import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { request, type Page } from "@playwright/test";

import { parseContentFile } from "../app/content/check-content";
import { agentSchema, caseSchema, type HomeContent, landingAreas } from "../app/content/schema";
import { expect, screenshots, test } from "./fixtures";

/**
 * The editor at /admin/ (docs/site-owner.md): Sveltia CMS, served by the site, on the default build
 * with no repository configured, so it offers Sveltia's test repository: the browser's private
 * file system, folder `sveltia-cms-test/`, holding the files at the paths the editor's
 * configuration uses (the repository's).
 */
const root = join(import.meta.dirname, "..");
const contentDir = join(root, "app/content/data");
const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
const repositoryFiles = filesBelow(contentDir).map((path) => [
  relative(root, path),
  readFileSync(path, "utf8"),
]);

/** Writes the repository's content files into the test repository, as a clone would hold them. */
async function seedTestRepository(page: Page) {
  await page.evaluate(async (files) => {
    const repository = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle("sveltia-cms-test", {
      create: true,
    });
    for (const [path, text] of files) {
      const parts = path!.split("/");
      let dir = repository;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text!);
      await writable.close();
    }
  }, repositoryFiles);
}

/** A file of the test repository as the editor left it; empty while the editor is still writing it. */
const readTestRepository = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    try {
      return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    } catch (error) {
      // A file read while its writer replaces it: the next poll reads the finished one.
      if (error instanceof DOMException && error.name === "NotReadableError") return "";
      throw error;
    }
  }, path.split("/"));

/** Every request the page makes to another origin than the site's (data: and blob: are the page's). */
function otherOrigins(page: Page, origin: string) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) seen.push(url);
  });
  return seen;
}

test.describe("the editor at /admin/", () => {
  test("is its own page: noindex, its own headers, in no sitemap and linked from no page", async ({
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const response = await api.get("/admin/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["content-security-policy"]).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(headers["content-security-policy"]).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

    const sitemap = await (await api.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("admin");
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    for (const path of [...pages, "/cualquier-cosa"]) {
      const page = await api.get(path);
      expect(page.headers()["x-robots-tag"], path).toBeUndefined();
      expect(page.headers()["content-security-policy"], path).not.toContain("api.github.com");
      expect(/\/admin\//.test(await page.text()), `${path} names /admin/`).toBe(false);
    }
    await api.dispose();
  });

  test("edits a case's figure in the test repository and saves it as the build accepts it", async ({
    page,
    baseURL,
  }) => {
    // One save of the real editor takes about 11 s, more on a busy machine.
    test.setTimeout(120_000);
    const elsewhere = otherOrigins(page, new URL(baseURL!).origin);
    await page.goto("/admin/");
    await seedTestRepository(page);
    await page.getByRole("button", { name: "Trabajar con un repositorio de prueba" }).click();

    await page.getByRole("treeitem", { name: /^Casos/ }).click();
    await page.getByText("Empresa de logística nacional", { exact: true }).click();
    // The editor draws a list's items once the list comes into view.
    await page
      .getByRole("group", { name: /Cifras/ })
      .first()
      .scrollIntoViewIfNeeded();
    const figure = page.getByRole("textbox", { name: "Cifra" }).first();
    await expect(figure).toHaveValue("90%");
    await figure.fill("92%");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();

    const path = "app/content/data/cases/logistica.json";
    await expect.poll(() => readTestRepository(page, path), { timeout: 60_000 }).toContain('"92%"');
    const saved = await readTestRepository(page, path);
    const original = readFileSync(join(root, path), "utf8");
    // Only the figure changed: the same keys in the same order, 2-space indent, final newline.
    expect(saved).toBe(original.replace('"value": "90%"', '"value": "92%"'));
    expect(parseContentFile(path, saved, caseSchema).problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test("offers an agent the landing's areas and saves the chosen one as its title", async ({
    page,
    baseURL,
  }) => {
    // One save of the real editor takes about 11 s, more on a busy machine.
    test.setTimeout(120_000);
    const elsewhere = otherOrigins(page, new URL(baseURL!).origin);
    const path = "app/content/data/agents/cobranzas.json";
    const original = readFileSync(join(root, path), "utf8");
    const agent = JSON.parse(original);
    const areas = landingAreas(
      JSON.parse(readFileSync(join(contentDir, "home.json"), "utf8")) as HomeContent,
    );
    const other = areas.find((area) => area !== agent.area)!;
    await page.goto("/admin/");
    await seedTestRepository(page);
    await page.getByRole("button", { name: "Trabajar con un repositorio de prueba" }).click();

    await page.getByRole("treeitem", { name: /^Agentes de demo/ }).click();
    await page.getByText(`${agent.name} · ${agent.area}`, { exact: true }).click();
    // The choices are the landing's «Soluciones por área», read from home.json, and nothing else.
    for (const area of areas)
      await expect(page.getByRole("radio", { name: area, exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: agent.area, exact: true })).toBeChecked();
    await page.getByRole("radio", { name: other, exact: true }).check();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();

    await expect
      .poll(() => readTestRepository(page, path), { timeout: 60_000 })
      .toContain(`"area": "${other}"`);
    const saved = await readTestRepository(page, path);
    // Only the area changed, written as the title itself: the same keys in the same order.
    expect(saved).toBe(original.replace(`"area": "${agent.area}"`, `"area": "${other}"`));
    expect(parseContentFile(path, saved, agentSchema).problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test("draws its icons from the site's own font file, and asks no other origin", async ({
    page,
    baseURL,
  }) => {
    const elsewhere = otherOrigins(page, new URL(baseURL!).origin);
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Trabajar con un repositorio de prueba" }).click();
    await expect(page.getByText("Página de inicio")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((font) => font.family.replace(/"/g, "") === "Material Symbols Outlined")
            .map((font) => font.status),
        ),
      )
      .toContain("loaded");
    expect(elsewhere).toEqual([]);
    await screenshots(page, "admin", { fullPage: false });
  });
});
