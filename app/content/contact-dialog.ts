/**
 * Copy of the contact dialog ("Hablar con nuestra IA" and its phone/WhatsApp variants). Its own
 * file so it loads with the dialog, not with the first paint.
 */

/** One heading and description per kind of link the dialog can open for. */
export const contactDialogVariants = {
  "ai-phone": {
    title: "Hablar con nuestra IA",
    description:
      "Llamá a este número y conversá con nuestra IA: está entrenada para responder tus consultas y explicarte cómo podrían implementarse nuestras soluciones en tu organización.",
    qrCaption: "Escaneá para llamar desde tu celular",
  },
  "sales-phone": {
    title: "Hablar con nuestro equipo",
    description:
      "Llamá a nuestro equipo comercial en Buenos Aires y te asesoramos sobre la solución que necesita tu empresa.",
    qrCaption: "Escaneá para llamar desde tu celular",
  },
  phone: {
    title: "Llamar por teléfono",
    description: "Llamá a este número desde tu celular o copialo para marcarlo después.",
    qrCaption: "Escaneá para llamar desde tu celular",
  },
  whatsapp: {
    title: "Escribinos por WhatsApp",
    description: "Abrí el chat en WhatsApp Web o escaneá el código con tu celular para seguir desde ahí.",
    qrCaption: "Escaneá para abrir el chat en tu celular",
  },
} as const;

export const contactDialog = {
  copy: "Copiar número",
  copied: "Número copiado",
  copyFailed: "No se pudo copiar el número",
  copyFailedHint: "Tu navegador no permite copiar: seleccioná el número y copialo a mano.",
  call: "Llamar ahora",
  openWhatsappWeb: "Abrir WhatsApp Web",
  back: "Volver al sitio",
  numberLabel: "Número",
  qrLabel: (number: string) => `Código QR con el número ${number}`,
} as const;
