import { describe, expect, it } from "vitest";

import { type CompanyDetails, organizationJsonLd, pageMeta } from "./seo";

const site: CompanyDetails = {
  name: "Agentia",
  url: "https://agentia.example",
  email: { display: "hola@agentia.example" },
  salesPhone: { href: "tel:+5491155550100" },
  location: { city: "Buenos Aires", countryCode: "AR" },
  social: { linkedin: "https://www.linkedin.com/company/agentia", github: "https://github.com/agentia" },
};

describe("pageMeta", () => {
  it("gives an indexable page its canonical URL and social cards", () => {
    const meta = pageMeta(site, { title: "Título", description: "Descripción", path: "/demo-cat/" });
    expect(meta).toContainEqual({ title: "Título" });
    expect(meta).toContainEqual({ name: "description", content: "Descripción" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://agentia.example/demo-cat/",
    });
    // Its own card, made by the build beside the page.
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://agentia.example/demo-cat/og-image.png",
    });
    expect(meta).toContainEqual({
      name: "twitter:image",
      content: "https://agentia.example/demo-cat/og-image.png",
    });
    expect(meta).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("marks a page without a path as not indexable and gives it no canonical", () => {
    const meta = pageMeta(site, { title: "404", description: "No existe" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((entry) => "rel" in entry && entry.rel === "canonical")).toBe(false);
    // The home page's card stands for it.
    expect(meta).toContainEqual({ property: "og:image", content: "https://agentia.example/og-image.png" });
  });
});

describe("organizationJsonLd", () => {
  it("describes a LocalBusiness in Buenos Aires with the configured phone and e-mail", () => {
    const { "script:ld+json": data } = organizationJsonLd(site, "Agentes de IA") as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(data).toMatchObject({
      "@type": ["Organization", "LocalBusiness"],
      name: "Agentia",
      email: "hola@agentia.example",
      telephone: "+5491155550100",
      address: { addressLocality: "Buenos Aires", addressCountry: "AR" },
    });
  });
});
