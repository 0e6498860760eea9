import { basename } from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

import config from "../.dependency-cruiser.js";

/** The circles `npm run lint` finds in a fixture folder, each as "a.ts → b.ts → a.ts". */
async function circles(fixture: string) {
  const { output } = await cruise([`scripts/fixtures/import-circles/${fixture}`], {
    ...config.options,
    // The project's own run leaves the fixtures out; here they are what is checked.
    exclude: undefined,
    ruleSet: config,
    validate: true,
  });
  if (typeof output === "string") throw new Error("expected the cruise's result, not a report");
  return output.summary.violations.map(({ from, cycle = [] }) =>
    [from, ...cycle.map(({ name }) => name)].map((file) => basename(file)).join(" → "),
  );
}

describe("the import-circle lint", () => {
  it("fails two files that import each other", async () => {
    expect(await circles("circle")).toEqual(["a.ts → b.ts → a.ts"]);
  });

  it("fails a circle of type-only imports: gone at run time, the two files are tangled all the same", async () => {
    expect(await circles("type-circle")).toEqual(["a.ts → b.ts → a.ts"]);
  });

  it("passes files that import only what is below them", async () => {
    expect(await circles("no-circle")).toEqual([]);
  });
});
