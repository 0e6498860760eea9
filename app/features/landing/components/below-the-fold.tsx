import { useEffect } from "react";

import {
  aiRevolution,
  cases,
  contactFallback,
  finalCta,
  industries,
  process,
  reframe,
  services,
  why,
} from "~/content/home-sections";

import type { LandingSlots } from "./landing-page";
import { AiRevolutionSection } from "./ai-revolution-section";
import { CasesSection } from "./cases-section";
import { ContactFallback } from "./contact-fallback";
import { FinalCtaSection } from "./final-cta-section";
import { IndustriesSection } from "./industries-section";
import { ProcessSection } from "./process-section";
import { ReframeSection } from "./reframe-section";
import { ServicesSection } from "./services-section";
import { WhySection } from "./why-section";

/** Sections 2 to 10: prerendered with the page, their JavaScript loaded after the load event. */
export function BelowTheFold({ liveDemo, contact, onReady }: LandingSlots & { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <ReframeSection content={reframe} />
      <WhySection content={why} />
      <ServicesSection content={services} />
      <ProcessSection content={process} />
      <AiRevolutionSection content={aiRevolution} liveDemo={liveDemo} />
      <CasesSection content={cases} />
      <IndustriesSection content={industries} />
      {contact ?? <ContactFallback content={contactFallback} />}
      <FinalCtaSection content={finalCta} />
    </>
  );
}
