import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { agentLinks, agentLinksOf, agentOfArea } from "./agents.server";
import type { AgentContent } from "./schema";
import { site } from "./site";

const agent = (area: string, order: number, name = "Ana") =>
  ({
    area,
    order,
    name,
    role: `Atiende por {marca}.`,
    company: { name: "X", about: "Y" },
  }) as unknown as AgentContent;

describe("agentLinksOf", () => {
  it("keeps slug, name, role, area and order, in the owner's order, then by address", () => {
    const links = agentLinksOf({
      "./data/agents/ventas.json": agent("Ventas y generación de leads", 2),
      "./data/agents/encuestas.json": agent("Encuestas y fidelización", 1),
      "./data/agents/cobranzas.json": agent("Cobranzas", 2),
    });
    expect(links.map((link) => link.slug)).toEqual(["encuestas", "cobranzas", "ventas"]);
    expect(links[0]).toEqual({
      slug: "encuestas",
      name: "Ana",
      role: `Atiende por ${site.name}.`,
      area: "Encuestas y fidelización",
      order: 1,
    });
  });
});

describe("the built content's agents", () => {
  const slugs = readdirSync(join(import.meta.dirname, "data/agents")).map((name) =>
    name.replace(/\.json$/, ""),
  );

  it("lists every agent file, ordered by `order`", () => {
    const links = agentLinks();
    expect(links.map((link) => link.slug).sort()).toEqual(slugs.sort());
    expect(links.map((link) => link.order)).toEqual(links.map((link) => link.order).sort((a, b) => a - b));
  });

  it("finds an area's agent, and none for an area without one or a case without an area", () => {
    for (const link of agentLinks()) expect(agentOfArea(link.area)).toEqual(link);
    expect(agentOfArea("Área sin agente")).toBeUndefined();
    expect(agentOfArea(undefined)).toBeUndefined();
  });
});
