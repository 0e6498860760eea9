import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { agentSlugByArea, agentSlugOf } from "./agents";
import { industries } from "./home";

const folder = join(import.meta.dirname, "data/agents");
/** Every agent file as written: its slug and its area. */
const files = readdirSync(folder).map((name) => ({
  slug: name.replace(/\.json$/, ""),
  area: (JSON.parse(readFileSync(join(folder, name), "utf8")) as { area: string }).area,
}));

describe("the landing's agents by area", () => {
  it("maps every agent file's area to its slug, and nothing else", () => {
    expect(files.length).toBeGreaterThan(0);
    expect([...agentSlugByArea].sort()).toEqual(files.map(({ slug, area }) => [area, slug]).sort());
  });

  it("names areas of «Soluciones por área» only: every agent has its card", () => {
    const titles = industries.items.map((item) => item.title);
    for (const area of agentSlugByArea.keys()) expect(titles).toContain(area);
  });

  it("takes the slug from the file name", () => {
    expect(agentSlugOf("./data/agents/atencion-al-cliente.json")).toBe("atencion-al-cliente");
  });
});
