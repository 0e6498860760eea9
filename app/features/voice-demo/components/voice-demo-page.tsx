import { demoPage } from "~/content/demo-cat";
import { SiteHeader } from "~/components/layout/site-header";

export function VoiceDemoPage() {
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 pt-(--header-height)"
      >
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{demoPage.title}</h1>
        <p className="text-lg text-muted-foreground">{demoPage.intro}</p>
      </main>
    </>
  );
}
