import data from "./data/demo-cat.json" with { type: "json" };
import { withSiteName } from "./load";
import type { DemoContent } from "./schema";
import { site } from "./site";

/** What the owner edits (`data/demo-cat.json`); the interface's own words are written below. */
const demo = withSiteName<DemoContent>(data, site.name);

export const demoMeta = demo.meta;

export const demoPage = {
  backLabel: "Volver",
  homeLabel: `${site.name}: ir al inicio`,
  title: demo.title,
  intro: demo.intro,
  previewLabel: "Modo vista previa: sin proveedor de voz configurado",
  previewHint: "La conversación es una simulación guionada; el micrófono es real.",
} as const;

/**
 * `¿Qué agente querés escuchar?` (docs/product.md#the-voice-demo): CAT and every demo agent, the
 * page's own marked as current. Each agent's words are its file's; CAT's are the demo page's.
 */
export const agentChoice = {
  title: "¿Qué agente querés escuchar?",
  current: "Estás acá",
  cat: demo.choice,
} as const;

export type CallStatus = "idle" | "initializing" | "connecting" | "active" | "ended" | "error";

/** The status texts of docs/product.md#call-states, verbatim. The active one gets " - mm:ss" appended. */
export const callStatusLabels: Record<CallStatus, string> = {
  idle: "Listo para iniciar",
  initializing: "Inicializando...",
  connecting: "Conectando...",
  active: "Llamada activa",
  ended: "Llamada finalizada",
  error: "Error en la llamada",
};

/** The steps under 'Conectando...' (docs/product.md#what-sells-the-demo), in a call's order. */
export type ConnectStep = "preparing" | "creating" | "joining";

export const connectStepLabels: Record<ConnectStep, string> = {
  preparing: "Preparando la llamada…",
  creating: "Creando la llamada…",
  joining: "Conectando con el asistente…",
};

/**
 * The panel's lines, verbatim from docs/product.md#what-sells-the-demo and
 * #a-real-call-in-the-field; `seconds` arrives formatted ("0,8").
 */
export const callInsights = {
  responseTime: (seconds: string) => `Respondió en ${seconds} s`,
  medianResponse: "Tiempo de respuesta:",
  secondsValue: (seconds: string) => `${seconds} s`,
  /** Under the median: what the figure measures (docs/product.md#a-real-call-in-the-field). */
  measuredHow: "Medido en tu navegador, desde que terminás de hablar hasta que escuchás la respuesta.",
  noSound: "No te escuchamos: revisá que el micrófono correcto esté activo.",
  unstableNetwork: "Conexión inestable",
  /** In the status line while the call's connection is down. */
  reconnecting: "Reconectando…",
  audioBlocked: "Tu navegador no dejó reproducir la voz del asistente.",
  resumeAudio: "Tocá para escuchar al asistente",
  headphonesTip: "Usá auriculares: el asistente te escucha mejor, sin eco.",
  /** `time` as m:ss. */
  endsIn: (time: string) => `La demo termina en ${time}`,
} as const;

export const callControls = {
  start: "Iniciar Llamada",
  finish: "Finalizar Llamada",
  mute: "Silenciar micrófono",
  muted: "Micrófono silenciado",
  userIndicator: "Tu voz",
  assistantIndicator: "Asistente",
  speaking: "hablando",
  silent: "en silencio",
  timerLabel: "Duración de la llamada",
  callPanelLabel: "Llamada con el asistente",
} as const;

