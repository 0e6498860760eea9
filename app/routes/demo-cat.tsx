import type { Route } from "./+types/demo-cat";
import { demoMeta } from "~/content/demo-cat";
import { VoiceDemoPage } from "~/features/voice-demo/components/voice-demo-page";

export const meta: Route.MetaFunction = () => [
  { title: demoMeta.title },
  { name: "description", content: demoMeta.description },
];

export default function DemoCat() {
  return <VoiceDemoPage />;
}
