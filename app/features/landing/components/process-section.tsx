import { Section } from "~/components/layout/section";
import { sectionIds } from "~/content/sections";
import { process as content } from "~/content/home";
import { joinClasses } from "~/lib/utils";

/** The four steps of an engagement, as an ordered list; the last one is the loop that never ends. */
export function ProcessSection() {
  return (
    <Section id={sectionIds.process} title={content.title} intro={content.intro} className="bg-card/30">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step) => (
          <li key={step.number} data-last={step.last || undefined} className="group relative">
            {/* The connector to the next step; the last step has none. */}
            <span
              aria-hidden="true"
              className="absolute top-6 left-14 hidden h-px w-[calc(100%-2.5rem)] bg-linear-to-r from-primary/60 to-transparent group-data-last:hidden lg:block"
            />
            <span
              aria-hidden="true"
              className={joinClasses(
                "relative flex size-12 items-center justify-center rounded-full border-2 text-lg font-extrabold",
                step.last
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-primary/60 bg-background text-primary",
              )}
            >
              {step.number}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
