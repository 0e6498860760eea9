import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { sectionIds } from "~/content/sections";
import { bookDemoLabel } from "~/content/booking";
import { site } from "~/content/site";
import { BookingLink } from "~/features/booking/components/booking-link";
import { ContactDialogProvider } from "~/features/contact/components/contact-dialog-provider";
import { ContactSection } from "~/features/contact/components/contact-section";
import { heroEndId } from "~/features/landing/components/hero-section";
import { LandingPage } from "~/features/landing/components/landing-page";
import { LiveDemoPanel } from "~/features/live-demo/components/live-demo-panel";
import { organizationJsonLd, pageMeta } from "~/lib/seo";

// The first frame waits for the whole hero (HeroSection says why); browsers without `rel=expect` paint as before.
export const links: Route.LinksFunction = () => [
  { rel: "expect", href: `#${heroEndId}`, blocking: "render" },
];

export const meta: Route.MetaFunction = () => [
  ...pageMeta(site, { ...homeMeta, path: "/" }),
  organizationJsonLd(site, homeMeta.description),
];

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
