import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { site } from "~/content/site";
import { LandingPage } from "~/features/landing/components/landing-page";
import { organizationJsonLd, pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(site, { ...homeMeta, path: "/" }),
  organizationJsonLd(site, homeMeta.description),
];

export default function Home() {
  return <LandingPage />;
}
