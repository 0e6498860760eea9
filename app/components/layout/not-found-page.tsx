import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { Button } from "~/components/ui/button";
import { notFound } from "~/content/not-found";

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The missing path is logged, so broken inbound links show up in the console and error tools
    // (docs/product.md#pages).
    console.error("404: ruta inexistente:", pathname);
  }, [pathname]);

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.heading}
      </h1>
      <p className="max-w-md text-muted-foreground">{notFound.body}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">{notFound.homeLink}</Link>
      </Button>
    </main>
  );
}
