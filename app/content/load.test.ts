import { describe, expect, it } from "vitest";

import { withSiteName } from "./load";

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
