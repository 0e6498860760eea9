import { useMemo, useSyncExternalStore } from "react";

import { site } from "~/content/site";

import { chooseDriver, createDrivers, type DriverKind, type Drivers } from "../lib/conversation/driver";

const noSubscription = () => () => {};
const configuredDriver = (): DriverKind => chooseDriver(Boolean(site.vapi), "");

/**
 * This visit's drivers (`lib/conversation/driver.ts`). The prerendered HTML has no query string, so hydration
 * starts from the configured driver and `?driver=preview` applies right after.
 */
export function useDrivers(): Drivers {
  const kind = useSyncExternalStore(
    noSubscription,
    () => chooseDriver(Boolean(site.vapi), window.location.search),
    configuredDriver,
  );
  return useMemo(() => createDrivers(kind), [kind]);
}
