import { Component, Suspense } from "react";

import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import { sectionIds, sectionsUnavailable } from "~/content/home";
import { site } from "~/content/site";
import { loadAfterHydration } from "~/hooks/use-hydration-part";
import { reportError } from "~/lib/errors";

import { useInPageNavigation } from "../hooks/use-in-page-navigation";
import { HeroSection } from "./hero-section";

/**
 * The landing page. Parts owned by other features come in as slots, so features
 * never import each other; `routes/home.tsx` composes them.
 */
export type LandingSlots = {
  /** The animated "Sistema de IA Activo" panel of the AI-revolution section (features/live-demo). */
  liveDemo: React.ReactNode;
  /** The #contacto section (features/contact); it renders its own `<section id="contacto">`. */
  contact: React.ReactNode;
  /**
   * 'Reservar demo' of the final call to action (features/booking): one link element, to #contacto
   * or to Cal.com's scheduler. It is drawn as the CTA button, and receives its class and click tracking.
   */
  bookDemo: React.ReactElement;
};

/*
 * Sections 2 to 10 are in the prerendered HTML, but their code (and the slots' code, which
 * `routes/home.tsx` loads the same way) is fetched only once the body has hydrated: until then
 * React leaves their HTML as it is (selective hydration), so the first hydration needs only the
 * header and hero code. While prerendering, and when this module runs on a page without them (a
 * client-side navigation from /demo-cat), they are loaded with the route instead.
 */
export const sectionsPrerendered =
  !import.meta.env.SSR && document.getElementById(sectionIds.contact) !== null;

const Sections = await loadAfterHydration(
  () => import("./below-the-fold").then((module) => module.BelowTheFold),
  sectionsPrerendered,
);

export function LandingPage({ liveDemo, contact, bookDemo }: LandingSlots) {
  useInPageNavigation();
  return (
    <>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <SectionsBoundary>
          <Suspense>
            <Sections liveDemo={liveDemo} contact={contact} bookDemo={bookDemo} />
          </Suspense>
        </SectionsBoundary>
      </main>
      <SiteFooter />
    </>
  );
}

/** When the sections' code cannot be loaded (offline, or a deploy replaced it): say so, offer a way on. */
class SectionsBoundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { source: "landing-sections" });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section aria-labelledby="sections-unavailable" className="px-4 py-20 text-center sm:px-6">
        <h2 id="sections-unavailable" className="text-2xl font-bold text-balance">
          {sectionsUnavailable.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted-foreground">
          {sectionsUnavailable.body}{" "}
          <a href={site.email.href} className="font-semibold text-primary underline underline-offset-4">
            {site.email.display}
          </a>
          .
        </p>
        <Button type="button" className="mt-6" onClick={() => window.location.reload()}>
          {sectionsUnavailable.reload}
        </Button>
      </section>
    );
  }
}
