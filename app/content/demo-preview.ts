/**
 * The preview driver's scripted call (docs/product.md#the-agent-at-work). Its own file, free of the
 * site's configuration, so the build's content check (check-content.ts) can read which tools it
 * uses: each must have the owner's label in `data/demo-cat.json`.
 */

export type ScriptRole = "user" | "assistant";

/**
 * A tool the assistant uses right after saying a line: its name in the owner's labels
 * (`actionLabels`), how long it runs, and what it returns (its card shows the labels' field).
 */
export type PreviewAction = { tool: string; ms: number; result?: Record<string, string> };

export type PreviewTurn = { role: ScriptRole; pause: number; text: string; action?: PreviewAction };

/**
 * The preview driver's conversation: Clara, CAT's assistant, books a meeting with an advisor for a
 * company, as the agents this site sells do: she checks the agenda, records the visitor as a lead
 * in the CRM and sends a summary by WhatsApp. `pause` is the silence in ms before the turn starts
 * (after the previous turn's action, if any); before an assistant's turn that answers the visitor
 * it is the response time the preview shows ('Respondió en 0,8 s').
 */
export const previewScript: PreviewTurn[] = [
  {
    role: "assistant",
    pause: 700,
    text: "¡Hola! Soy Clara, la asistente virtual de CAT. ¿En qué te puedo ayudar hoy?",
  },
  {
    role: "user",
    pause: 1200,
    text: "Hola, quería una reunión con un asesor para ver los planes para empresas.",
  },
  {
    role: "assistant",
    pause: 800,
    text: "¡Buenísimo! Dejame ver la agenda de los asesores.",
    action: { tool: "consultar_agenda", ms: 1200, result: { disponible: "el martes a las 10:00" } },
  },
  {
    role: "assistant",
    pause: 400,
    text: "Tengo lugar el martes a las 10. ¿Te lo reservo? Decime tu nombre y el de tu empresa.",
  },
  { role: "user", pause: 1400, text: "Sí, dale. Soy Laura Gómez, de Transportes del Sur." },
  {
    role: "assistant",
    pause: 700,
    text: "Perfecto, Laura. Te registro y te reservo el turno.",
    action: { tool: "registrar_lead", ms: 900 },
  },
  {
    role: "assistant",
    pause: 400,
    text: "Listo, quedó reservado el martes a las 10. ¿Querés que te mande un resumen por WhatsApp?",
  },
  { role: "user", pause: 1300, text: "Sí, por favor." },
  {
    role: "assistant",
    pause: 600,
    text: "Te lo mando ahora mismo.",
    action: { tool: "enviar_resumen_whatsapp", ms: 1400 },
  },
  { role: "assistant", pause: 400, text: "Ya te llegó el resumen. ¿Te ayudo con algo más?" },
];
