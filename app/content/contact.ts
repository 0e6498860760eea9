/** Copy of the #contacto section and of the phone/WhatsApp dialogs. Numbers and links come from `site`. */

export const contactSection = {
  id: "contacto",
  eyebrow: "Contacto",
  title: "Hablemos de tu próximo agente de IA",
  intro:
    "Contanos qué querés automatizar y te respondemos en menos de 24 horas hábiles. ¿Apurado? Llamá ahora: nuestra IA atiende 24/7.",
} as const;

export type ContactIcon = "phone" | "whatsapp" | "mail";

export const contactCards = {
  phone: {
    icon: "phone" as ContactIcon,
    title: "Teléfono y WhatsApp",
    aiLabel: "Hablá con nuestra IA, 24/7",
    whatsappLabel: "WhatsApp del equipo comercial",
    whatsappAction: "Escribir por WhatsApp",
  },
  email: {
    icon: "mail" as ContactIcon,
    title: "E-mail",
    description: "Para propuestas, presupuestos y consultas con más detalle.",
    action: "Enviar un e-mail",
  },
} as const;

export const contactForm = {
  title: "Completá el formulario",
  description: "Dejanos tus datos y coordinamos una demo gratis, sin compromiso.",
  iframeTitle: "Formulario de contacto",
  loading: "Cargando el formulario…",
  /** Shown instead of the form, with the e-mail and WhatsApp links, when the form cannot be shown. */
  fallback: {
    unconfigured: "Escribinos por e-mail o WhatsApp y te respondemos a la brevedad.",
    failed:
      "No pudimos cargar el formulario. Escribinos por e-mail o WhatsApp y te respondemos a la brevedad.",
  },
} as const;

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
