import { describe, expect, it } from "vitest";

import {
  isTallyFormLoaded,
  nextTallyStatus,
  showsAlternatives,
  tallyEmbedUrl,
  type TallyStatus,
} from "./tally";

describe("tallyEmbedUrl", () => {
  it("asks for left alignment, no title, a transparent background and dynamic height", () => {
    expect(tallyEmbedUrl("wA1bCd")).toBe(
      "https://tally.so/embed/wA1bCd?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1",
    );
  });
});

describe("nextTallyStatus", () => {
  it("starts loading only when the section approaches the viewport", () => {
    expect(nextTallyStatus("waiting", "near-viewport")).toBe("loading");
    expect(nextTallyStatus("waiting", "timeout")).toBe("waiting");
  });

  it.each([
    ["form-loaded", "loaded"],
    ["script-failed", "failed"],
    ["timeout", "timed-out"],
  ] as const)("while loading, %s leads to %s", (event, status) => {
    expect(nextTallyStatus("loading", event)).toBe(status);
  });

  it.each<TallyStatus>(["unconfigured", "loaded", "failed", "timed-out"])("%s is final", (status) => {
    for (const event of ["near-viewport", "form-loaded", "script-failed", "timeout"] as const) {
      expect(nextTallyStatus(status, event)).toBe(status);
    }
  });

  it("offers the alternatives when unconfigured, failed or timed out, and only then", () => {
    expect(
      (["unconfigured", "waiting", "loading", "loaded", "failed", "timed-out"] as const).filter(
        showsAlternatives,
      ),
    ).toEqual(["unconfigured", "failed", "timed-out"]);
  });
});

describe("isTallyFormLoaded", () => {
  const loaded = JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: "wA1bCd" } });

  it("accepts Tally's loaded message for our form", () => {
    expect(isTallyFormLoaded({ origin: "https://tally.so", data: loaded }, "wA1bCd")).toBe(true);
  });

  it("rejects other origins, other forms, other events and malformed data", () => {
    expect(isTallyFormLoaded({ origin: "https://evil.example", data: loaded }, "wA1bCd")).toBe(false);
    expect(isTallyFormLoaded({ origin: "https://tally.so", data: loaded }, "other1")).toBe(false);
    const pageView = JSON.stringify({ event: "Tally.FormPageView", payload: { formId: "wA1bCd", page: 1 } });
    expect(isTallyFormLoaded({ origin: "https://tally.so", data: pageView }, "wA1bCd")).toBe(false);
    expect(isTallyFormLoaded({ origin: "https://tally.so", data: "Tally.FormLoaded{" }, "wA1bCd")).toBe(
      false,
    );
    expect(
      isTallyFormLoaded({ origin: "https://tally.so", data: { event: "Tally.FormLoaded" } }, "wA1bCd"),
    ).toBe(false);
  });
});
