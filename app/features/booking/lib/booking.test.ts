import { describe, expect, it } from "vitest";

import { calEmbedScriptUrl } from "./booking";

describe("calEmbedScriptUrl", () => {
  it("is the embed script of the configured Cal.com host", () => {
    expect(calEmbedScriptUrl("https://app.cal.com")).toBe("https://app.cal.com/embed/embed.js");
    expect(calEmbedScriptUrl("https://cal.agentia.example")).toBe(
      "https://cal.agentia.example/embed/embed.js",
    );
  });
});
