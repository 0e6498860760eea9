import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import { hero } from "~/content/home";
import { track } from "~/lib/analytics";

/**
 * The landing page. Parts owned by other features come in as slots, so features
 * never import each other; `routes/home.tsx` composes them.
 */
export type LandingSlots = {
  /** The animated "Sistema de IA Activo" panel of the AI-revolution section (features/live-demo). */
  liveDemo?: React.ReactNode;
  /** The #contacto section (features/contact). */
  contact?: React.ReactNode;
};

export function LandingPage({ liveDemo, contact }: LandingSlots) {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <section
          aria-labelledby="hero-title"
          className="mx-auto flex min-h-dvh max-w-5xl flex-col justify-center gap-6 px-6 pt-(--header-height)"
        >
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {hero.headline}
          </h1>
          <p className="text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
          <div>
            <Button asChild size="lg">
              <a href="#contacto" onClick={() => track("cta_click", { name: "hero_contact_button" })}>
                {hero.cta}
              </a>
            </Button>
          </div>
        </section>
        {liveDemo}
        {contact}
      </main>
    </>
  );
}
