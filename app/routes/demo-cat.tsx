import type { Route } from "./+types/demo-cat";
import { demoMeta } from "~/content/demo-cat";
import { site } from "~/content/site";
import { LazyContactDialogProvider } from "~/features/contact/components/lazy-contact-dialog-provider";
import { VoiceDemoPage } from "~/features/voice-demo/components/voice-demo-page";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(site, { ...demoMeta, path: "/demo-cat" });

export default function DemoCat() {
  return <VoiceDemoPage contactDialog={<LazyContactDialogProvider>{null}</LazyContactDialogProvider>} />;
}
