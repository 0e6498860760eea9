import { FlaskConicalIcon, SchoolIcon, TruckIcon } from "lucide-react";

import { Section } from "~/components/layout/section";
import { type CaseIcon, caseCards } from "~/content/cases";
import { cases as content } from "~/content/home";
import { sectionIds } from "~/content/sections";

import { CtaLink } from "./cta-link";
import { IconBadge } from "./icon-badge";

const icons: Record<CaseIcon, typeof TruckIcon> = {
  logistics: TruckIcon,
  lab: FlaskConicalIcon,
  university: SchoolIcon,
};

/** A card per client result, every figure as a term/value pair. */
export function CasesSection() {
  return (
    <Section id={sectionIds.cases} title={content.title} intro={content.intro}>
      <ul className="grid gap-4 lg:grid-cols-3">
        {caseCards.map((item) => {
          return (
            <li key={item.slug} className="flex flex-col rounded-xl border bg-card p-6">
              <IconBadge icon={icons[item.icon]} tone="accent" />
              <h3 className="mt-4 text-xl font-bold">{item.client}</h3>
              <p className="mt-2 text-pretty text-muted-foreground">{item.summary}</p>
              <dl className="mt-5 grid gap-4 border-t pt-5">
                {item.metrics.map((metric) => (
                  <div key={metric.label} className="flex flex-col-reverse">
                    <dt className="text-pretty">{metric.label}</dt>
                    <dd className="text-2xl font-extrabold text-primary">{metric.value}</dd>
                  </div>
                ))}
              </dl>
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
