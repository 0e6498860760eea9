import { useEffect, useRef, useSyncExternalStore } from "react";

import { Button } from "~/components/ui/button";
import { consentBanner } from "~/content/consent";
import { site } from "~/content/site";
import { type ConsentChoice, consentStore } from "~/lib/consent";

const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const isAsking = () => consentStore().asking();
// The prerendered HTML cannot know the visitor's answer: the banner appears after hydration.
// It is fixed to the viewport, so appearing moves nothing on the page.
const isAskingOnServer = () => false;

/**
 * Asks for analytics consent once, and again when the visitor reopens the choice (the privacy
 * page); hidden when analytics are off or the browser sends GPC/DNT.
 */
export function ConsentBanner() {
  const asking = useSyncExternalStore(subscribe, isAsking, isAskingOnServer);
  const region = useRef<HTMLElement>(null);
  // Where the visitor was when they reopened the choice: focus goes back there after the answer.
  const reopenedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!asking || consentStore().get() === "pending") return;
    // Reopened: take the visitor to the question, which otherwise sits at the end of the tab order.
    reopenedFrom.current = document.activeElement as HTMLElement | null;
    region.current?.focus();
  }, [asking]);

  if (!site.analyticsEnabled || !asking) return null;

  const answer = (choice: ConsentChoice) => {
    consentStore().choose(choice);
    reopenedFrom.current?.focus();
    reopenedFrom.current = null;
  };

  // In the corner where no page keeps a control in its first view: from 1024 px wide (two columns)
  // the right, as on the left it covered 'Iniciar Llamada' at 1280 × 720 (docs/product.md#privacy).
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={consentBanner.label}
      data-slot="consent-banner"
      className="banner-arrival fixed inset-x-2 bottom-2 z-50 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-sm sm:p-4 lg:right-4 lg:left-auto"
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
        <Button size="sm" onClick={() => answer("granted")}>
          {consentBanner.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => answer("denied")}>
          {consentBanner.reject}
        </Button>
      </div>
    </section>
  );
}
