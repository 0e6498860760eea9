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
  /** Shown instead of Tally's form, with the e-mail and WhatsApp links, when it cannot load. */
  fallback: {
    failed:
      "No pudimos cargar el formulario. Escribinos por e-mail o WhatsApp y te respondemos a la brevedad.",
  },
} as const;

/** The card without any form (neither Tally nor the site's own): the two ways to write, in its place. */
export const contactWrite = {
  title: "Escribinos",
  description:
    "Contanos qué querés automatizar por e-mail o WhatsApp y te respondemos dentro de las 24 h hábiles.",
} as const;

/** The site's own form (`VITE_LEAD_FORM`, no Tally): posted to the site, which hands it to the company. */
export const leadForm = {
  labels: {
    nombre: "Nombre",
    empresa: "Empresa (opcional)",
    contacto: "E-mail o WhatsApp",
    necesidad: "¿Qué te gustaría automatizar?",
  },
  contactHint: "Te respondemos por donde nos digas.",
  submit: "Enviar",
  sending: "Enviando…",
  sent: "¡Listo! Te escribimos dentro de las 24 h hábiles.",
  failed: "No pudimos enviar tu mensaje. Escribinos por WhatsApp o por e-mail.",
  limited:
    "Ya nos escribiste varias veces seguidas. Esperá unos minutos o escribinos por WhatsApp o por e-mail.",
  unverified:
    "No pudimos verificar que sos una persona. Probá de nuevo o escribinos por WhatsApp o por e-mail.",
  /** Under the alert: nothing typed is lost. */
  kept: "Lo que escribiste quedó en el formulario.",
  problems: {
    missing: {
      nombre: "Escribí tu nombre.",
      empresa: "",
      contacto: "Escribí tu e-mail o tu WhatsApp.",
      necesidad: "Contanos qué te gustaría automatizar.",
    },
    notAContact:
      "Escribí un e-mail (nombre@empresa.com) o un WhatsApp con su código de área (+54 9 11 5555-0100).",
    tooLong: (max: number) => `Usá como máximo ${max} caracteres.`,
  },
} as const;
