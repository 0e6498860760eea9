import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { consentBanner } from "~/content/consent";
import { CONSENT_STORAGE_KEY } from "~/lib/storage-keys";

vi.mock("~/lib/config", async (importOriginal) => {
  const { parseConfig } = await import("~/lib/config-schema");
  return {
    ...(await importOriginal<object>()),
    config: parseConfig({
      VITE_POSTHOG_KEY: "phc_testkey000000000000000000",
      VITE_POSTHOG_HOST: "https://eu.i.posthog.com",
    }),
  };
});

/** A fresh module graph per test: the consent store reads the browser once per page. */
async function renderBanner() {
  vi.resetModules();
  const { ConsentBanner } = await import("./consent-banner");
  return render(<ConsentBanner />);
}

describe("ConsentBanner", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("asks once, with a privacy link, and 'Aceptar' stores the answer and closes it", async () => {
    await renderBanner();
    const region = screen.getByRole("region", { name: consentBanner.label });
    expect(region).toHaveTextContent(consentBanner.message);
    expect(screen.getByRole("link", { name: consentBanner.privacyPolicy.label })).toHaveAttribute(
      "href",
      consentBanner.privacyPolicy.href,
    );

    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));

    expect(screen.queryByRole("region", { name: consentBanner.label })).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
  });

  it("'Rechazar' stores the refusal and closes it", async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(screen.queryByRole("region", { name: consentBanner.label })).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
  });

  it("stays away once the visitor has answered", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    await renderBanner();
    expect(screen.queryByRole("region", { name: consentBanner.label })).not.toBeInTheDocument();
  });

  it("never shows when the browser sends Global Privacy Control", async () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    await renderBanner();
    expect(screen.queryByRole("region", { name: consentBanner.label })).not.toBeInTheDocument();
  });
});
