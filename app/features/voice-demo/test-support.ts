// What the voice demo's tests share.
import type { AgentDemo } from "./lib/conversation/demo-agent";

/**
 * A demo agent as its page's loader hands it over with the public key: one tool, labelled with a
 * result, a preview of one turn each way, and the overrides its calls start with.
 */
export const sofia: AgentDemo = {
  slug: "cobranzas",
  meta: { title: "Agente de cobranzas", description: "Sofía, de cobranzas." },
  name: "Sofía",
  area: "Cobranzas",
  role: "Recuerda vencimientos y registra promesas de pago.",
  company: { name: "Financiera Punto Sur", about: "Préstamos personales en el conurbano." },
  labels: [
    {
      tool: "consultar_deuda",
      running: "Consultando la deuda…",
      done: "Deuda consultada.",
      result: { field: "deuda", text: "Deuda: {resultado}" },
    },
  ],
  preview: {
    call: [{ role: "assistant", pause: 700, text: "Hola, te habla Sofía." }],
    chat: [
      {
        delayMs: 100,
        text: "Hola, te habla Sofía. Tenés dos cuotas vencidas.",
        action: { tool: "consultar_deuda", ms: 100, result: { deuda: "$ 48.500" } },
      },
    ],
  },
  overrides: {
    firstMessage: "Hola, te habla Sofía.",
    model: {
      provider: "openai",
      model: "gpt-4o-mini",
      messages: [{ role: "system", content: "Sos Sofía." }],
      tools: [],
    },
    metadata: { agente: "cobranzas" },
  },
};
