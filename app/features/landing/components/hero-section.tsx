import { hero as content } from "~/content/home";
import { sectionIds } from "~/content/sections";

import { CtaLink } from "./cta-link";
import { RotatingWord } from "./rotating-word";
import { Starfield } from "./starfield";

/**
 * The hero's backdrop, parsed after its text. The landing's route holds the first frame until it
 * is there: a frame painted mid-hero (a slow phone's parser yields) moves the centred text and the
 * stars as the rest arrives, a layout shift on the first screen.
 */
export const heroEndId = "hero-backdrop";

/** The first screen: the h1 is plain prerendered text, the largest paint needs no JavaScript. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden pt-(--header-height)">
      {/* On a short phone (360 × 640, 375 × 667) the text starts near the top instead of
          centred, so both buttons stay above the consent banner until the visitor answers it. */}
      <div className="mx-auto flex min-h-[calc(100svh-var(--header-height))] max-w-5xl flex-col items-center justify-center gap-6 px-4 py-16 text-center sm:px-6 max-lg:[@media(max-height:720px)]:justify-start max-lg:[@media(max-height:720px)]:pt-10">
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
            <RotatingWord words={content.subtitle.verbs} className="font-bold text-primary" />{" "}
            {content.subtitle.after}
          </span>
        </p>
        <div className="mt-2 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
          <CtaLink href={`#${sectionIds.contact}`} name="hero_contact_button" className="w-full sm:w-auto">
            {content.cta}
          </CtaLink>
          <CtaLink href={`#${sectionIds.services}`} variant="outline" className="w-full sm:w-auto">
            {content.secondaryCta}
          </CtaLink>
        </div>
      </div>
      {/* The backdrop after the text, behind it all the same (z-index): see heroEndId. */}
      <div
        id={heroEndId}
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,oklch(0.82_0.13_200/0.18),transparent_60%),radial-gradient(ellipse_at_bottom_right,oklch(0.72_0.16_295/0.16),transparent_55%)]"
      />
      <Starfield className="-z-10" />
    </section>
  );
}
