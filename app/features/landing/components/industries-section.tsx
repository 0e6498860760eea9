import { ClipboardCheckIcon, HandCoinsIcon, HeadsetIcon, TrendingUpIcon } from "lucide-react";

import { Section } from "~/components/layout/section";
import { agentSlugByArea } from "~/content/agents";
import { sectionIds } from "~/content/sections";
import { type IndustryIcon, industries as content } from "~/content/home";
import { track } from "~/lib/analytics";
import { agentPath } from "~/lib/paths";

import { CtaLink } from "./cta-link";
import { IconBadge } from "./icon-badge";

const icons: Record<IndustryIcon, typeof TrendingUpIcon> = {
  sales: TrendingUpIcon,
  support: HeadsetIcon,
  collections: HandCoinsIcon,
  surveys: ClipboardCheckIcon,
};

/**
 * Four business areas with the results an agent brings to each; an area with a demo agent links its
 * page, a plain link that works before the page's code.
 */
export function IndustriesSection() {
  return (
    <Section id={sectionIds.industries} title={content.title} intro={content.intro} className="bg-card/30">
      <ul className="grid gap-4 sm:grid-cols-2">
        {content.items.map((item) => {
          const agent = agentSlugByArea.get(item.title);
          return (
            <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-6">
              <IconBadge icon={icons[item.icon]} />
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-1 text-pretty text-muted-foreground">{item.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {item.metrics.map((metric) => (
                    <li
                      key={metric}
                      className="rounded-lg bg-success/10 px-3 py-1 text-sm font-semibold text-success"
                    >
                      {metric}
                    </li>
                  ))}
                </ul>
                {agent ? (
                  <p className="mt-auto pt-5">
                    <a
                      href={agentPath(agent)}
                      aria-label={`${content.listen}: ${item.title}`}
                      onClick={() => track("cta_click", { name: "industry_agent", agent })}
                      className="group inline-flex items-center gap-1.5 rounded-md font-semibold text-primary outline-none hover:underline hover:underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      {content.listen}
                      <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                        →
                      </span>
                    </a>
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 text-center">
        <CtaLink href={`#${sectionIds.contact}`} name="industry_solutions_cta">
          {content.cta}
        </CtaLink>
      </div>
    </Section>
  );
}
