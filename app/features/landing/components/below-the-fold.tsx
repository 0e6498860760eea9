import { useHydrationPart } from "~/hooks/use-hydration-part";

import type { LandingSlots } from "./landing-page";
import { AiRevolutionSection } from "./ai-revolution-section";
import { CasesSection } from "./cases-section";
import { FinalCtaSection } from "./final-cta-section";
import { IndustriesSection } from "./industries-section";
import { ProcessSection } from "./process-section";
import { ReframeSection } from "./reframe-section";
import { ServicesSection } from "./services-section";
import { WhySection } from "./why-section";

/** Sections 2 to 10: prerendered with the page, hydrated once their code arrives after the body has hydrated. */
export function BelowTheFold({ liveDemo, contact, bookDemo }: LandingSlots) {
  const part = useHydrationPart<HTMLDivElement>();
  return (
    <div {...part}>
      <ReframeSection />
      <WhySection />
      <ServicesSection />
      <ProcessSection />
      <AiRevolutionSection liveDemo={liveDemo} />
      <CasesSection />
      <IndustriesSection />
      {contact}
      <FinalCtaSection bookDemo={bookDemo} />
    </div>
  );
}
