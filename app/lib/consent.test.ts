import { describe, expect, it } from "vitest";

import { browserRefusesTracking, createConsentStore, resolveConsent, trackingMode } from "./consent";
import { CONSENT_STORAGE_KEY } from "./storage-keys";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("consent", () => {
  it("starts pending: memory only, no recording", () => {
    const store = createConsentStore(memoryStorage(), {});
    expect(store.get()).toBe("pending");
    expect(trackingMode(store.get())).toEqual({ persistent: false, recording: false, webVitals: false });
  });

  it("'Aceptar' grants persistence and recording, stores the choice and notifies", () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, {});
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get()));

    store.choose("granted");

    expect(seen).toEqual(["granted"]);
    expect(trackingMode(store.get())).toEqual({ persistent: true, recording: true, webVitals: true });
    expect(storage.values.get(CONSENT_STORAGE_KEY)).toBe("granted");
  });

  it("'Rechazar' keeps memory mode and is remembered on the next visit", () => {
    const storage = memoryStorage();
    createConsentStore(storage, {}).choose("denied");

    const nextVisit = createConsentStore(storage, {});
    expect(nextVisit.get()).toBe("denied");
    expect(trackingMode(nextVisit.get())).toEqual({ persistent: false, recording: false, webVitals: false });
  });

  it("asks until answered; reopened, it asks again and keeps the old answer until a new one", () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, {});
    expect(store.asking()).toBe(true);
    store.choose("granted");
    expect(store.asking()).toBe(false);

    const seen: string[] = [];
    store.subscribe(() => seen.push(`${store.get()} asking=${store.asking()}`));
    store.reopen();
    expect(store.get()).toBe("granted");
    store.choose("denied");

    expect(seen).toEqual(["granted asking=true", "denied asking=false"]);
    expect(storage.values.get(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(createConsentStore(storage, {}).get()).toBe("denied");
  });

  it("never reopens a choice the browser made with GPC or Do-Not-Track", () => {
    const store = createConsentStore(memoryStorage(), { globalPrivacyControl: true });
    store.reopen();
    expect(store.asking()).toBe(false);
  });

  it.each([
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do-Not-Track", { doNotTrack: "1" }],
  ])(
    "%s means no persistence, no recording and no Web Vitals, even after an earlier 'Aceptar'",
    (_name, signals) => {
      const store = createConsentStore(memoryStorage({ [CONSENT_STORAGE_KEY]: "granted" }), signals);
      expect(store.get()).toBe("refused");
      store.choose("granted");
      expect(store.get()).toBe("refused");
      expect(trackingMode(store.get())).toEqual({ persistent: false, recording: false, webVitals: false });
    },
  );

  it("reads the browser's signals and ignores unknown stored values", () => {
    expect(browserRefusesTracking({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(false);
    expect(browserRefusesTracking({ doNotTrack: null })).toBe(false);
    expect(resolveConsent("maybe", false)).toBe("pending");
  });

  it("still works for this page when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const store = createConsentStore(broken, {});
    expect(store.get()).toBe("pending");
    store.choose("granted");
    expect(store.get()).toBe("granted");
  });
});
