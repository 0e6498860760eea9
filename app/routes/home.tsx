import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { LandingPage } from "~/features/landing/components/landing-page";
import { LiveDemoPanel } from "~/features/live-demo/components/live-demo-panel";

export const meta: Route.MetaFunction = () => [
  { title: homeMeta.title },
  { name: "description", content: homeMeta.description },
];

export default function Home() {
  return <LandingPage liveDemo={<LiveDemoPanel />} />;
}
