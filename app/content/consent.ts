/** The consent banner (PRODUCT.md "Privacy first"): shown only when analytics are configured. */
export const consentBanner = {
  label: "Privacidad",
  message: "Con tu permiso usamos cookies y grabamos la sesión, sin lo que escribís.",
  accept: "Aceptar",
  reject: "Rechazar",
  /** The site owner points this at the published privacy policy. */
  privacyPolicy: { label: "Política de privacidad", href: "/privacidad" },
} as const;
