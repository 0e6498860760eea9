import { useInPageNavigation } from "../hooks/use-in-page-navigation";
import { AiRevolutionSection } from "./ai-revolution-section";
import { CasesSection } from "./cases-section";
import { FinalCtaSection } from "./final-cta-section";
import { HeroSection } from "./hero-section";
import { IndustriesSection } from "./industries-section";
import { ProcessSection } from "./process-section";
import { ReframeSection } from "./reframe-section";
import { ServicesSection } from "./services-section";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { WhySection } from "./why-section";

/**
 * The landing page. Parts owned by other features come in as slots, so features
 * never import each other; `routes/home.tsx` composes them.
 */
export type LandingSlots = {
  /** The animated "Sistema de IA Activo" panel of the AI-revolution section (features/live-demo). */
  liveDemo: React.ReactNode;
  /** The #contacto section (features/contact); it renders its own `<section id="contacto">`. */
  contact: React.ReactNode;
  /**
   * 'Reservar demo' of the final call to action (features/booking): one link element, to #contacto
   * or to Cal.com's scheduler. It is drawn as the CTA button, and receives its class and click tracking.
   */
  bookDemo: React.ReactElement;
};

export function LandingPage({ liveDemo, contact, bookDemo }: LandingSlots) {
  useInPageNavigation();
  return (
    <>
      <SiteHeader />
      <main id="main" className="landing-main">
        <HeroSection />
        <ReframeSection />
        <WhySection />
        <ServicesSection />
        <ProcessSection />
        <AiRevolutionSection liveDemo={liveDemo} />
        <CasesSection />
        <IndustriesSection />
        {contact}
        <FinalCtaSection bookDemo={bookDemo} />
      </main>
      <SiteFooter />
    </>
  );
}
