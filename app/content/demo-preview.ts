/**
 * The preview driver's scripted call (docs/product.md#the-agent-at-work). Its own file, free of the
 * site's configuration, so the build's content check (check-content.ts) can read which tools it
 * uses: each must have the owner's label in `data/demo-cat.json`. It names the CAT assistant's
 * tools by the registry's type (a type import: no server code reaches the page), so a misspelt
 * one fails the typecheck.
 */
import type { CatToolName } from "../../server/agent/registry.mjs";

export type ScriptRole = "user" | "assistant";

/**
 * A tool the assistant uses right after saying a line: its name, as the CAT assistant's tool in
 * Vapi is named and the owner's labels (`actionLabels`) name it; how long it runs; and what it
 * returns, shaped as the site's `/api/agent` answers it (the card shows the labels' field).
 */
export type PreviewAction<Tool extends string = CatToolName> = {
  tool: Tool;
  ms: number;
  result?: Record<string, string>;
};

export type PreviewTurn<Tool extends string = CatToolName> = {
  role: ScriptRole;
  pause: number;
  text: string;
  action?: PreviewAction<Tool>;
};

/**
 * Clara, CAT's assistant, books a meeting with an advisor for a company, as the agents this site
 * sells do: she checks the agenda, books the slot the visitor picks, and records the visitor as a
 * lead for the team. `pause` is the silence in ms before the turn starts (after the previous
 * turn's action, if any); before an assistant's turn that answers the visitor it is the response
 * time the preview shows ('Respondió en 0,8 s'). The days carry no date, so the script never
 * goes stale.
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
    action: {
      tool: "consultar_agenda",
      ms: 1200,
      result: { disponible: "el martes a las 10:00, el miércoles a las 15:30 o el jueves a las 11:00" },
    },
  },
  {
    role: "assistant",
    pause: 400,
    text: "Tengo lugar el martes a las 10, el miércoles a las 15:30 o el jueves a las 11. ¿Cuál preferís? Pasame tu nombre y tu correo para la invitación.",
  },
  {
    role: "user",
    pause: 1500,
    text: "El martes a las 10. Soy Laura Gómez, de Transportes del Sur: laura@transportesdelsur.example.",
  },
  {
    role: "assistant",
    pause: 700,
    text: "Perfecto, Laura. Te agendo el martes a las 10.",
    action: { tool: "agendar_reunion", ms: 1400, result: { reunion: "el martes a las 10:00" } },
  },
  {
    role: "assistant",
    pause: 400,
    text: "Listo, quedó agendada y te llegó la invitación. ¿Qué te gustaría automatizar? Así el asesor llega preparado.",
  },
  {
    role: "user",
    pause: 1400,
    text: "La toma de pedidos por teléfono: recibimos unas 300 llamadas por día.",
  },
  {
    role: "assistant",
    pause: 700,
    text: "Entendido. Le paso tus datos al equipo.",
    action: {
      tool: "registrar_lead",
      ms: 900,
      result: { contacto: "Te escribimos dentro de las 24 h hábiles." },
    },
  },
  {
    role: "assistant",
    pause: 400,
    text: "Listo: un asesor te escribe dentro de las 24 horas hábiles. ¿Te ayudo con algo más?",
  },
];
