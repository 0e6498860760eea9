import { describe, expect, it } from "vitest";

import { cardAlign, layouts } from "./layouts";

describe("cardAlign", () => {
  it("keeps cards near the left and right edges inside the stage", () => {
    expect(cardAlign({ x: 10 })).toBe("start");
    expect(cardAlign({ x: 50 })).toBe("center");
    expect(cardAlign({ x: 89 })).toBe("end");
  });
});

describe("layouts", () => {
  it("place every agent inside the stage, far enough from the edges for its node", () => {
    for (const agents of Object.values(layouts)) {
      for (const agent of agents) {
        expect(agent.x).toBeGreaterThanOrEqual(5);
        expect(agent.x).toBeLessThanOrEqual(95);
        expect(agent.y).toBeGreaterThanOrEqual(10);
        expect(agent.y).toBeLessThanOrEqual(90);
      }
    }
  });
});
