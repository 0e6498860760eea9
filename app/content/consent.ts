import { site } from "./site";

/** The consent banner (PRODUCT.md "Privacy first"): shown only when analytics are configured. */
export const consentBanner = {
  label: "Privacidad",
  message: "Con tu permiso usamos cookies y grabamos la sesión, sin lo que escribís.",
  accept: "Aceptar",
  reject: "Rechazar",
  privacyPolicy: site.legal.privacy,
} as const;

/** The privacy page's control that reopens the banner, and the visitor's current answer. */
export const consentPreferences = {
  reopen: "Cambiar mis preferencias de privacidad",
  current: {
    pending: "Todavía no respondiste al aviso: la medición es anónima.",
    granted: "Aceptaste: la medición usa una cookie y graba la sesión, sin lo que escribís.",
    denied: "Rechazaste: la medición es anónima y no usa cookies.",
    refused:
      "Tu navegador envía Global Privacy Control o Do Not Track: la medición es siempre anónima y no te preguntamos.",
  },
} as const;
