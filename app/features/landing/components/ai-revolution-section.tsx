import { Section } from "~/components/layout/section";
import { sectionIds } from "~/content/sections";
import { aiRevolution as content } from "~/content/home";

import { CtaLink } from "./cta-link";
import { WavyBackground } from "./wavy-background";

/** Market figures, a call to a strategy session, and the live demo slot. */
export function AiRevolutionSection({ liveDemo }: { liveDemo: React.ReactNode }) {
  return (
    <Section
      id={sectionIds.aiRevolution}
      title={content.title}
      intro={content.intro}
      className="overflow-hidden pb-36 sm:pb-40"
      background={<WavyBackground />}
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <dl className="grid grid-cols-2 gap-4">
            {content.stats.map((stat) => (
              <div
                key={stat.value}
                className="flex flex-col-reverse rounded-xl border bg-card/80 p-5 text-center"
              >
                <dt className="mt-2 text-sm text-pretty text-muted-foreground">{stat.label}</dt>
                <dd className="bg-linear-to-r from-primary to-accent bg-clip-text text-3xl font-extrabold text-transparent sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 text-center">
            <CtaLink href={`#${sectionIds.contact}`}>{content.cta}</CtaLink>
          </div>
        </div>
        {liveDemo}
      </div>
    </Section>
  );
}
