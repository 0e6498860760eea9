import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { actionLabels, callInsights } from "~/content/demo-cat";
import { feedbackCopy } from "~/content/demo-feedback";
import { postCallCopy } from "~/content/post-call";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import type { ConversationSummary } from "../lib/conversation/conversation-summary";
import type { TranscriptEntry } from "../lib/conversation/transcript";
import { PostCallCard } from "./post-call-card";
import { sofia } from "../test-support";

vi.mock("~/lib/analytics", () => ({ track: vi.fn() }));

const transcript: TranscriptEntry[] = [
  { id: 1, role: "assistant", text: "¡Hola! Soy Clara, ¿en qué te ayudo?", final: true },
  { id: 2, role: "user", text: "Quería saber de mi pedido.", final: true },
  { id: 3, role: "assistant", text: "Llega mañana.", final: true },
];

const summary: ConversationSummary = {
  kind: "call",
  seconds: 83,
  assistantTurns: 2,
  medianResponseMs: null,
  slowestResponseMs: null,
  endedByLimit: false,
  meeting: null,
};

function renderCard(props: Partial<React.ComponentProps<typeof PostCallCard>> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/demo-cat/pagina-de-la-demo",
      Component: () => (
        <PostCallCard summary={summary} transcript={transcript} labels={actionLabels} {...props} />
      ),
    },
    // Where 'Dejar mis datos' and an agent's 'Reservar demo' lead: the landing, whose contact section the hash names.
    { path: "/", Component: () => <h1>Inicio</h1> },
    // Where an agent's 'Probar otro agente' leads: the choice of agents on /demo-cat/.
    { path: "/demo-cat", Component: () => <h1>Elegí un agente</h1> },
  ]);
  return render(<Stub initialEntries={["/demo-cat/pagina-de-la-demo"]} />);
}

/** jsdom's Blob has no `text()`; its FileReader reads it as UTF-8. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob, "utf-8");
  });
}

/** What 'Descargar transcripción' hands the browser: the file's blob and the link it clicks. */
function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return "blob:transcript";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { blobs, clicked };
}

const card = () => screen.getByRole("region", { name: postCallCopy.heading });
const stat = (label: string) => within(card()).getByText(label).nextElementSibling;

