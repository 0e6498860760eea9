import { Button } from "~/components/ui/button";

/** What a visitor sees when rendering failed: a way forward, never a stack trace. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Algo salió mal</h1>
      <p className="max-w-md text-balance text-muted-foreground">
        Tuvimos un problema al mostrar esta página. Probá recargarla o volvé al inicio.
        {detail ? <span className="mt-2 block text-sm">({detail})</span> : null}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          Recargar la página
        </Button>
        <Button asChild variant="outline">
          <a href="/">Volver al inicio</a>
        </Button>
      </div>
    </main>
  );
}
