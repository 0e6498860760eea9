/**
 * Copy of the text conversation with the assistant ('Prefiero escribir',
 * docs/product.md#every-visitor-can-try-it). Its own file so it loads with the chat, not with the
 * page's first paint; the button that opens the chat is in `demo-microphone.ts`.
 */

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
  /** Under every error: nothing typed is lost. */
  kept: "Tu mensaje quedó en el cuadro: podés enviarlo de nuevo.",
} as const;

/**
 * The preview's answers, one per message in order, then the last one again: Clara, CAT's
 * customer-service assistant, as in the voice preview. `delayMs` is the time to the first word,
 * the response time the preview shows ('Respondió en 0,9 s').
 */
export type PreviewAnswer = { delayMs: number; text: string };

export const chatPreviewAnswers: readonly [PreviewAnswer, ...PreviewAnswer[]] = [
  {
    delayMs: 900,
    text: "¡Hola! Soy Clara, la asistente virtual de CAT. Te ayudo con pedidos, envíos y cambios. ¿Me pasás el número de pedido? Lo encontrás en el correo de confirmación.",
  },
  {
    delayMs: 1100,
    text: "Gracias. El pedido 4582 salió hoy del depósito y llega mañana entre las 9 y las 13. ¿Querés que te avise por WhatsApp cuando esté en camino?",
  },
  {
    delayMs: 800,
    text: "Listo, te va a llegar un mensaje cuando salga el repartidor. ¿Te ayudo con algo más?",
  },
  {
    delayMs: 700,
    text: "Esta es una vista previa con respuestas guionadas. Con el asistente real configurado, te respondería sobre lo que escribiste.",
  },
];
