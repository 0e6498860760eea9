import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { site } from "~/content/site";
import { ContactDialogProvider } from "~/features/contact/components/contact-dialog-provider";
import { ContactSection } from "~/features/contact/components/contact-section";
import { LandingPage } from "~/features/landing/components/landing-page";
import { LiveDemoPanel } from "~/features/live-demo/components/live-demo-panel";
import { organizationJsonLd, pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(site, { ...homeMeta, path: "/" }),
  organizationJsonLd(site, homeMeta.description),
];

export default function Home() {
  return (
    <ContactDialogProvider>
      <LandingPage liveDemo={<LiveDemoPanel />} contact={<ContactSection />} />
    </ContactDialogProvider>
  );
}
