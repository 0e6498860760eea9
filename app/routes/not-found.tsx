import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { notFoundMeta } from "~/content/not-found";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(site, notFoundMeta);

export default function NotFound() {
  return <NotFoundPage />;
}
