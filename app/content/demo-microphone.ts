/**
 * Around the call button, before a call (docs/product.md#every-visitor-can-try-it): check the
 * microphone, choose it, or type instead.
 */
import { callErrors, callInsights } from "./demo-cat";

/** Opens the text conversation: under the call button and in the alert when the microphone fails. */
export const typeInsteadCopy = {
  open: "Prefiero escribir",
} as const;

/** 'Probar micrófono': permission, a live level, then whether the microphone hears the visitor. */
export const micCheckCopy = {
  start: "Probar micrófono",
  asking: "Permití el acceso al micrófono cuando el navegador lo pida.",
  listening: "Decí algo…",
  ok: "Te escuchamos bien.",
  silent: callInsights.noSound,
  /** Why the check could not open the microphone, by cause. */
  failures: {
    denied: callErrors.micDeniedNotice,
    dismissed:
      "No se habilitó el micrófono. Tocá «Probar micrófono» otra vez y permití el acceso cuando el navegador lo pida.",
    noDevice: callErrors.noMicrophone,
    busy: callErrors.micBusy,
    insecure: callErrors.insecureContext,
    unknown: "No pudimos abrir el micrófono. Probá de nuevo.",
  },
} as const;

/** The select of inputs, once the browser lets the page name them. */
export const micChoiceCopy = {
  label: "Micrófono",
  systemDefault: "Predeterminado del sistema",
  /** An input the browser gives no name. */
  unnamed: (position: number) => `Micrófono ${position}`,
  removed: "El micrófono que elegiste se desconectó: usamos el predeterminado del sistema.",
} as const;
