import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { agentSlugByArea } from "~/content/agents";
import { hero, industries, navigation } from "~/content/home";
import { finalCta } from "~/content/home";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { LandingPage } from "./landing-page";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

const contactSlot = (
  <section id="contacto" aria-label="Contacto">
    contacto
  </section>
);

// The route passes features/booking's link; any link element fills the slot the same way.
const bookDemoSlot = <a href="#contacto">{finalCta.bookDemo}</a>;

function renderPage() {
  return render(
    <MemoryRouter>
      <LandingPage liveDemo={<p>demo en vivo</p>} contact={contactSlot} bookDemo={bookDemoSlot} />
    </MemoryRouter>,
  );
}

/** The card (list item) whose heading is `title`. */
const card = (title: string) => within(screen.getByRole("heading", { name: title, level: 3 }).closest("li")!);

describe("landing content", () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("has a section for every nav anchor, with the 'Por qué' section as #about", () => {
    renderPage();
    for (const item of navigation) expect(document.getElementById(item.id), item.id).toBeInTheDocument();
    expect(document.getElementById("about")).toHaveAccessibleName(`Por qué ${site.name}`);
  });

  it("states each figure of docs/product.md#the-landing-page in its own card (sections 6, 7 and 8)", async () => {
    const user = userEvent.setup();
    renderPage();
    // AI revolution: each figure sits in the card of its own label.
    const stats: [string, string][] = [
      ["Reducción de costos operativos", "40-75%"],
      ["Aumento de productividad", "3-10x"],
      ["Decisiones más rápidas", "90%"],
      ["De las empresas usará IA en 2026", "85%"],
    ];
    const revolution = within(document.getElementById("ai-revolution")!);
    for (const [term, value] of stats) {
      expect(revolution.getByText(term).parentElement).toHaveTextContent(value);
    }
    const cards: [string, string[]][] = [
      ["Empresa de logística nacional", ["90%", "de 15 operadores a 2 supervisores", "35%"]],
      ["Laboratorio clínico", ["+120K", "de 72 a 24 horas", "80%", "40%"]],
      ["Universidad privada", ["+3K", "65%", "28%"]],
      ["Ventas y generación de leads", ["45% más conversión de leads", "60% respuesta más rápida"]],
      ["Atención al cliente", ["70% de consultas resueltas sin intervención humana", "30% más satisfacción"]],
      ["Cobranzas", ["40% menos deuda vencida"]],
      ["Encuestas y fidelización", ["300% más feedback", "25% menos cancelaciones"]],
    ];
    for (const [title, figures] of cards) {
      for (const figure of figures)
        expect(card(title).getByText(figure, { exact: false }), `${title}: ${figure}`).toBeVisible();
    }
    for (const step of [
      "Descubrimiento",
      "Diseño & Entrenamiento",
      "Integración & Lanzamiento",
      "Optimización Continua",
    ]) {
      expect(screen.getByRole("heading", { name: step })).toBeInTheDocument();
    }
    expect(screen.getByText("Próximamente")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Agenda una consultoría estratégica" })).toHaveAttribute(
      "href",
      "#contacto",
    );
    // The university case study (20,000 users in 75 days, 3 countries) is in its dialog.
    await user.click(screen.getByRole("button", { name: /Plataformas universitarias/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("20.000 usuarios en 75 días, en 3 países");
  });

  it("tracks each call to action with its catalogued name", async () => {
    const user = userEvent.setup();
    renderPage();
    const clicks: [RegExp | string, string][] = [
      ["Ver una demo gratis", "hero_contact_button"],
      [/Quiero mi agente/, `why_${site.slug}_cta`],
      [/Quiero resultados/, "cases_cta"],
      [/Encontrá la solución/, "industry_solutions_cta"],
      ["Reservar demo", "bottom_demo_cta"],
    ];
    for (const [name, cta] of clicks) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", "#contacto");
      await user.click(link);
      expect(track).toHaveBeenLastCalledWith("cta_click", { name: cta });
    }
    expect(site.slug).toBe("agentia");
    expect(track).toHaveBeenCalledTimes(clicks.length);
  });

  it("links each area's card to its agent with 'Escuchalo en acción', counted with the agent", async () => {
    const user = userEvent.setup();
    renderPage();
    // The links lead away from the page: jsdom does not navigate.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener("click", stay);
    for (const { title } of industries.items) {
      const agent = agentSlugByArea.get(title);
      const link = card(title).queryByRole("link", { name: `Escuchalo en acción: ${title}` });
      if (!agent) {
        expect(link, title).toBeNull();
        continue;
      }
      expect(link).toHaveAttribute("href", `/demo-cat/${agent}/`);
      expect(link).toHaveTextContent(/^Escuchalo en acción/);
      await user.click(link!);
      expect(track).toHaveBeenLastCalledWith("cta_click", { name: "industry_agent", agent });
    }
    window.removeEventListener("click", stay);
    expect(track).toHaveBeenCalledTimes(agentSlugByArea.size);
  });

  it("links the phone calls to our AI", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Hablar ahora" })).toHaveAttribute("href", site.aiPhone.href);
    expect(screen.getByRole("link", { name: /nuestra IA/ })).toHaveAttribute("href", site.aiPhone.href);
  });

  it("places the contact slot before the final call to action and the live demo in #ai-revolution", () => {
    renderPage();
    const contact = document.getElementById("contacto")!;
    expect(contact).toHaveTextContent("contacto");
    const finalCta = screen.getByRole("heading", { name: /Tu primer agente/ });
    expect(contact.compareDocumentPosition(finalCta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(document.getElementById("ai-revolution")!).getByText("demo en vivo")).toBeInTheDocument();
  });

  it("gives screen readers one stable hero sentence, not the rotating word", () => {
    renderPage();
    expect(screen.getByText(hero.subtitle.sentence)).toHaveClass("sr-only");
  });
});
