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
