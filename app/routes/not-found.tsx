import type { Route } from "./+types/not-found";
import { notFound } from "~/content/not-found";
import { NotFoundPage } from "~/components/layout/not-found-page";

export const meta: Route.MetaFunction = () => [
  { title: notFound.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
