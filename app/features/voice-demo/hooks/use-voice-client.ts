import { useMemo, useSyncExternalStore } from "react";

import { site } from "~/content/site";

import { chooseDriver, type DriverKind } from "../lib/driver";
import { createPreviewClient } from "../lib/preview-client";
import { createVapiClient } from "../lib/vapi-client.client";
import type { VoiceClient } from "../lib/voice-client";

const noSubscription = () => () => {};
const configuredDriver = (): DriverKind => chooseDriver(Boolean(site.vapi), "");

/**
 * The driver for this visit. The prerendered HTML has no query string, so hydration
 * starts from the configured driver and `?driver=preview` applies right after.
 */
export function useVoiceClient(): { kind: DriverKind; client: VoiceClient } {
  const kind = useSyncExternalStore(
    noSubscription,
    () => chooseDriver(Boolean(site.vapi), window.location.search),
    configuredDriver,
  );
  const client = useMemo(
    () =>
      // `.client` modules are empty while prerendering; no call starts there anyway.
      kind === "vapi" && site.vapi && !import.meta.env.SSR
        ? createVapiClient({ ...site.vapi, maxCallSeconds: site.demoMaxCallSeconds })
        : createPreviewClient(),
    [kind],
  );
  return { kind, client };
}
