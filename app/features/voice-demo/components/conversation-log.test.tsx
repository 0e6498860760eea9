import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { TranscriptLine } from "../lib/transcript";
import { ConversationLog } from "./conversation-log";

function renderLog(lines: TranscriptLine[]) {
  render(
    <>
      <h2 id="log-heading">Conversación</h2>
      <ConversationLog lines={lines} labelledBy="log-heading" empty="Todavía nada." />
    </>,
  );
  return screen.getByRole("log", { name: "Conversación" });
}

describe("ConversationLog", () => {
  it("says what comes until the first line", () => {
    expect(renderLog([])).toHaveTextContent("Todavía nada.");
  });

  it("names who said each line and gives each answer its response time", () => {
    const log = renderLog([
      { id: 1, role: "user", text: "Hola", final: true },
      { id: 2, role: "assistant", text: "¡Hola! ¿En qué te ayudo?", final: true, responseMs: 845 },
    ]);
    expect(log).toHaveTextContent("VosHola");
    expect(log).toHaveTextContent("Asistente¡Hola! ¿En qué te ayudo?Respondió en 0,8 s");
  });

  it("hides a line still being streamed from screen readers, until it is complete", () => {
    renderLog([{ id: 1, role: "assistant", text: "El pedido sa", final: false, responseMs: 900 }]);
    expect(screen.getByText("El pedido sa")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Respondió en 0,9 s")).toHaveAttribute("aria-hidden", "true");
  });
});
