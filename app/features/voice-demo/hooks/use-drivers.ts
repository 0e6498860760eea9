import { useMemo, useSyncExternalStore } from "react";

import { site } from "~/content/site";

import type { AgentDemo } from "../lib/conversation/demo-agent";
import { chooseDriver, createDrivers, type DriverKind, type Drivers } from "../lib/conversation/driver";

const noSubscription = () => () => {};
const configuredDriver = (): DriverKind => chooseDriver(Boolean(site.vapi), "");

/**
 * This visit's drivers (`lib/conversation/driver.ts`), for CAT's assistant or the demo `agent`. The
 * prerendered HTML has no query string, so hydration starts from the configured driver and
 * `?driver=preview` applies right after.
 */
export function useDrivers(agent?: AgentDemo): Drivers {
  const kind = useSyncExternalStore(
    noSubscription,
    () => chooseDriver(Boolean(site.vapi), window.location.search),
    configuredDriver,
  );
  return useMemo(() => createDrivers(kind, agent), [kind, agent]);
}
