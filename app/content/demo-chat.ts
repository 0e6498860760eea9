/**
 * Copy of the text conversation with the assistant ('Prefiero escribir',
 * docs/product.md#every-visitor-can-try-it). Its own file so it loads with the chat, not with the
 * page's first paint; the button that opens the chat is in `demo-microphone.ts`.
 */
import type { CatToolName } from "../../server/agent/registry.mjs";
import type { PreviewAction } from "./demo-preview";

export const chatCopy = {
  heading: "Conversación por escrito",
  intro: "Escribí tu consulta y el asistente te responde por escrito, sin micrófono.",
  inputLabel: "Escribí tu mensaje",
  send: "Enviar",
  end: "Terminar conversación",
  answering: "El asistente está escribiendo…",
  ended: "Conversación terminada",
} as const;

/** What the visitor reads when an answer fails; the message they typed stays in the box. */
export const chatErrors = {
  network: "No pudimos conectar con el asistente. Revisá tu conexión a internet.",
  unauthorized: "El asistente rechazó la clave configurada.",
  notFound: "El asistente configurado no existe.",
  rateLimited: "El asistente está saturado. Probá de nuevo en unos minutos.",
  serverError: "El asistente no está disponible en este momento. Probá de nuevo en unos minutos.",
  httpStatus: (status: number) => `El asistente respondió con un error (HTTP ${status}).`,
  cut: "Se cortó la respuesta del asistente.",
  empty: "El asistente no respondió.",
  /** The guard: Turnstile failed or could not load; the message also offers WhatsApp and #contacto. */
  unverified: "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.",
  /** The guard: this visitor sent more messages than the site allows in 10 minutes; also offers WhatsApp and #contacto. */
  rateLimitedVisitor: "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
  /** Under every error: nothing typed is lost. */
  kept: "Tu mensaje quedó en el cuadro: podés enviarlo de nuevo.",
} as const;

/**
 * The preview's answers, one per message in order, then the last one again: Clara, CAT's
 * assistant, as in the voice preview, books a meeting with an advisor and records the visitor for
 * the team. An answer may first use a tool (`action`, as the voice preview's; its card shows
 * before the text). `delayMs` is the time to the first word, or to the action, which then runs its
 * `ms`: together, the response time the preview shows ('Respondió en 1,6 s').
 */
export type PreviewAnswer<Tool extends string = CatToolName> = {
  delayMs: number;
  text: string;
  action?: PreviewAction<Tool>;
};

/** A preview chat's answers: at least one. CAT's name its tools by the registry's type; an agent's, its own. */
export type PreviewAnswers<Tool extends string = CatToolName> = readonly [
  PreviewAnswer<Tool>,
  ...PreviewAnswer<Tool>[],
];

export const chatPreviewAnswers: PreviewAnswers = [
  {
    delayMs: 500,
    action: {
      tool: "consultar_agenda",
      ms: 1100,
      result: { disponible: "el martes a las 10:00, el miércoles a las 15:30 o el jueves a las 11:00" },
    },
    text: "¡Hola! Soy Clara, la asistente virtual de CAT. Tengo lugar el martes a las 10, el miércoles a las 15:30 o el jueves a las 11. ¿Cuál te queda mejor? Pasame tu nombre y tu correo para la invitación.",
  },
  {
    delayMs: 400,
    action: { tool: "agendar_reunion", ms: 1300, result: { reunion: "el martes a las 10:00" } },
    text: "Listo, te agendé el martes a las 10 y te llegó la invitación por correo. ¿Qué te gustaría automatizar? Así el asesor llega preparado.",
  },
  {
    delayMs: 400,
    action: {
      tool: "registrar_lead",
      ms: 800,
      result: { contacto: "Te escribimos dentro de las 24 h hábiles." },
    },
    text: "Entendido, ya le pasé tus datos y tu consulta al equipo: un asesor te escribe dentro de las 24 horas hábiles con una propuesta. ¿Te ayudo con algo más?",
  },
  {
    delayMs: 700,
    text: "Esta es una vista previa con respuestas guionadas. Con el asistente real configurado, te respondería sobre lo que escribiste.",
  },
];
