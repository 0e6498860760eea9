import { hero } from "~/content/home";
import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";

export function LandingPage() {
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
              <a href="#contacto">{hero.cta}</a>
            </Button>
          </div>
        </section>
      </main>
    </>
  );
}
