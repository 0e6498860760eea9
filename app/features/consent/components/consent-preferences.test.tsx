import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { consentBanner } from "~/content/consent";
import { consentPreferences } from "~/content/privacy";
import { CONSENT_STORAGE_KEY } from "~/lib/storage-keys";

vi.mock("~/lib/config", async (importOriginal) => {
  const { parseConfig } = await import("~/lib/config-schema");
  return {
    ...(await importOriginal<object>()),
    config: parseConfig({ VITE_POSTHOG_KEY: "phc_testkey000000000000000000" }),
  };
});

/** The privacy page's control beside the banner, as the app shows them, on a fresh consent store. */
async function renderBoth() {
  vi.resetModules();
  const { ConsentBanner } = await import("./consent-banner");
  const { ConsentPreferences } = await import("./consent-preferences");
  return render(
    <>
      <ConsentBanner />
      <ConsentPreferences />
    </>,
  );
}

const banner = () => screen.queryByRole("region", { name: consentBanner.label });

describe("ConsentPreferences", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("reopens the banner; the new answer is stored and focus returns to the button", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    await renderBoth();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(consentPreferences.current.granted);

    const reopen = screen.getByRole("button", { name: consentPreferences.reopen });
    await userEvent.click(reopen);
    expect(banner()).toHaveFocus();

    await userEvent.click(screen.getByRole("button", { name: consentBanner.reject }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(screen.getByRole("status")).toHaveTextContent(consentPreferences.current.denied);
    expect(reopen).toHaveFocus();
  });

  it("under Global Privacy Control: says so, and offers nothing to reopen", async () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    await renderBoth();
    expect(screen.getByRole("status")).toHaveTextContent(consentPreferences.current.refused);
    expect(screen.queryByRole("button", { name: consentPreferences.reopen })).not.toBeInTheDocument();
  });
});