describe("PostCallCard", () => {
  beforeEach(() => vi.mocked(track).mockClear());

  it("shows the duration, the assistant's turns, and 'Sin medir' without a measured response time", () => {
    renderCard();
    expect(screen.getByRole("heading", { level: 2, name: postCallCopy.heading })).toBeInTheDocument();
    expect(stat(postCallCopy.stats.duration)).toHaveTextContent("01:23");
    expect(stat(postCallCopy.stats.assistantTurns)).toHaveTextContent("2");
    expect(stat(postCallCopy.stats.medianResponse)).toHaveTextContent(postCallCopy.stats.notMeasured);
    expect(stat(postCallCopy.stats.slowestResponse)).toHaveTextContent(postCallCopy.stats.notMeasured);
    expect(screen.queryByText(callInsights.measuredHow)).not.toBeInTheDocument();
    expect(screen.queryByText(postCallCopy.endedByLimit)).not.toBeInTheDocument();
  });

  it("shows the median and the slowest response in seconds with a decimal comma, and how they are measured", () => {
    renderCard({ summary: { ...summary, medianResponseMs: 840, slowestResponseMs: 1960 } });
    expect(stat(postCallCopy.stats.medianResponse)).toHaveTextContent("0,8 s");
    expect(stat("Respuesta más lenta")).toHaveTextContent("2,0 s");
    expect(
      screen.getByText(
        "Medido en tu navegador, desde que terminás de hablar hasta que escuchás la respuesta.",
      ),
    ).toBeInTheDocument();
  });

  it("says so when the length limit ended the call", () => {
    renderCard({ summary: { ...summary, endedByLimit: true } });
    expect(within(card()).getByText(postCallCopy.endedByLimit)).toBeVisible();
  });

  it("copies the transcript file's text, confirms with a toast and reports the copy", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Copiar transcripción" }));
    expect(await screen.findByText("Transcripción copiada")).toBeInTheDocument();
    const [[copied]] = writeText.mock.calls as unknown as [[string]];
    expect(copied.split("\n").slice(1)).toEqual([
      "",
      "Asistente: ¡Hola! Soy Clara, ¿en qué te ayudo?",
      "Vos: Quería saber de mi pedido.",
      "Asistente: Llega mañana.",
      "",
    ]);
    expect(track).toHaveBeenCalledWith("demo_transcript_copy", { agent: "cat" });
  });

  it("says in Spanish when the clipboard refuses, and reports no copy", async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Copiar transcripción" }));
    expect(await screen.findByText(postCallCopy.copyFailed)).toBeInTheDocument();
    expect(screen.getByText(postCallCopy.copyFailedHint)).toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith("demo_transcript_copy", { agent: "cat" });
  });

  it("downloads the transcript as a UTF-8 text file and reports the download", async () => {
    const { blobs, clicked } = captureDownloads();
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Descargar transcripción" }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe("blob:transcript");
    expect(clicked[0]!.download).toMatch(/^transcripcion-demo-cat-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
    expect(blobs[0]!.type).toBe("text/plain;charset=utf-8");
    expect((await readBlob(blobs[0]!)).split("\n").slice(2, 5)).toEqual([
      "Asistente: ¡Hola! Soy Clara, ¿en qué te ayudo?",
      "Vos: Quería saber de mi pedido.",
      "Asistente: Llega mañana.",
    ]);
    expect(track).toHaveBeenCalledWith("demo_transcript_download", { agent: "cat" });
  });

  it("lists what the assistant did, in order, with each outcome or the failure; nothing without actions", () => {
    renderCard({
      transcript: [
        ...transcript,
        { kind: "action", id: 4, actionId: "a", name: "buscar_stock", status: "done" },
        { kind: "action", id: 5, actionId: "b", name: "buscar_stock", status: "failed" },
      ],
    });
    const list = within(card()).getByRole("list", { name: "Lo que hizo el asistente" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Listo.", "No se pudo completar."]);
  });

  it("shows no list of actions when the assistant took none", () => {
    renderCard();
    expect(within(card()).queryByText("Lo que hizo el asistente")).toBeNull();
  });

  it("offers no copy or download when nothing was said", () => {
    renderCard({ transcript: [] });
    expect(screen.queryByRole("button", { name: "Copiar transcripción" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Descargar transcripción" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hablar con nuestro equipo" })).toBeInTheDocument();
  });

  it("leads to the team by WhatsApp and to the contact form, reporting each click", async () => {
    renderCard();
    const conversion = screen.getByRole("group", { name: "¿Querés un asistente así para tu empresa?" });
    const whatsapp = within(conversion).getByRole("link", { name: "Hablar con nuestro equipo" });
    expect(whatsapp).toHaveAttribute("href", site.whatsapp.href);
    const contact = within(conversion).getByRole("link", { name: "Dejar mis datos" });
    expect(contact).toHaveAttribute("href", "/#contacto");

    // The WhatsApp link's navigation is the browser's (or the contact dialog's) business, not jsdom's.
    whatsapp.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(whatsapp);
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cat", name: "whatsapp" });
    await userEvent.click(contact);
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cat", name: "contact" });
    expect(await screen.findByRole("heading", { level: 1, name: "Inicio" })).toBeInTheDocument();
  });

  it("after a text conversation: its own heading and how its response time is measured; focus on the card", () => {
    renderCard({ summary: { ...summary, kind: "chat", medianResponseMs: 900 }, focusOnMount: true });
    const heading = screen.getByRole("heading", { level: 2, name: postCallCopy.chatHeading });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("region", { name: postCallCopy.chatHeading })).toBeInTheDocument();
    expect(screen.getByText(postCallCopy.chatMeasuredHow)).toBeInTheDocument();
    expect(screen.queryByText(callInsights.measuredHow)).not.toBeInTheDocument();
  });

  it("keeps focus where it is after a call", () => {
    renderCard();
    expect(screen.getByRole("heading", { level: 2 })).not.toHaveFocus();
  });

  it("asks for a rating and sends it with the comment masked", async () => {
    renderCard();
    const rating = within(card()).getByRole("group", { name: feedbackCopy.heading });
    await userEvent.click(within(rating).getByRole("button", { name: feedbackCopy.down }));
    await userEvent.type(
      within(rating).getByRole("textbox", { name: feedbackCopy.commentLabel }),
      "Escribime a ana@example.com",
    );
    await userEvent.click(within(rating).getByRole("button", { name: feedbackCopy.submit }));
    expect(track).toHaveBeenCalledWith("demo_feedback", {
      agent: "cat",
      rating: "down",
      comment: expect.not.stringContaining("ana@example.com"),
    });
    expect(within(rating).getByText(feedbackCopy.thanks)).toBeInTheDocument();
  });

  it("places the booking link among the conversion links and tracks its click", async () => {
    renderCard({ booking: <a href="/#contacto">Agendar una reunión</a> });
    const conversion = screen.getByRole("group", { name: "¿Querés un asistente así para tu empresa?" });
    const booking = within(conversion).getByRole("link", { name: "Agendar una reunión" });
    booking.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(booking);
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cat", name: "booking" });
    expect(within(card()).queryByText(/Tu reunión quedó agendada/)).not.toBeInTheDocument();
  });

  it("opens with the meeting the assistant booked, in place of the booking link", () => {
    renderCard({
      summary: { ...summary, meeting: "el martes 2 de diciembre a las 10:00" },
      booking: <a href="/#contacto">Agendar una reunión</a>,
    });
    const [heading, first] = [...card().children];
    expect(heading).toHaveTextContent(postCallCopy.heading);
    expect(first).toHaveTextContent(
      "Tu reunión quedó agendada: el martes 2 de diciembre a las 10:00. Te llegó la invitación por correo.",
    );
    expect(screen.queryByRole("link", { name: "Agendar una reunión" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hablar con nuestro equipo" })).toBeInTheDocument();
  });
});
const sofiaLabels = new Map(sofia.labels.map((label) => [label.tool, label]));

describe("PostCallCard after a demo agent's conversation", () => {
  beforeEach(() => vi.mocked(track).mockClear());

  it("opens with '¿Querés un agente así para tu empresa?', 'Reservar demo' to the contact section and 'Probar otro agente' to the choice", async () => {
    renderCard({ agent: sofia, labels: sofiaLabels });
    const [heading, first] = [...card().children];
    expect(heading).toHaveTextContent(postCallCopy.heading);
    const conversion = within(card()).getByRole("group", { name: "¿Querés un agente así para tu empresa?" });
    expect(first).toBe(conversion);
    expect(within(conversion).getByRole("link", { name: "Reservar demo" })).toHaveAttribute(
      "href",
      "/#contacto",
    );
    const other = within(conversion).getByRole("link", { name: "Probar otro agente" });
    expect(other).toHaveAttribute("href", "/demo-cat/#agentes");
    // CAT's ways to the team are not offered: the agent's card sells an agent.
    expect(screen.queryByRole("group", { name: "¿Querés un asistente así para tu empresa?" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Hablar con nuestro equipo" })).toBeNull();

    await userEvent.click(within(conversion).getByRole("link", { name: "Reservar demo" }));
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cobranzas", name: "booking" });
    expect(await screen.findByRole("heading", { level: 1, name: "Inicio" })).toBeInTheDocument();
  });

  it("'Probar otro agente' leads to the choice of agents, and says so to the analytics", async () => {
    renderCard({ agent: sofia, labels: sofiaLabels });
    await userEvent.click(screen.getByRole("link", { name: "Probar otro agente" }));
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cobranzas", name: "other_agent" });
    expect(await screen.findByRole("heading", { level: 1, name: "Elegí un agente" })).toBeInTheDocument();
  });

  it("with the scheduler configured, 'Reservar demo' is the route's booking link", async () => {
    renderCard({
      agent: sofia,
      labels: sofiaLabels,
      booking: <a href="https://cal.example/agentia">Reservar demo</a>,
    });
    const booking = screen.getByRole("link", { name: "Reservar demo" });
    expect(booking).toHaveAttribute("href", "https://cal.example/agentia");
    booking.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(booking);
    expect(track).toHaveBeenCalledWith("demo_cta_click", { agent: "cobranzas", name: "booking" });
  });

  it("keeps the rest of the card: figures, what the agent did in its own words, the transcript, the rating", async () => {
    renderCard({
      agent: sofia,
      labels: sofiaLabels,
      transcript: [
        ...transcript,
        {
          kind: "action",
          id: 4,
          actionId: "a",
          name: "consultar_deuda",
          status: "done",
          outcome: "$ 48.500",
        },
      ],
    });
    expect(stat(postCallCopy.stats.duration)).toHaveTextContent("01:23");
    const list = within(card()).getByRole("list", { name: "Lo que hizo el asistente" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("Deuda: $ 48.500");
    expect(screen.getByRole("button", { name: "Copiar transcripción" })).toBeInTheDocument();

    const { blobs, clicked } = captureDownloads();
    await userEvent.click(screen.getByRole("button", { name: "Descargar transcripción" }));
    expect(clicked[0]!.download).toMatch(/^transcripcion-demo-cobranzas-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
    expect((await readBlob(blobs[0]!)).split("\n")[0]).toMatch(/^Demo de Sofía, agente de cobranzas, /);
    expect(track).toHaveBeenCalledWith("demo_transcript_download", { agent: "cobranzas" });

    const rating = within(card()).getByRole("group", { name: feedbackCopy.heading });
    await userEvent.click(within(rating).getByRole("button", { name: feedbackCopy.up }));
    await userEvent.click(within(rating).getByRole("button", { name: feedbackCopy.submit }));
    expect(track).toHaveBeenCalledWith("demo_feedback", { agent: "cobranzas", rating: "up", comment: "" });
  });

  it("never says a meeting was booked, whatever the conversation reported", () => {
    renderCard({
      agent: sofia,
      labels: sofiaLabels,
      summary: { ...summary, meeting: "el martes a las 10:00" },
    });
    expect(within(card()).queryByText(/Tu reunión quedó agendada/)).toBeNull();
  });
});
