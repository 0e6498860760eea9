import { describe, expect, it } from "vitest";

import { createSpeechDetector } from "./speech-detector";

describe("createSpeechDetector", () => {
  it("reports speaking on the first sound and silence only after the hold time", () => {
    const update = createSpeechDetector({ threshold: 0.02, holdMs: 1000 });
    expect(update(0.01, 0)).toBeNull();
    expect(update(0.2, 100)).toBe(true);
    expect(update(0.3, 200)).toBeNull();
    expect(update(0, 1100)).toBeNull();
    expect(update(0, 1200)).toBe(false);
    expect(update(0, 1300)).toBeNull();
    expect(update(0.05, 1400)).toBe(true);
  });
});
