import { data } from "react-router";

import type { Route } from "./+types/caso";
import { casePage } from "~/content/case-page";
import { agentOfArea } from "~/content/agents.server";
import { caseStudy } from "~/content/cases.server";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { CasePage } from "~/features/cases/components/case-page";
import { LazyContactDialogProvider } from "~/features/contact/components/lazy-contact-dialog-provider";
import { casePath, pagePaths } from "~/lib/paths";
import { caseJsonLd } from "~/lib/case-json-ld";
import { pageMeta } from "~/lib/seo";

/**
 * Runs when the page is prerendered (one per case file): the page carries its own case alone, and
 * the demo agent of the case's area, when it names one that has an agent.
 */
export function loader({ params }: Route.LoaderArgs) {
  const study = caseStudy(params.slug);
  if (!study) throw data(null, { status: 404 });
  return { study, agent: agentOfArea(study.page.area) };
}

export const meta: Route.MetaFunction = ({ loaderData: { study } }) => {
  const path = casePath(study.slug);
  const { title, description, headline, sector } = study.page;
  return [
    ...pageMeta(site, { title, description, path }),
    caseJsonLd(
      site,
      { path, title, description, headline, sector, client: study.card.client },
      { home: casePage.home, cases: casePage.cases, casesPath: `${pagePaths.home}#${sectionIds.cases}` },
    ),
  ];
};

export default function Caso({ loaderData }: Route.ComponentProps) {
  return (
    <CasePage
      study={loaderData.study}
      agent={loaderData.agent}
      contactDialog={<LazyContactDialogProvider>{null}</LazyContactDialogProvider>}
    />
  );
}
