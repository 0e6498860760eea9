import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "~/components/layout/error-page";
import { shell } from "~/content/shell";
import { ConsentBanner } from "~/features/consent/components/consent-banner";
import { earlyClickScript, useHydrationPart } from "~/hooks/use-hydration-part";
import { startAnalytics } from "~/lib/analytics";
import { consentStore, type ConsentStore } from "~/lib/consent";
import { reportError, startErrorReporting } from "~/lib/errors";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const body = useHydrationPart<HTMLBodyElement>();
  // Here rather than in App: the error page renders instead of App, and its error must still be sent.
  useEffect(() => {
    startErrorReporting();
    startAnalytics();
  }, []);

  return (
    <html lang="es-AR" className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0f1a" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <Links />
        {/* Before any module runs: see app/hooks/use-hydration-part.ts. */}
        <script dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
      </head>
      <body {...body}>
        <a
          href="#main"
          className="fixed top-2 left-2 z-[60] -translate-y-[200%] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground outline-none focus-visible:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {shell.skipToContent}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What the root hands to its routes (`useOutletContext`). */
export type RootContext = {
  /**
   * The page's consent, for the privacy page's "change my choice". Handed down rather than
   * imported there: the consent code then stays in the root's chunk instead of becoming one
   * more file in every page's first load.
   */
  consent: () => ConsentStore;
};

const context: RootContext = { consent: consentStore };

export default function App() {
  return (
    <>
      <ConsentBanner />
      <Outlet context={context} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    reportError(error, { source: "router-error-boundary" });
  }, [error]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorPage detail={detail} />;
}
