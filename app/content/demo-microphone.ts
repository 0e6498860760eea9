/**
 * Around the call button, before a call (docs/product.md#every-visitor-can-try-it): type instead,
 * or check the microphone. The select of inputs loads later, with demo-microphone-choice.ts.
 */
import { callErrors, callInsights } from "./demo-cat";

/** Opens the text conversation: under the call button and in the alert when the microphone fails. */
export const typeInsteadCopy = {
  open: "Prefiero escribir",
  /** The conversation's code could not load (offline, or a new version of the site replaced it). */
  unavailable: "No pudimos abrir la conversación por escrito. Revisá tu conexión y probá de nuevo.",
  back: "Volver a la llamada",
} as const;

/** 'Probar micrófono': permission, a live level, then whether the microphone hears the visitor. */
export const micCheckCopy = {
  start: "Probar micrófono",
  asking: "Permití el acceso al micrófono cuando el navegador lo pida.",
  listening: "Decí algo…",
  ok: "Te escuchamos bien.",
  silent: callInsights.noSound,
  /** Why the check could not open the microphone, by cause (`lib/microphone/microphone.ts`'s MicFailure). */
  failures: {
    denied: callErrors.micDeniedNotice,
    dismissed:
      "No se habilitó el micrófono. Tocá «Probar micrófono» otra vez y permití el acceso cuando el navegador lo pida.",
    "no-device": callErrors.noMicrophone,
    busy: callErrors.micBusy,
    insecure: callErrors.insecureContext,
    unknown: "No pudimos abrir el micrófono. Probá de nuevo.",
  },
} as const;

/** Said (politely) when the chosen input is unplugged; calls go back to the system default. */
export const micRemovedNotice =
  "El micrófono que elegiste se desconectó: usamos el predeterminado del sistema.";
