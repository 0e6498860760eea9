import type { Route } from "./+types/home";
import { homeMeta } from "~/content/home";
import { ContactDialogProvider } from "~/features/contact/components/contact-dialog-provider";
import { ContactSection } from "~/features/contact/components/contact-section";
import { LandingPage } from "~/features/landing/components/landing-page";

export const meta: Route.MetaFunction = () => [
  { title: homeMeta.title },
  { name: "description", content: homeMeta.description },
];

export default function Home() {
  return (
    <ContactDialogProvider>
      <LandingPage contact={<ContactSection />} />
    </ContactDialogProvider>
  );
}
