import { Suspense, useState } from "react";
import { Link } from "react-router";

import { quietLinkClass, ReadingPage, ReadingSection } from "~/components/layout/reading-page";
import { FigureList } from "~/components/figure-list";
import { Button } from "~/components/ui/button";
import type { AgentLink } from "~/content/agents";
import type { CaseStudy } from "~/content/cases";
import { casePage as copy } from "~/content/case-page";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";
import { onIntent } from "~/lib/loading";
import { agentPath, pagePaths } from "~/lib/paths";

type CasePageProps = {
  study: CaseStudy;
  /** The demo agent of the case's area (`page.area`), resolved when the page is prerendered. */
  agent?: AgentLink;
  /**
   * The contact dialogs (features/contact), lazily loaded: on a computer, the WhatsApp link then
   * opens the dialog with its QR code, as on the landing. Mounted on the first hover or focus of
   * that link; until its code is there, the link opens WhatsApp itself.
   */
  contactDialog: React.ReactNode;
};

/** `/casos/<slug>/`: one client's problem, what the agents do, the figures, and the ways onward. */
export function CasePage({ study, agent, contactDialog }: CasePageProps) {
  const { card, page } = study;
  const [contactIntent, setContactIntent] = useState(false);
  const showIntent = () => setContactIntent(true);
  return (
    <ReadingPage
      homeLabel={copy.homeLabel}
      footer={{ ...copy.footer, links: [{ href: pagePaths.home, label: copy.home }, copy.footer.privacy] }}
    >
      <nav aria-label={copy.breadcrumbLabel} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={pagePaths.home} className={quietLinkClass}>
              {copy.home}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={`${pagePaths.home}#${sectionIds.cases}`} className={quietLinkClass}>
              {copy.cases}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <span aria-current="page">{card.client}</span>
          </li>
        </ol>
      </nav>
      <p className="mt-8 text-sm font-semibold tracking-widest text-primary uppercase">{page.sector}</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {page.headline}
      </h1>
      <p className="mt-6 text-lg text-pretty text-muted-foreground">
        <strong className="font-semibold text-foreground">{card.client}</strong>. {card.summary}
      </p>

      <FigureList
        figures={card.metrics}
        className="mt-10 grid gap-4 sm:grid-cols-2"
        itemClassName="rounded-xl border bg-card p-6"
      />

      <ReadingSection id="problema" title={copy.problem}>
        <div className="mt-4 space-y-4 leading-relaxed">
          {page.problem.map((paragraph) => (
            <p key={paragraph} className="text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
      </ReadingSection>

      <ReadingSection id="agentes" title={copy.agents}>
        <ol className="mt-4 grid gap-4">
          {page.agents.map((task, index) => (
            <li key={task.title} className="flex gap-4 rounded-xl border bg-card p-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 font-extrabold text-primary"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold">{task.title}</h3>
                <p className="mt-2 text-pretty text-muted-foreground">{task.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </ReadingSection>

      <ReadingSection id="resultados" title={copy.results}>
        <p className="mt-4 leading-relaxed text-pretty text-muted-foreground">{page.results}</p>
      </ReadingSection>

      {agent ? (
        <ReadingSection id="agente-de-demo" title={copy.agent.title(agent.area)}>
          <p className="mt-4 text-pretty text-muted-foreground">
            <strong className="font-semibold text-foreground">{agent.name}</strong>. {agent.role}
          </p>
          <Button asChild size="lg" variant="outline" className="mt-6">
            <a
              href={agentPath(agent.slug)}
              onClick={() => track("cta_click", { name: "case_agent", agent: agent.slug })}
            >
              {copy.agent.listen}
            </a>
          </Button>
        </ReadingSection>
      ) : null}

      <ReadingSection id="siguiente" title={copy.next.title} className="rounded-xl border bg-card p-6 sm:p-8">
        <p className="mt-4 text-pretty text-muted-foreground">{copy.next.body}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <a href={pagePaths.voiceDemo}>{copy.next.demo}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={site.whatsapp.href} target="_blank" rel="noopener noreferrer" {...onIntent(showIntent)}>
              {copy.next.whatsapp}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`${pagePaths.home}#${sectionIds.contact}`}>{copy.next.contact}</a>
          </Button>
        </div>
      </ReadingSection>
      {contactIntent ? <Suspense>{contactDialog}</Suspense> : null}
    </ReadingPage>
  );
}
