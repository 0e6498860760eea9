import { describe, expect, it } from "vitest";

import type { AgentContent } from "~/content/schema";
import { simulatedResult } from "~/contracts/demo-agents.mjs";

import { previewCall, previewChat } from "./agent-script";

const tool = (name: string, value: string): AgentContent["tools"][number] => ({
  name,
  description: "Para el modelo.",
  parameters: [{ name: "dni", description: "DNI del titular.", example: "30111222", required: true }],
  result: [{ field: "dato", value }],
  label: { running: "Trabajando…", done: "Hecho.", result: { field: "dato", text: "Dato: {resultado}" } },
});

const agent = {
  firstMessage: "Hola, te habla Sofía.",
  tools: [tool("consultar_deuda", "$ 48.500 del DNI {dni}"), tool("registrar_promesa_pago", "el viernes")],
  script: [
    { role: "assistant", text: "Hola, te habla Sofía." },
    { role: "assistant", text: "¿Hablo con el titular?" },
    { role: "user", text: "Sí, soy yo." },
    { role: "assistant", text: "Dame un segundo.", tool: "consultar_deuda" },
    { role: "assistant", text: "Debés dos cuotas." },
    { role: "user", text: "Pago el viernes." },
    { role: "assistant", text: "Lo registro.", tool: "registrar_promesa_pago" },
    { role: "assistant", text: "Listo." },
  ],
} satisfies Parameters<typeof previewCall>[0];

describe("previewCall", () => {
  it("plays the script's turns in order, the agent's pauses 0.7-0.8 s, the visitor's 1.2-1.5 s, 0.4 s after a tool", () => {
    const call = previewCall(agent);
    expect(call.map(({ role, text }) => ({ role, text }))).toEqual(
      agent.script.map(({ role, text }) => ({ role, text })),
    );
    expect(call.map((turn) => turn.pause)).toEqual([700, 800, 1200, 700, 400, 1500, 700, 400]);
  });

  it("runs each tool after its line for 0.9-1.4 s, answering its example result", () => {
    const actions = previewCall(agent).flatMap((turn) => (turn.action ? [turn.action] : []));
    expect(actions.map((action) => [action.tool, action.result])).toEqual([
      ["consultar_deuda", { dato: "$ 48.500 del DNI 30111222" }],
      ["registrar_promesa_pago", { dato: "el viernes" }],
    ]);
    expect(actions[0]!.result).toEqual(simulatedResult(agent.tools[0]!, {}));
    for (const { ms } of actions) {
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThanOrEqual(1400);
    }
  });

  it("a tool the agent lacks still runs, with no result (its card says the generic words); the visitor never uses one", () => {
    const [greeting, visitor] = previewCall({
      ...agent,
      script: [
        { role: "assistant", text: "Hola.", tool: "otra_cosa" },
        { role: "user", text: "Hola.", tool: "consultar_deuda" },
      ],
    });
    expect(greeting!.action).toEqual({ tool: "otra_cosa", ms: 1200 });
    expect(visitor!.action).toBeUndefined();
  });
});

describe("previewChat", () => {
  it("answers each visitor line with the agent's lines after it, the greeting first, each answer's first tool as its action", () => {
    const [first, second, ...rest] = previewChat(agent);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      delayMs: 500,
      text: "Hola, te habla Sofía. ¿Hablo con el titular? Dame un segundo. Debés dos cuotas.",
      action: { tool: "consultar_deuda", ms: 1200, result: { dato: "$ 48.500 del DNI 30111222" } },
    });
    expect(second).toEqual({
      delayMs: 400,
      text: "Lo registro. Listo.",
      action: { tool: "registrar_promesa_pago", ms: 1400, result: { dato: "el viernes" } },
    });
  });

  it("gives a visitor line the agent leaves unanswered no answer", () => {
    const answers = previewChat({
      ...agent,
      script: [
        { role: "assistant", text: "Hola." },
        { role: "user", text: "Hola." },
        { role: "user", text: "¿Estás?" },
        { role: "assistant", text: "Sí." },
      ],
    });
    expect(answers.map((answer) => answer.text)).toEqual(["Hola.", "Sí."]);
  });

  it("without a visitor line the greeting is the one answer; without an agent line, the first sentence", () => {
    expect(previewChat({ ...agent, script: [{ role: "assistant", text: "Hola." }] })).toEqual([
      { delayMs: 500, text: "Hola." },
    ]);
    expect(previewChat({ ...agent, script: [{ role: "user", text: "¿Hola?" }] })).toEqual([
      { delayMs: 500, text: "Hola, te habla Sofía." },
    ]);
  });
});

describe("every agent's content file", () => {
  const files = import.meta.glob<AgentContent>("/app/content/data/agents/*.json", {
    eager: true,
    import: "default",
  });

  it.each(Object.entries(files))(
    "%s: a preview of its own tools, each with an outcome to show",
    (_, content) => {
      const names = new Set(content.tools.map((each) => each.name));
      const actions = previewCall(content).flatMap((turn) => (turn.action ? [turn.action] : []));
      const chatActions = previewChat(content).flatMap((answer) => (answer.action ? [answer.action] : []));
      expect(actions.length).toBeGreaterThan(0);
      expect(chatActions.length).toBeGreaterThan(0);
      for (const action of [...actions, ...chatActions]) {
        expect(names).toContain(action.tool);
        const label = content.tools.find((each) => each.name === action.tool)!.label;
        if (label.result) expect(action.result?.[label.result.field]).toBeTruthy();
      }
    },
  );
});
