import { describe, expect, it } from "vitest";

import { chooseDriver } from "./driver";

describe("chooseDriver", () => {
  it("uses the preview without a Vapi configuration, whatever the address says", () => {
    expect(chooseDriver(false, "")).toBe("preview");
    expect(chooseDriver(false, "?driver=vapi")).toBe("preview");
  });

  it("uses Vapi when configured, and the preview on ?driver=preview", () => {
    expect(chooseDriver(true, "")).toBe("vapi");
    expect(chooseDriver(true, "?utm_source=x")).toBe("vapi");
    expect(chooseDriver(true, "?driver=preview")).toBe("preview");
  });
});