/** The failures of docs/product.md#call-states: the messages it quotes, verbatim, and ours for the rest. */
export const callErrors = {
  failedStart: "No se pudo iniciar la llamada. Por favor intenta nuevamente.",
  unknown: "Ocurrió un error desconocido",
  /** During a call: "Error: {message}". */
  withMessage: (message: string) => `Error: ${message}`,
  micRequired: "Se requiere acceso al micrófono para esta demo.",
  /** The visitor closed the permission prompt without answering: not a denial, they can try again. */
  micDismissed:
    "No se habilitó el micrófono. Tocá «Iniciar Llamada» otra vez y permití el acceso cuando el navegador lo pida.",
  micDeniedNotice: "Acceso al micrófono denegado. Por favor habilítalo en la configuración de tu navegador.",
  noMicrophone: "No encontramos ningún micrófono. Conectá uno y volvé a intentar.",
  micBusy: "El micrófono está siendo usado por otra aplicación. Cerrala y volvé a intentar.",
  insecureContext: "El micrófono solo funciona en una conexión segura (https). Abrí la página con https://.",
  network: "No pudimos conectar con el servicio de voz. Revisá tu conexión a internet.",
  timeout: "El servicio de voz no respondió a tiempo.",
  unauthorized: "El servicio de voz rechazó la clave configurada.",
  notFound: "El asistente configurado no existe.",
  rateLimited: "El servicio de voz está saturado. Probá de nuevo en unos minutos.",
  serverError: "El servicio de voz no está disponible en este momento.",
  httpStatus: (status: number) => `El servicio de voz respondió con un error (HTTP ${status}).`,
  connectionLost: "Se perdió la conexión con la llamada.",
  /** The connection stayed down for the whole reconnection limit (15 s). */
  connectionDropped: "Se cortó la conexión con el asistente.",
  ejected: "El servicio de voz terminó la llamada.",
  expired: "La sesión de la llamada expiró.",
  notYetAvailable: "La sesión de la llamada todavía no está disponible.",
  meetingFull: "La sala de la llamada está llena.",
  notAllowed: "La llamada no permite el acceso.",
  noRoom: "La sala de la llamada ya no existe.",
  sdkLoad: "No se pudo cargar el servicio de voz. Revisá tu conexión a internet.",
  /** The guard: Turnstile failed or could not load (docs/product.md#the-guard). */
  unverified: "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.",
  /** The guard: this visitor asked for more calls than the site allows in 10 minutes. */
  rateLimitedVisitor: "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
  /** The guard: every line of Vapi's account is taken, or the day's calls are spent. */
  linesBusy: "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.",
} as const;

/** The ways to the team the alert offers when Turnstile could not tell a person. */
export const guardAlternatives = {
  whatsapp: "Escribinos por WhatsApp",
  contact: "Ir al formulario de contacto",
} as const;

/** Under the call button before a first call: where the voice goes (docs/product.md#what-sells-the-demo). */
export const voiceNotice = {
  vapi: "Al iniciar la llamada, tu voz se procesa con Vapi para que el asistente pueda responderte.",
  preview: "En la vista previa tu voz no sale de tu navegador.",
  privacyLink: site.legal.privacy,
} as const;

export const transcriptCopy = {
  heading: "Transcripción",
  empty: "La conversación aparecerá acá en cuanto empiece la llamada.",
  roles: { user: "Vos", assistant: "Asistente" },
} as const;

/** How one tool's card reads (`data/demo-cat.json`'s `actions`, docs/site-owner.md#the-assistants-actions). */
export type ActionLabel = DemoContent["actions"][number];

/** The owner's labels, by the tool's name. */
export const actionLabels: ReadonlyMap<string, ActionLabel> = new Map(
  demo.actions.map((label) => [label.tool, label]),
);

/**
 * The cards' words that are not the owner's (docs/product.md#the-agent-at-work): a tool missing
 * from the table, a failure, and where an outcome's text takes the result's value.
 */
export const actionCopy = {
  unknownRunning: "Trabajando en tu pedido…",
  unknownDone: "Listo.",
  failed: "No se pudo completar.",
  resultPlaceholder: "{resultado}",
} as const;

export type InstructionIcon = DemoContent["instructions"]["steps"][number]["icon"];

export const instructions = demo.instructions;

export const demoFooter = {
  copyright: (year: number) => `© ${year} ${site.name}. Todos los derechos reservados.`,
  navLabel: "Pie de página",
  home: "Inicio",
  privacy: site.legal.privacy,
} as const;
