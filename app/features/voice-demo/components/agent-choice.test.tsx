import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AgentLink } from "~/content/agents";
import { agentChoice } from "~/content/demo-cat";

import { AgentChoice } from "./agent-choice";

const agents: AgentLink[] = [
  { slug: "ventas", name: "Tomás", role: "Califica leads y agenda reuniones.", area: "Ventas", order: 1 },
  { slug: "cobranzas", name: "Sofía", role: "Registra promesas de pago.", area: "Cobranzas", order: 3 },
];

const region = () => within(screen.getByRole("region", { name: "¿Qué agente querés escuchar?" }));
/** The list item that holds `text`. */
const item = (text: string) => region().getByText(text).closest("li")!;

// Following a link is no part of these tests: jsdom does not navigate, and says so.
const stay = (event: Event) => event.preventDefault();
beforeEach(() => window.addEventListener("click", stay));
afterEach(() => window.removeEventListener("click", stay));

describe("AgentChoice", () => {
  it("on /demo-cat/: CAT marked as the current page, not a link; every agent a link to its page, in order", () => {
    render(<AgentChoice agents={agents} current="cat" />);
    expect(document.getElementById("agentes")).toBe(screen.getByRole("region"));
    expect(region().getByRole("heading", { level: 2 })).toHaveTextContent(agentChoice.title);
    const cat = item(agentChoice.cat.name);
    expect(within(cat).queryByRole("link")).toBeNull();
    expect(cat.querySelector("[aria-current=page]")).toHaveTextContent(agentChoice.cat.name);
    expect(cat).toHaveTextContent(agentChoice.cat.role);
    const links = region().getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/demo-cat/ventas/",
      "/demo-cat/cobranzas/",
    ]);
    for (const [index, agent] of agents.entries()) {
      expect(links[index]).toHaveTextContent(agent.name);
      expect(links[index]).toHaveTextContent(agent.area);
      expect(item(agent.role)).toContainElement(links[index]!);
    }
  });

  it("on an agent's page: that agent marked, not a link; CAT a link to /demo-cat/", () => {
    render(<AgentChoice agents={agents} current="cobranzas" />);
    expect(within(item("Sofía")).queryByRole("link")).toBeNull();
    expect(item("Sofía").querySelector("[aria-current=page]")).toHaveTextContent("Sofía");
    expect(
      region()
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/demo-cat/", "/demo-cat/ventas/"]);
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("counts a chosen agent as cta_click agent_choice with the agent", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    render(<AgentChoice agents={agents} current="ventas" />);
    await userEvent.click(region().getByRole("link", { name: /Sofía/ }));
    expect(debug).toHaveBeenLastCalledWith("[analytics]", "cta_click", {
      name: "agent_choice",
      agent: "cobranzas",
    });
    await userEvent.click(region().getByRole("link", { name: /CAT/ }));
    expect(debug).toHaveBeenLastCalledWith("[analytics]", "cta_click", {
      name: "agent_choice",
      agent: "cat",
    });
  });
});
