import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

import type { Route } from "./+types/root";
import styles from "./app.css?inline";
import { ErrorPage } from "~/components/layout/error-page";
import { shell } from "~/content/shell";
import { ConsentBanner } from "~/features/consent/components/consent-banner";
import { earlyClickScript, useEarlyClickReplay } from "~/hooks/use-early-click";
import { startAnalytics } from "~/lib/analytics";
import { reportError, startErrorReporting } from "~/lib/errors";

/*
 * The whole stylesheet is inline in every prerendered page: the first paint then needs the HTML
 * alone, where a stylesheet request would share the slow network with the scripts (bench: first
 * paint ...). The browser's bundle leaves the text out (React keeps the prerendered content of a
 * `dangerouslySetInnerHTML` element when it hydrates); the development server keeps it, so edits
 * to app.css show at once.
 */
const inlineStyles = import.meta.env.SSR || import.meta.env.DEV ? styles : "";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const body = useEarlyClickReplay();
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
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} suppressHydrationWarning />
        {/* Before any module runs: see app/hooks/use-early-click.ts. */}
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

export default function App() {
  return (
    <>
      <ConsentBanner />
      <Outlet />
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
