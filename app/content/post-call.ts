/**
 * Copy of the card after a demo call or text conversation, and of the transcript file. Its own
 * file so it loads with the card, not with the page's first paint.
 */

/** The card after 'Llamada finalizada' or 'Terminar conversación' (docs/product.md#what-sells-the-demo). */
export const postCallCopy = {
  heading: "Resumen de la llamada",
  /** After a text conversation ('Prefiero escribir'). */
  chatHeading: "Resumen de la conversación",
  /** A text conversation's response time: to the first streamed words (a call's is callInsights.measuredHow). */
  chatMeasuredHow:
    "Medido en tu navegador, desde que enviás tu mensaje hasta que aparecen las primeras palabras de la respuesta.",
  endedByLimit: "La llamada terminó porque llegó a la duración máxima de la demo.",
  /**
   * First on the card after a real call in which the assistant booked a meeting, in place of
   * 'Agendar una reunión' (docs/product.md#the-agent-at-work); `when` is the booking's result.
   */
  meetingBooked: (when: string) => `Tu reunión quedó agendada: ${when}. Te llegó la invitación por correo.`,
  stats: {
    duration: "Duración",
    assistantTurns: "Respuestas del asistente",
    medianResponse: "Tiempo de respuesta",
    slowestResponse: "Respuesta más lenta",
    notMeasured: "Sin medir",
  },
  copy: "Copiar transcripción",
  copied: "Transcripción copiada",
  copyFailed: "No se pudo copiar la transcripción",
  copyFailedHint: "Tu navegador no permite copiar: descargala como archivo de texto.",
  download: "Descargar transcripción",
  conversionHeading: "¿Querés un asistente así para tu empresa?",
  conversionBody:
    "Lo diseñamos con la información de tu negocio: atiende a tus clientes las 24 horas y se conecta con tu CRM.",
  whatsapp: "Hablar con nuestro equipo",
  contact: "Dejar mis datos",
  /**
   * After a demo agent's conversation, first on the card, in place of CAT's conversion block
   * (docs/product.md#an-agent-for-every-area): the heading and the two links are verbatim.
   */
  agentConversion: {
    heading: "¿Querés un agente así para tu empresa?",
    body: "Lo armamos con los datos, los sistemas y el tono de tu empresa, para el área que más lo necesite.",
    otherAgent: "Probar otro agente",
  },
  /** The finished actions of the conversation, in order (docs/product.md#the-agent-at-work). */
  actionsHeading: "Lo que hizo el asistente",
  /** The toasts' region, named apart from the contact dialog's "Notificaciones". */
  toasts: "Avisos de la llamada",
} as const;

/** The downloaded transcript: its first line names the demo and the date. */
export const transcriptFileCopy = {
  heading: (date: string) => `Demo del asistente de voz de CAT, ${date}`,
  /** A demo agent's: `agent` as its page's heading names it («Sofía, agente de cobranzas»). */
  agentHeading: (agent: string, date: string) => `Demo de ${agent}, ${date}`,
  fileName: "transcripcion-demo-cat",
  /** A demo agent's file: its slug in place of `cat`. */
  agentFileName: (slug: string) => `transcripcion-demo-${slug}`,
  /** Before each finished action's text (docs/product.md#the-agent-at-work). */
  action: "Acción",
} as const;
