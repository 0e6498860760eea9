import { finalCta as content } from "~/content/home";
import { site } from "~/content/site";

import { CtaLink } from "./cta-link";
import { Sparkles } from "./sparkles";

/** The last push: book a demo (the `bookDemo` slot, see LandingSlots) or phone our AI right now. */
export function FinalCtaSection({ bookDemo }: { bookDemo: React.ReactElement }) {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-2xl border border-primary/30 bg-linear-to-br from-primary/15 via-card to-accent/15 px-6 py-14 text-center sm:px-12">
        <Sparkles className="-z-10" />
        <h2 id="final-cta-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          {content.description}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink asChild name="bottom_demo_cta">
            {bookDemo}
          </CtaLink>
          <CtaLink href={site.aiPhone.href} variant="outline">
            {content.talkNow}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
