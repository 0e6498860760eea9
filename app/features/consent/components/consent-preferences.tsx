import { useSyncExternalStore } from "react";

import { Button } from "~/components/ui/button";
import { consentPreferences } from "~/content/privacy";
import { type ConsentState, consentStore } from "~/lib/consent";

const subscribe = (listener: () => void) => consentStore().subscribe(listener);
const getState = () => consentStore().get();
// The prerendered page shows the first visit's state; a stored answer replaces it on hydration.
const getServerState = (): ConsentState => "pending";

/** The visitor's current answer and the button that asks again (the banner reopens). */
export function ConsentPreferences() {
  const state = useSyncExternalStore(subscribe, getState, getServerState);

  return (
    <div data-slot="consent-preferences" className="flex flex-col items-start gap-3">
      <p role="status" className="text-muted-foreground">
        {consentPreferences.current[state]}
      </p>
      {state !== "refused" && (
        <Button variant="outline" onClick={() => consentStore().reopen()}>
          {consentPreferences.reopen}
        </Button>
      )}
    </div>
  );
}
