import type { Route } from "./+types/demo-cat";
import { demoMeta } from "~/content/demo-cat";
import { site } from "~/content/site";
import { ContactDialogProvider } from "~/features/contact/components/contact-dialog-provider";
import { VoiceDemoPage } from "~/features/voice-demo/components/voice-demo-page";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(site, { ...demoMeta, path: "/demo-cat" });

/** The post-call card's WhatsApp link is device-aware like the landing's: the provider owns that. */
export default function DemoCat() {
  return (
    <ContactDialogProvider>
      <VoiceDemoPage />
    </ContactDialogProvider>
  );
}
