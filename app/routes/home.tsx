import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { LandingPage } from "~/features/landing/components/landing-page";

export const meta: Route.MetaFunction = () => [
  { title: homeMeta.title },
  { name: "description", content: homeMeta.description },
];

export default function Home() {
  return <LandingPage />;
}
