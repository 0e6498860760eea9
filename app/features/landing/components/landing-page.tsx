import { lazy, Suspense } from "react";

import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { footer, headerCopy, hero, navigation } from "~/content/home";
import { reportError } from "~/lib/errors";

import { useInPageNavigation } from "../hooks/use-in-page-navigation";
import { captureEarlyClicks } from "../lib/early-clicks";
import { whenPageLoaded } from "../lib/when-page-loaded";
import { HeroSection } from "./hero-section";

const loadBelowTheFold = () => import("./below-the-fold");

const replayEarlyClicks = captureEarlyClicks("main button");

// The prerender must write these sections in place, not as a streamed chunk swapped in by
// an inline script: on the server the module is loaded before rendering and handed to
// React.lazy as a thenable that resolves at once, so React never suspends there.
const prerendered = import.meta.env.SSR ? await loadBelowTheFold() : undefined;

/**
 * Everything below the hero is in the prerendered HTML, but its JavaScript is fetched
 * only after the load event: until then React leaves that HTML as it is (selective
 * hydration), so the first paint needs only the header and hero code.
 */
const BelowTheFold = lazy(() => {
  if (prerendered) {
    const module = prerendered;
    return {
      then: (resolve: (value: { default: typeof module.BelowTheFold }) => void) =>
        resolve({ default: module.BelowTheFold }),
    } as Promise<{ default: typeof module.BelowTheFold }>;
  }
  return whenPageLoaded()
    .then(loadBelowTheFold)
    .then(
      (module) => ({ default: module.BelowTheFold }),
      (error: unknown) => {
        // Offline or a stale deploy: the prerendered sections stay as plain HTML, links included.
        reportError(error, { source: "landing-below-the-fold-import" });
        return new Promise<never>(() => {});
      },
    );
});

/**
 * The landing page. Parts owned by other features come in as slots, so features
 * never import each other; `routes/home.tsx` composes them.
 */
export type LandingSlots = {
  /** The animated "Sistema de IA Activo" panel of the AI-revolution section (features/live-demo). */
  liveDemo?: React.ReactNode;
  /** The #contacto section (features/contact); it renders its own `<section id="contacto">`. */
  contact?: React.ReactNode;
};

export function LandingPage({ liveDemo, contact }: LandingSlots) {
  useInPageNavigation();
  return (
    <>
      <SiteHeader navigation={navigation} labels={headerCopy} />
      <main id="main">
        <HeroSection content={hero} />
        <Suspense>
          <BelowTheFold liveDemo={liveDemo} contact={contact} onReady={replayEarlyClicks} />
        </Suspense>
      </main>
      <SiteFooter content={footer} />
    </>
  );
}
