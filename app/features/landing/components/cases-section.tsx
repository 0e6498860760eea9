import { FlaskConicalIcon, SchoolIcon, TruckIcon } from "lucide-react";

import { FigureList } from "~/components/figure-list";
import { Section } from "~/components/layout/section";
import { type CaseIcon, caseCards } from "~/content/cases";
import { cases as content } from "~/content/home";
import { sectionIds } from "~/content/sections";
import { casePath } from "~/lib/paths";

import { CtaLink } from "./cta-link";
import { IconBadge } from "./icon-badge";

const icons: Record<CaseIcon, typeof TruckIcon> = {
  logistics: TruckIcon,
  lab: FlaskConicalIcon,
  university: SchoolIcon,
};

/** A card per client result, every figure as a term/value pair; each card leads to its case's page. */
export function CasesSection() {
  return (
    <Section id={sectionIds.cases} title={content.title} intro={content.intro}>
      <ul className="grid gap-4 lg:grid-cols-3">
        {caseCards.map((item) => {
          return (
            <li
              key={item.slug}
              className="group relative flex flex-col rounded-xl border bg-card p-6 transition-colors focus-within:border-primary/60 hover:border-primary/60"
            >
              <IconBadge icon={icons[item.icon]} tone="accent" />
              <h3 className="mt-4 text-xl font-bold">{item.client}</h3>
              <p className="mt-2 flex-1 text-pretty text-muted-foreground">{item.summary}</p>
              <FigureList figures={item.metrics} className="mt-5 grid gap-4 border-t pt-5" />
              <p className="mt-6">
                <a
                  href={casePath(item.slug)}
                  aria-label={`${content.openCase}: ${item.client}`}
                  className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {content.openCase}
                  <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                    →
                  </span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 text-center">
        <CtaLink href={`#${sectionIds.contact}`} name="cases_cta" variant="accent">
          {content.cta}
        </CtaLink>
      </div>
    </Section>
  );
}
