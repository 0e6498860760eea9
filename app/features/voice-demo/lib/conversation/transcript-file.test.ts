import { describe, expect, it } from "vitest";

import { actionLabels } from "~/content/demo-cat";

import type { ActionLine, TranscriptLine } from "./transcript";
import { actionText } from "./actions";
import { transcriptFile } from "./transcript-file";

/** CAT's conversation; a demo agent's carries its labels and names it. */
const cat = { labels: actionLabels };
const agentLabels = new Map([
  [
    "consultar_deuda",
    {
      tool: "consultar_deuda",
      running: "Consultando la deuda…",
      done: "Deuda consultada.",
      result: { field: "deuda", text: "Deuda: {resultado}" },
    },
  ],
]);
const sofia = { labels: agentLabels, agent: { slug: "cobranzas", name: "Sofía", area: "Cobranzas" } };

const BUENOS_AIRES = "America/Argentina/Buenos_Aires";
// 19:05 in Buenos Aires (UTC-3).
const date = new Date("2026-11-23T22:05:00Z");

const line = (id: number, role: TranscriptLine["role"], text: string, final = true): TranscriptLine => ({
  id,
  role,
  text,
  final,
});

describe("transcriptFile", () => {
  it("starts with the date, then one 'Asistente:' or 'Vos:' line per final turn, in order", () => {
    const { text } = transcriptFile(
      [
        line(1, "assistant", "¡Hola! Soy Clara. ¿En qué te ayudo?"),
        line(2, "user", "Quería saber dónde está mi pedido."),
        line(3, "assistant", "Llega mañana entre las 9 y las 13."),
      ],
      date,
      cat,
      BUENOS_AIRES,
    );
    expect(text).toBe(
      [
        "Demo del asistente de voz de CAT, 23 de noviembre de 2026 a las 19:05",
        "",
        "Asistente: ¡Hola! Soy Clara. ¿En qué te ayudo?",
        "Vos: Quería saber dónde está mi pedido.",
        "Asistente: Llega mañana entre las 9 y las 13.",
        "",
      ].join("\n"),
    );
  });

  it("leaves out partial lines and keeps each turn on one line", () => {
    const { text } = transcriptFile(
      [line(1, "user", "Sí,\n  por favor."), line(2, "assistant", "Listo, te", false)],
      date,
      cat,
      BUENOS_AIRES,
    );
    expect(text.split("\n").slice(2)).toEqual(["Vos: Sí, por favor.", ""]);
  });

  it("gives each finished action an 'Acción:' line in its place, with what its card says", () => {
    const action = (id: number, status: ActionLine["status"], outcome?: string): ActionLine => ({
      kind: "action",
      id,
      actionId: `call_${id}`,
      name: "consultar_agenda",
      status,
      ...(outcome !== undefined && { outcome }),
    });
    const { text } = transcriptFile(
      [
        line(1, "assistant", "Dejame ver la agenda."),
        action(2, "done", "el martes a las 10:00"),
        line(3, "user", "¿Y el miércoles?"),
        action(4, "failed"),
        action(5, "running"),
      ],
      date,
      cat,
      BUENOS_AIRES,
    );
    expect(text.split("\n").slice(2)).toEqual([
      "Asistente: Dejame ver la agenda.",
      `Acción: ${actionText({ name: "consultar_agenda", status: "done", outcome: "el martes a las 10:00" }, actionLabels)}`,
      "Vos: ¿Y el miércoles?",
      "Acción: No se pudo completar.",
      "",
    ]);
  });

  it("with no final turn, holds the heading only", () => {
    expect(transcriptFile([], date, cat, BUENOS_AIRES).text).toBe(
      "Demo del asistente de voz de CAT, 23 de noviembre de 2026 a las 19:05\n\n",
    );
  });

  it("names the file after the demo and the local date and time", () => {
    expect(transcriptFile([], date, cat, BUENOS_AIRES).name).toBe(
      "transcripcion-demo-cat-2026-11-23-1905.txt",
    );
    expect(transcriptFile([], date, cat, "UTC").name).toBe("transcripcion-demo-cat-2026-11-23-2205.txt");
  });

  it("a demo agent's: named after the agent in its heading and its file, its actions in its own words", () => {
    const file = transcriptFile(
      [
        line(1, "assistant", "Dame un segundo que lo consulto."),
        {
          kind: "action",
          id: 2,
          actionId: "preview-4",
          name: "consultar_deuda",
          status: "done",
          outcome: "$ 48.500",
        },
      ],
      date,
      sofia,
      BUENOS_AIRES,
    );
    expect(file.name).toBe("transcripcion-demo-cobranzas-2026-11-23-1905.txt");
    expect(file.text.split("\n")).toEqual([
      "Demo de Sofía, agente de cobranzas, 23 de noviembre de 2026 a las 19:05",
      "",
      "Asistente: Dame un segundo que lo consulto.",
      "Acción: Deuda: $ 48.500",
      "",
    ]);
  });
});
