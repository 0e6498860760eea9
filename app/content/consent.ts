import { site } from "./site";

/** The consent banner (docs/product.md#privacy): shown only when analytics are configured. */
export const consentBanner = {
  label: "Privacidad",
  message: "Con tu permiso usamos cookies y grabamos la sesión, sin lo que escribís.",
  accept: "Aceptar",
  reject: "Rechazar",
  privacyPolicy: site.legal.privacy,
} as const;
