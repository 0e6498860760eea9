import { useCallback, useSyncExternalStore } from "react";

import { Button } from "~/components/ui/button";
import { consentPreferences } from "~/content/privacy";
import { useHydrated } from "~/hooks/use-hydrated";
import type { ConsentState, ConsentStore } from "~/lib/consent";

// The prerendered page shows the first visit's state; a stored answer replaces it on hydration.
const getServerState = (): ConsentState => "pending";

/**
 * The visitor's current answer and the button that asks again (the banner reopens). `consent`
 * is the page's store (lib/consent.ts), handed down by the root.
 */
export function ConsentPreferences({ consent }: { consent: () => ConsentStore }) {
  const subscribe = useCallback((listener: () => void) => consent().subscribe(listener), [consent]);
  const state = useSyncExternalStore(subscribe, () => consent().get(), getServerState);
  // Before hydration the button could not reopen anything: shown, but not yet available.
  const interactive = useHydrated();

  return (
    <div data-slot="consent-preferences" className="flex flex-col items-start gap-3">
      <p role="status" className="text-muted-foreground">
        {consentPreferences.current[state]}
      </p>
      {state !== "refused" && (
        <Button variant="outline" disabled={!interactive} onClick={() => consent().reopen()}>
          {consentPreferences.reopen}
        </Button>
      )}
    </div>
  );
}
