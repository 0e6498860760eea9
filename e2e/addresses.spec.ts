import { request } from "@playwright/test";

import { agentPath } from "../app/lib/paths";
import { agentSlugs } from "../app/routes";
import { expect, test } from "./fixtures";

/**
 * Each page at the address static hosts serve it without a redirect (docs/product.md#hosting),
 * as `npm start` serves the build: the sitemap, the canonical links and the server agree.
 */
test.describe("addresses", () => {
  test("every sitemap URL answers 200 with no redirect and is its page's canonical URL", async ({
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL, maxRedirects: 0 });
    const sitemap = await (await api.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? "");
    expect(urls).toEqual([
      "https://agentia.example/",
      "https://agentia.example/demo-cat/",
      "https://agentia.example/privacidad/",
      "https://agentia.example/casos/laboratorio-clinico/",
      "https://agentia.example/casos/logistica/",
      "https://agentia.example/casos/universidad/",
      // One page per demo agent's file, whoever adds it.
      ...agentSlugs.map((slug) => `https://agentia.example${agentPath(slug)}`),
    ]);
    expect(urls).toContain("https://agentia.example/demo-cat/cobranzas/");
    for (const url of urls) {
      const response = await api.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html, url).toContain(`<meta property="og:url" content="${url}"/>`);
    }
    await api.dispose();
  });

  test("the forms hosts redirect are redirected, as Cloudflare Pages does", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL, maxRedirects: 0 });
    for (const [path, location] of [
      ["/demo-cat", "/demo-cat/"],
      ["/privacidad", "/privacidad/"],
      ["/index.html", "/"],
    ]) {
      const response = await api.get(path!);
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(location);
    }
    await api.dispose();
  });

  test("neither precompressed copies nor the not-found page are pages of their own", async ({ baseURL }) => {
    const api = await request.newContext({ baseURL, maxRedirects: 0 });
    for (const path of [
      "/index.html.br",
      "/index.html.gz",
      "/404",
      "/404.html",
      "/_headers",
      "/_redirects",
    ]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Página no encontrada");
    }
    await api.dispose();
  });
});
