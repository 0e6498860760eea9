import { useSyncExternalStore } from "react";

import { currentDevice, isPhoneDevice } from "../lib/device";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  window.addEventListener("orientationchange", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    window.removeEventListener("orientationchange", onChange);
  };
}

const getSnapshot = () => isPhoneDevice(currentDevice());

/**
 * The prerendered HTML cannot know the device; it assumes a phone so that, until the page is
 * hydrated, every `tel:` and WhatsApp link keeps its native behaviour.
 */
const getServerSnapshot = () => true;

/** Whether this is a phone-type device (not a tablet or desktop), re-evaluated on resize. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
