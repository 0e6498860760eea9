import { describe, expect, it } from "vitest";

import type { ActionLabel } from "~/content/demo-cat";

import { actionDone, actionOutcome, actionText } from "./actions";

const labels = new Map<string, ActionLabel>([
  [
    "consultar_agenda",
    {
      tool: "consultar_agenda",
      running: "Consultando la agenda…",
      done: "Agenda consultada.",
      result: { field: "disponible", text: "Hay lugar {resultado}" },
    },
  ],
  ["registrar_lead", { tool: "registrar_lead", running: "Guardando tus datos…", done: "Datos guardados." }],
]);

describe("actionDone", () => {
  it("ends a tool call with the labels' field of its result, or with none to show", () => {
    const result = { disponible: "el martes", cliente: "Laura" };
    expect(actionDone("call_1", "consultar_agenda", result, labels)).toEqual({
      type: "action",
      id: "call_1",
      name: "consultar_agenda",
      status: "done",
      outcome: "el martes",
    });
    expect(actionDone("call_2", "registrar_lead", result, labels)).toEqual({
      type: "action",
      id: "call_2",
      name: "registrar_lead",
      status: "done",
    });
  });
});

describe("actionOutcome", () => {
  it("takes the labels' field from a result as JSON text or as an object", () => {
    const result = { disponible: "el martes a las 10:00", sala: "3", cliente: "Laura" };
    expect(actionOutcome("consultar_agenda", JSON.stringify(result), labels)).toBe("el martes a las 10:00");
    expect(actionOutcome("consultar_agenda", result, labels)).toBe("el martes a las 10:00");
    expect(actionOutcome("consultar_agenda", { disponible: 3 }, labels)).toBe("3");
  });

  it("gives nothing when the labels name no field, the result lacks it or is no object", () => {
    expect(actionOutcome("registrar_lead", { disponible: "hoy" }, labels)).toBeUndefined();
    expect(actionOutcome("otra_herramienta", { disponible: "hoy" }, labels)).toBeUndefined();
    expect(actionOutcome("consultar_agenda", { otro: "hoy" }, labels)).toBeUndefined();
    expect(actionOutcome("consultar_agenda", { disponible: { dia: "hoy" } }, labels)).toBeUndefined();
    expect(actionOutcome("consultar_agenda", { disponible: "  " }, labels)).toBeUndefined();
    expect(actionOutcome("consultar_agenda", "Turno libre: martes", labels)).toBeUndefined();
    expect(actionOutcome("consultar_agenda", null, labels)).toBeUndefined();
  });

  it("keeps the value to one short line", () => {
    expect(actionOutcome("consultar_agenda", { disponible: "el martes\n  a las 10" }, labels)).toBe(
      "el martes a las 10",
    );
    const long = actionOutcome("consultar_agenda", { disponible: "a".repeat(300) }, labels);
    expect(long).toHaveLength(120);
    expect(long?.endsWith("…")).toBe(true);
  });
});

describe("actionText", () => {
  it("reads the running label, then the outcome in its text, or the done label without one", () => {
    expect(actionText({ name: "consultar_agenda", status: "running" }, labels)).toBe(
      "Consultando la agenda…",
    );
    expect(actionText({ name: "consultar_agenda", status: "done", outcome: "el martes" }, labels)).toBe(
      "Hay lugar el martes",
    );
    expect(actionText({ name: "consultar_agenda", status: "done" }, labels)).toBe("Agenda consultada.");
    expect(actionText({ name: "registrar_lead", status: "done", outcome: "x" }, labels)).toBe(
      "Datos guardados.",
    );
  });

  it("reads a tool missing from the labels as generic work, and any failure the same way", () => {
    expect(actionText({ name: "buscar_stock", status: "running" }, labels)).toBe("Trabajando en tu pedido…");
    expect(actionText({ name: "buscar_stock", status: "done" }, labels)).toBe("Listo.");
    expect(actionText({ name: "buscar_stock", status: "failed" }, labels)).toBe("No se pudo completar.");
    expect(actionText({ name: "consultar_agenda", status: "failed" }, labels)).toBe("No se pudo completar.");
  });
});
