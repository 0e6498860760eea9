import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { AgentLink } from "~/content/agents";
import { casePage } from "~/content/case-page";
import { caseStudy } from "~/content/cases.server";

import { CasePage } from "./case-page";

const study = caseStudy("logistica")!;
const agent: AgentLink = {
  slug: "atencion-al-cliente",
  name: "Lucía",
  role: "Responde el estado de cada pedido.",
  area: "Atención al cliente",
  order: 2,
};

const renderPage = (props: Partial<React.ComponentProps<typeof CasePage>> = {}) =>
  render(
    <MemoryRouter>
      <CasePage study={study} contactDialog={null} {...props} />
    </MemoryRouter>,
  );

describe("CasePage and its area's agent", () => {
  it("links the agent the loader found, named with its area, and counts the click", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    renderPage({ agent });
    const section = within(screen.getByRole("region", { name: casePage.agent.title(agent.area) }));
    expect(section.getByText(agent.name)).toBeInTheDocument();
    expect(section.getByText(agent.role, { exact: false })).toBeInTheDocument();
    const link = section.getByRole("link", { name: "Escuchalo en acción" });
    expect(link).toHaveAttribute("href", "/demo-cat/atencion-al-cliente/");
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(debug).toHaveBeenLastCalledWith("[analytics]", "cta_click", {
      name: "case_agent",
      agent: "atencion-al-cliente",
    });
  });

  it("shows no such block without an agent", () => {
    renderPage();
    expect(screen.queryByRole("link", { name: "Escuchalo en acción" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /Escuchá al agente/ })).toBeNull();
  });
});
