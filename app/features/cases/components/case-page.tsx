import { Suspense, useState } from "react";
import { Link } from "react-router";

import { BrandLink } from "~/components/layout/brand-link";
import { Button } from "~/components/ui/button";
import type { CaseStudy } from "~/content/cases";
import { casePage as copy } from "~/content/case-page";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { pagePaths } from "~/lib/paths";

const linkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

type CasePageProps = {
  study: CaseStudy;
  /**
   * The contact dialogs (features/contact), lazily loaded: on a computer, the WhatsApp link then
   * opens the dialog with its QR code, as on the landing. Mounted on the first hover or focus of
   * that link; until its code is there, the link opens WhatsApp itself.
   */
  contactDialog: React.ReactNode;
};

/** `/casos/<slug>/`: one client's problem, what the agents do, the figures, and the ways onward. */
export function CasePage({ study, contactDialog }: CasePageProps) {
  const { card, page } = study;
  const [contactIntent, setContactIntent] = useState(false);
  const showIntent = () => setContactIntent(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-(--header-height) max-w-3xl items-center px-4 sm:px-6">
          <BrandLink label={copy.homeLabel} />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label={copy.breadcrumbLabel} className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={pagePaths.home} className={linkClass}>
                {copy.home}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a href={`${pagePaths.home}#${sectionIds.cases}`} className={linkClass}>
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

        <dl className="mt-10 grid gap-4 sm:grid-cols-2">
          {card.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col-reverse rounded-xl border bg-card p-6">
              <dt className="text-pretty">{metric.label}</dt>
              <dd className="text-2xl font-extrabold text-primary">{metric.value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="problema" className="mt-12">
          <h2 id="problema" className="text-2xl font-bold tracking-tight text-balance">
            {copy.problem}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed">
            {page.problem.map((paragraph) => (
              <p key={paragraph} className="text-pretty text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
        </section>

        <section aria-labelledby="agentes" className="mt-12">
          <h2 id="agentes" className="text-2xl font-bold tracking-tight text-balance">
            {copy.agents}
          </h2>
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
        </section>

        <section aria-labelledby="resultados" className="mt-12">
          <h2 id="resultados" className="text-2xl font-bold tracking-tight text-balance">
            {copy.results}
          </h2>
          <p className="mt-4 leading-relaxed text-pretty text-muted-foreground">{page.results}</p>
        </section>

        <section aria-labelledby="siguiente" className="mt-12 rounded-xl border bg-card p-6 sm:p-8">
          <h2 id="siguiente" className="text-2xl font-bold tracking-tight text-balance">
            {copy.next.title}
          </h2>
          <p className="mt-4 text-pretty text-muted-foreground">{copy.next.body}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <a href={pagePaths.voiceDemo}>{copy.next.demo}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a
                href={site.whatsapp.href}
                target="_blank"
                rel="noopener noreferrer"
                onPointerEnter={showIntent}
                onFocus={showIntent}
              >
                {copy.next.whatsapp}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`${pagePaths.home}#${sectionIds.contact}`}>{copy.next.contact}</a>
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t border-border/70">
        <div className="mx-auto flex max-w-3xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          {/* Prerendered at build time; a visit in a later year shows that year without a hydration warning. */}
          <p suppressHydrationWarning>{copy.footer.copyright(new Date().getFullYear())}</p>
          <nav aria-label={copy.footer.navLabel} className="flex items-center gap-5">
            <Link to={pagePaths.home} className={linkClass}>
              {copy.home}
            </Link>
            <Link to={copy.footer.privacy.href} className={linkClass}>
              {copy.footer.privacy.label}
            </Link>
          </nav>
        </div>
      </footer>
      {contactIntent ? <Suspense>{contactDialog}</Suspense> : null}
    </div>
  );
}
