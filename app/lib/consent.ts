import { CONSENT_STORAGE_KEY } from "./storage-keys";

/**
 * The visitor's analytics consent (docs/product.md#privacy).
 *
 * - `pending`: no answer yet. Analytics run anonymously in memory, nothing is stored.
 * - `granted`: the visitor pressed "Aceptar": persistent identity and session recording.
 * - `denied`: the visitor pressed "Rechazar": anonymous, memory only.
 * Either answer holds until the visitor reopens the choice (the privacy page) and answers again.
 * - `refused`: the browser sends Global Privacy Control or Do-Not-Track: treated as a
 *   standing "no" that no banner may overturn, so the banner never shows.
 */
export type ConsentChoice = "granted" | "denied";
export type ConsentState = "pending" | ConsentChoice | "refused";

/**
 * What analytics may do under a consent state: keep an identity, record the session, and measure
 * the page's speed (Web Vitals, so the owner sees how fast the site is on real phones).
 */
export type TrackingMode = { persistent: boolean; recording: boolean; webVitals: boolean };

export function trackingMode(state: ConsentState): TrackingMode {
  const granted = state === "granted";
  return { persistent: granted, recording: granted, webVitals: granted };
}

type PrivacySignals = { globalPrivacyControl?: boolean; doNotTrack?: string | null };

/** Global Privacy Control, or the older Do-Not-Track header ("1"), as the browser reports them. */
export function browserRefusesTracking(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1";
}

export function resolveConsent(stored: string | null, refusedByBrowser: boolean): ConsentState {
  if (refusedByBrowser) return "refused";
  return stored === "granted" || stored === "denied" ? stored : "pending";
}

type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): ChoiceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled by the browser: the choice then lasts for this page only.
    return undefined;
  }
}

export type ConsentStore = {
  get: () => ConsentState;
  /** The banner should ask: no answer yet, or the visitor reopened the choice. */
  asking: () => boolean;
  choose: (choice: ConsentChoice) => void;
  /** Asks again; the current answer holds until a new one. A browser's GPC/DNT is never reopened. */
  reopen: () => void;
  subscribe: (listener: () => void) => () => void;
};

export function createConsentStore(
  storage: ChoiceStorage | undefined,
  signals: PrivacySignals,
): ConsentStore {
  const readStored = () => {
    try {
      return storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let state = resolveConsent(readStored(), browserRefusesTracking(signals));
  let reopened = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    asking: () => state === "pending" || reopened,
    choose(choice) {
      if (state === "refused") return;
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, choice);
      } catch {
        // Quota or privacy mode: the choice still applies to this page.
      }
      state = choice;
      reopened = false;
      notify();
    },
    reopen() {
      if (state === "refused" || reopened) return;
      reopened = true;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let store: ConsentStore | undefined;

/** The page's consent, read on first use in the browser (prerendering never calls it). */
export function consentStore(): ConsentStore {
  store ??= createConsentStore(browserStorage(), {
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
    doNotTrack: navigator.doNotTrack,
  });
  return store;
}
