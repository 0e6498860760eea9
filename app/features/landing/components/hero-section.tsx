import { Button } from "~/components/ui/button";
import { type hero as heroContent, sectionIds } from "~/content/home";
import { track } from "~/lib/analytics";

import { RotatingWord } from "./rotating-word";
import { Starfield } from "./starfield";

type HeroSectionProps = {
  content: typeof heroContent;
  /** Passed on to the rotating verb (ms); SPEC defaults 3500 and 500. */
  rotationInterval?: number;
  rotationFade?: number;
};

/** The first screen: the h1 is plain prerendered text, the largest paint needs no JavaScript. */
export function HeroSection({ content, rotationInterval, rotationFade }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden pt-(--header-height)">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,oklch(0.82_0.13_200/0.18),transparent_60%),radial-gradient(ellipse_at_bottom_right,oklch(0.72_0.16_295/0.16),transparent_55%)]"
      />
      <Starfield className="-z-10" />
      <div className="mx-auto flex min-h-[calc(100svh-var(--header-height))] max-w-5xl flex-col items-center justify-center gap-6 px-4 py-16 text-center sm:px-6">
        <p className="rounded-full border border-primary/30 bg-primary/10 px-4 py-1.5 text-sm font-semibold text-primary">
          {content.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
        >
          {content.headline}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          <span className="sr-only">{content.subtitle.sentence}</span>
          <span aria-hidden="true">
            {content.subtitle.before}{" "}
            <RotatingWord
              words={content.subtitle.verbs}
              interval={rotationInterval}
              fade={rotationFade}
              className="font-bold text-primary"
            />{" "}
            {content.subtitle.after}
          </span>
        </p>
        <div className="mt-2 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <a
              href={`#${sectionIds.contact}`}
              onClick={() => track("cta_click", { name: "hero_contact_button" })}
            >
              {content.cta}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <a href={`#${sectionIds.services}`}>{content.secondaryCta}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
