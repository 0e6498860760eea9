import type { MetaDescriptor } from "react-router";

/**
 * The company as the meta tags name it: a part of content/site.ts's facts, which the routes pass
 * in, so lib/ stays below content/.
 */
export type Company = { name: string; url: string };

/** The company as its JSON-LD describes it. */
export type CompanyDetails = Company & {
  email: { display: string };
  salesPhone: { href: string };
  location: { city: string; countryCode: string };
  social: { linkedin: string; github: string };
};

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the page (`/`, `/demo-cat/`); absent for pages that must not be indexed. */
  path?: string;
};

export const socialImage = { width: 1200, height: 630, type: "image/png" } as const;

/**
 * A page's social card, made by the build beside the page from its title and the brand
 * (scripts/social-images.mjs); a page without an address (not found) shows the home page's.
 */
export const socialImagePath = (path = "/") => `${path}og-image.png`;

/** Title, description, canonical URL, Open Graph and Twitter cards of a page. */
export function pageMeta(site: Company, { title, description, path }: PageSeo): MetaDescriptor[] {
  const image = `${site.url}${socialImagePath(path)}`;
  const common: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "es_AR" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:type", content: socialImage.type },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (path === undefined) return [...common, { name: "robots", content: "noindex" }];
  const url = `${site.url}${path}`;
  return [...common, { tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
}

/** JSON-LD describing the company: an Organization that is also a LocalBusiness in Buenos Aires. */
export function organizationJsonLd(site: CompanyDetails, description: string): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": ["Organization", "LocalBusiness"],
      "@id": `${site.url}/#organization`,
      name: site.name,
      description,
      url: `${site.url}/`,
      logo: `${site.url}/apple-touch-icon.png`,
      image: `${site.url}${socialImagePath()}`,
      email: site.email.display,
      telephone: site.salesPhone.href.replace("tel:", ""),
      address: {
        "@type": "PostalAddress",
        addressLocality: site.location.city,
        addressCountry: site.location.countryCode,
      },
      areaServed: "Latinoamérica",
      sameAs: [site.social.linkedin, site.social.github],
    },
  };
}
