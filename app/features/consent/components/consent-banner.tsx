import { useSyncExternalStore } from "react";

import { Button } from "~/components/ui/button";
import { consentBanner } from "~/content/consent";
import { site } from "~/content/site";
import { type ConsentState, consentStore } from "~/lib/consent";

const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const getState = () => consentStore().get();
// The prerendered HTML cannot know the visitor's answer: the banner appears after hydration.
// It is fixed to the viewport, so appearing moves nothing on the page.
const getServerState = (): ConsentState => "refused";

/** Asks once for analytics consent; hidden when analytics are off or the browser sends GPC/DNT. */
export function ConsentBanner() {
  const state = useSyncExternalStore(subscribe, getState, getServerState);
  if (!site.analyticsEnabled || state !== "pending") return null;

  return (
    <section
      aria-label={consentBanner.label}
      data-slot="consent-banner"
      className="fixed inset-x-2 bottom-2 z-50 animate-in rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg duration-300 fade-in slide-in-from-bottom-4 sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-sm sm:p-4"
    >
      <p className="text-sm text-muted-foreground">
        {consentBanner.message}{" "}
        <a
          href={consentBanner.privacyPolicy.href}
          className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
        >
          {consentBanner.privacyPolicy.label}
        </a>
      </p>
      <div className="mt-2 flex gap-2 sm:mt-3">
        <Button size="sm" onClick={() => consentStore().choose("granted")}>
          {consentBanner.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => consentStore().choose("denied")}>
          {consentBanner.reject}
        </Button>
      </div>
    </section>
  );
}
