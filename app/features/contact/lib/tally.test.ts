import { describe, expect, it } from "vitest";

import {
  nextTallyStatus,
  showsAlternatives,
  tallyEmbedUrl,
  tallyFormEvent,
  type TallyStatus,
  utmFields,
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

  it.each<TallyStatus>(["loaded", "failed", "timed-out"])("%s is final", (status) => {
    for (const event of ["near-viewport", "form-loaded", "script-failed", "timeout"] as const) {
      expect(nextTallyStatus(status, event)).toBe(status);
    }
  });

  it("offers the alternatives when failed or timed out, and only then", () => {
    expect(
      (["waiting", "loading", "loaded", "failed", "timed-out"] as const).filter(showsAlternatives),
    ).toEqual(["failed", "timed-out"]);
  });
});

describe("tallyFormEvent", () => {
  const message = (event: string, formId = "wA1bCd") => JSON.stringify({ event, payload: { formId } });
  const loaded = message("Tally.FormLoaded");
  const submitted = JSON.stringify({
    event: "Tally.FormSubmitted",
    payload: { id: "r1", respondentId: "p1", formId: "wA1bCd", formName: "Contacto", fields: [] },
  });

  it("reads Tally's loaded and submitted messages for our form", () => {
    expect(tallyFormEvent({ origin: "https://tally.so", data: loaded }, "wA1bCd")).toBe("Tally.FormLoaded");
    expect(tallyFormEvent({ origin: "https://tally.so", data: submitted }, "wA1bCd")).toBe(
      "Tally.FormSubmitted",
    );
  });

  it("ignores a submission from another origin, even one posing as Tally", () => {
    for (const origin of [
      "https://evil.example",
      "https://tally.so.evil.example",
      "http://tally.so",
      "null",
    ]) {
      expect(tallyFormEvent({ origin, data: submitted }, "wA1bCd"), origin).toBeUndefined();
    }
  });

  it("ignores a submission of another form", () => {
    expect(tallyFormEvent({ origin: "https://tally.so", data: submitted }, "other1")).toBeUndefined();
    expect(
      tallyFormEvent(
        { origin: "https://tally.so", data: message("Tally.FormSubmitted", "other1") },
        "wA1bCd",
      ),
    ).toBeUndefined();
  });

  it("ignores other events and malformed data", () => {
    const pageView = JSON.stringify({ event: "Tally.FormPageView", payload: { formId: "wA1bCd", page: 1 } });
    expect(tallyFormEvent({ origin: "https://tally.so", data: pageView }, "wA1bCd")).toBeUndefined();
    expect(
      tallyFormEvent({ origin: "https://tally.so", data: "Tally.FormLoaded{" }, "wA1bCd"),
    ).toBeUndefined();
    expect(tallyFormEvent({ origin: "https://tally.so", data: "null" }, "wA1bCd")).toBeUndefined();
    expect(
      tallyFormEvent({ origin: "https://tally.so", data: { event: "Tally.FormSubmitted" } }, "wA1bCd"),
    ).toBeUndefined();
    expect(
      tallyFormEvent(
        { origin: "https://tally.so", data: JSON.stringify({ event: "Tally.FormSubmitted" }) },
        "wA1bCd",
      ),
    ).toBeUndefined();
  });
});

describe("utmFields", () => {
  it("keeps the utm_* parameters of the visit, in order, and nothing else", () => {
    expect(
      utmFields(
        "?utm_source=linkedin&gclid=abc&utm_campaign=lanzamiento%202026&utm_medium=&ref=x&utm_content=b",
      ),
    ).toEqual([
      ["utm_source", "linkedin"],
      ["utm_campaign", "lanzamiento 2026"],
      ["utm_content", "b"],
    ]);
    expect(utmFields("")).toEqual([]);
  });

  it("become hidden fields in the embed address", () => {
    expect(
      tallyEmbedUrl("wA1bCd", [
        ["utm_source", "linkedin"],
        ["utm_campaign", "a&b c"],
      ]),
    ).toBe(
      "https://tally.so/embed/wA1bCd?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1" +
        "&utm_source=linkedin&utm_campaign=a%26b%20c",
    );
  });
});
