import { Section } from "~/components/layout/section";
import { Button } from "~/components/ui/button";
import { sectionIds } from "~/content/home";
import { type aiRevolution as aiRevolutionContent } from "~/content/home-sections";
import { cn } from "~/lib/utils";

import { WavyBackground } from "./wavy-background";

type AiRevolutionSectionProps = {
  content: typeof aiRevolutionContent;
  /** The "Sistema de IA Activo" panel (features/live-demo), composed by the route. */
  liveDemo?: React.ReactNode;
};

/** Market figures, a call to a strategy session, and the live demo slot. */
export function AiRevolutionSection({ content, liveDemo }: AiRevolutionSectionProps) {
  return (
    <Section
      id={sectionIds.aiRevolution}
      title={content.title}
      intro={content.intro}
      className="overflow-hidden pb-36 sm:pb-40"
      background={<WavyBackground />}
    >
      <div className={cn("grid items-center gap-10", liveDemo ? "lg:grid-cols-2" : undefined)}>
        <div>
          <dl className={cn("grid grid-cols-2 gap-4", !liveDemo && "lg:grid-cols-4")}>
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
            <Button asChild size="lg">
              <a href={`#${sectionIds.contact}`}>{content.cta}</a>
            </Button>
          </div>
        </div>
        {liveDemo}
      </div>
    </Section>
  );
}
