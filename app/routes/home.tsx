import type { Route } from "./+types/home";
import { homeMeta, sectionIds } from "~/content/home";
import { bookDemoLabel } from "~/content/booking";
import { site } from "~/content/site";
import { BookingLink } from "~/features/booking/components/booking-link";
import { ContactDialogProvider } from "~/features/contact/components/contact-dialog-provider";
import { LandingPage, sectionsPrerendered } from "~/features/landing/components/landing-page";
import { loadAfterHydration } from "~/hooks/use-hydration-part";
import { organizationJsonLd, pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(site, { ...homeMeta, path: "/" }),
  organizationJsonLd(site, homeMeta.description),
];

// Both render below the hero, so their code loads with the landing's sections, not before.
const [LiveDemoPanel, ContactSection] = await Promise.all([
  loadAfterHydration(
    () => import("~/features/live-demo/components/live-demo-panel").then((module) => module.LiveDemoPanel),
    sectionsPrerendered,
  ),
  loadAfterHydration(
    () => import("~/features/contact/components/contact-section").then((module) => module.ContactSection),
    sectionsPrerendered,
  ),
]);

export default function Home() {
  return (
    <ContactDialogProvider>
      <LandingPage
        liveDemo={<LiveDemoPanel />}
        contact={<ContactSection />}
        bookDemo={
          <BookingLink location="final_cta" fallbackHref={`#${sectionIds.contact}`}>
            {bookDemoLabel}
          </BookingLink>
        }
      />
    </ContactDialogProvider>
  );
}
