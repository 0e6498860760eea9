import { describe, expect, it } from "vitest";

import { spanishList, withSiteName } from "./load";

describe("withSiteName", () => {
  it("replaces every {marca}, at any depth, and leaves other values alone", () => {
    const data = { title: "{marca} · {marca}", list: [{ text: "Por qué {marca}" }], order: 2, soon: false };
    expect(withSiteName(data, "Acme")).toEqual({
      title: "Acme · Acme",
      list: [{ text: "Por qué Acme" }],
      order: 2,
      soon: false,
    });
  });

  it("does not change the data it was given", () => {
    const data = { title: "{marca}" };
    withSiteName(data, "Acme");
    expect(data.title).toBe("{marca}");
  });
});

describe("spanishList", () => {
  const intl = new Intl.ListFormat("es", { type: "conjunction" });

  it.each([
    [["atiende"]],
    [["atiende", "vende"]],
    [["interactúa", "se conecta", "atiende", "vende", "automatiza"]],
    [["vende", "informa"]],
    [["vende", "hila"]],
    [["vende", "hierve"]],
    [["vende", "ídolos"]],
    [["vende", "Integra"]],
  ])("writes %j as Intl.ListFormat does", (words) => {
    expect(spanishList(words)).toBe(intl.format(words));
  });
});
