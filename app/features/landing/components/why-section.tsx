import { AudioLinesIcon, BrainCircuitIcon, CheckIcon, DatabaseIcon, MessagesSquareIcon } from "lucide-react";

import { Section } from "~/components/layout/section";
import { sectionIds } from "~/content/sections";
import { type FeatureIcon, why as content } from "~/content/home";
import { site } from "~/content/site";

import { CtaLink } from "./cta-link";
import { IconBadge } from "./icon-badge";
import { TiltCard } from "./tilt-card";

const icons: Record<FeatureIcon, typeof BrainCircuitIcon> = {
  brain: BrainCircuitIcon,
  database: DatabaseIcon,
  voice: AudioLinesIcon,
  messages: MessagesSquareIcon,
};

/** "Por qué {site name}" (#about): four cards, the three claims and a call to action. */
export function WhySection() {
  return (
    <Section id={sectionIds.about} title={content.title} intro={content.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.cards.map((card) => {
          return (
            <li key={card.title}>
              <TiltCard className="p-6">
                <IconBadge icon={icons[card.icon]} />
                <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
                <p className="mt-2 text-pretty text-muted-foreground">{card.description}</p>
              </TiltCard>
            </li>
          );
        })}
      </ul>
      <ul className="mx-auto mt-10 flex max-w-4xl flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {content.claims.map((claim) => (
          <li key={claim} className="flex items-start gap-2 font-semibold sm:items-center">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success sm:mt-0" />
            {claim}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <CtaLink href={`#${sectionIds.contact}`} name={`why_${site.slug}_cta`} variant="accent">
          {content.cta}
        </CtaLink>
      </div>
    </Section>
  );
}
