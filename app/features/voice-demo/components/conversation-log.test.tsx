import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { actionLabels } from "~/content/demo-cat";

import type { TranscriptEntry } from "../lib/conversation/transcript";
import { ConversationLog } from "./conversation-log";

function renderLog(lines: TranscriptEntry[]) {
  render(
    <>
      <h2 id="log-heading">Conversación</h2>
      <ConversationLog lines={lines} labels={actionLabels} labelledBy="log-heading" empty="Todavía nada." />
    </>,
  );
  return screen.getByRole("log", { name: "Conversación" });
}

describe("ConversationLog", () => {
  it("says what comes until the first line", () => {
    expect(renderLog([])).toHaveTextContent("Todavía nada.");
  });

  it("keeps the newest line in view when the window is resized, unless the reader scrolled up", () => {
    const log = renderLog([{ id: 1, role: "user", text: "Hola", final: true }]);
    // jsdom lays nothing out: the lines rewrapped narrower are 500 px high in a 200 px log.
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 500 });
    Object.defineProperty(log, "clientHeight", { configurable: true, value: 200 });
    fireEvent(window, new Event("resize"));
    expect(log.scrollTop).toBe(500);

    log.scrollTop = 100;
    fireEvent.scroll(log);
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 700 });
    fireEvent(window, new Event("resize"));
    expect(log.scrollTop).toBe(100);
  });

  it("names who said each line and gives each answer its response time", () => {
    const log = renderLog([
      { id: 1, role: "user", text: "Hola", final: true },
      { id: 2, role: "assistant", text: "¡Hola! ¿En qué te ayudo?", final: true, responseMs: 845 },
    ]);
    expect(log).toHaveTextContent("VosHola");
    expect(log).toHaveTextContent("Asistente¡Hola! ¿En qué te ayudo?Respondió en 0,8 s");
  });

  it("shows each action where it happened: its label while it runs, hidden from screen readers, then its outcome", () => {
    const running = {
      kind: "action" as const,
      id: 2,
      actionId: "a",
      name: "buscar_stock",
      status: "running" as const,
    };
    const { rerender } = render(
      <>
        <h2 id="log-heading">Conversación</h2>
        <ConversationLog
          labels={actionLabels}
          lines={[{ id: 1, role: "assistant", text: "Dejame ver.", final: true }, running]}
          labelledBy="log-heading"
          empty="Todavía nada."
        />
      </>,
    );
    const log = screen.getByRole("log", { name: "Conversación" });
    expect(log).toHaveTextContent("AsistenteDejame ver.Trabajando en tu pedido…");
    const label = screen.getByText("Trabajando en tu pedido…");
    expect(label).toHaveAttribute("aria-hidden", "true");
    rerender(
      <>
        <h2 id="log-heading">Conversación</h2>
        <ConversationLog
          labels={actionLabels}
          lines={[
            { id: 1, role: "assistant", text: "Dejame ver.", final: true },
            { ...running, status: "done" },
          ]}
          labelledBy="log-heading"
          empty="Todavía nada."
        />
      </>,
    );
    // A new element, not the label changed in place: the log announces it as an addition.
    expect(label).not.toBeInTheDocument();
    expect(screen.getByText("Listo.")).not.toHaveAttribute("aria-hidden");
    expect(log).not.toHaveTextContent("buscar_stock");
  });

  it("hides a line still being streamed from screen readers, until it is complete", () => {
    renderLog([{ id: 1, role: "assistant", text: "El pedido sa", final: false, responseMs: 900 }]);
    expect(screen.getByText("El pedido sa")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Respondió en 0,9 s")).toHaveAttribute("aria-hidden", "true");
  });
});
