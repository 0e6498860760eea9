import type { MetaDescriptor } from "react-router";

import { type Company, socialImagePath } from "./seo";

// Apart from seo.ts, which every page imports: this code then ships with the case pages alone.

/** What a case's page says about itself in JSON-LD. */
export type CaseSeo = {
  path: string;
  title: string;
  description: string;
  headline: string;
  sector: string;
  client: string;
};

/**
 * JSON-LD of a case's page: an `Article` about the client's case, published by the company, and
 * the `BreadcrumbList` the page shows (Inicio › Casos de éxito › the client).
 */
export function caseJsonLd(
  site: Company,
  { path, title, description, headline, sector, client }: CaseSeo,
  breadcrumb: { home: string; cases: string; casesPath: string },
): MetaDescriptor {
  const url = `${site.url}${path}`;
  const organization = {
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/apple-touch-icon.png`,
  };
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "Article",
          "@id": `${url}#article`,
          headline,
          name: title,
          description,
          url,
          mainEntityOfPage: url,
          image: `${site.url}${socialImagePath(path)}`,
          inLanguage: "es-AR",
          articleSection: sector,
          about: { "@type": "Organization", name: client },
          author: organization,
          publisher: organization,
        },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: breadcrumb.home, item: `${site.url}/` },
            {
              "@type": "ListItem",
              position: 2,
              name: breadcrumb.cases,
              item: `${site.url}${breadcrumb.casesPath}`,
            },
            { "@type": "ListItem", position: 3, name: client, item: url },
          ],
        },
      ],
    },
  };
}
