import { bookDemoLabel } from "./booking";
import { sectionIds } from "./sections";
import { site } from "./site";

/*
 * The landing page's copy, in page order. Components import their copy from here; their props carry
 * state, slots and callbacks, never copy. Icons are string keys that each component maps to an icon.
 */

export const homeMeta = {
  title: `${site.name} · Agentes de IA a medida para tu empresa`,
  description: `${site.name} diseña agentes de IA de voz, chat, datos y seguridad que atienden, venden y automatizan 24/7 con resultados medibles. Desde Buenos Aires para Latinoamérica.`,
} as const;

export type NavItem = { id: string; label: string };

export const navigation: readonly NavItem[] = [
  { id: sectionIds.about, label: `Por qué ${site.name}` },
  { id: sectionIds.services, label: "Servicios" },
  { id: sectionIds.process, label: "Proceso" },
  { id: sectionIds.aiRevolution, label: "Revolución IA" },
  { id: sectionIds.cases, label: "Casos" },
  { id: sectionIds.contact, label: "Contacto" },
];

export const headerCopy = {
  navLabel: "Secciones de la página",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  homeLabel: `${site.name}, inicio`,
} as const;

export const hero = {
  eyebrow: "Agentes de IA a medida · Buenos Aires",
  headline: "Agentes de IA que trabajan por tu empresa 24/7",
  /** The subtitle reads `before + verb + after`; screen readers get `sentence` once. */
  subtitle: {
    before: "Tu agente de IA",
    verbs: ["interactúa", "se conecta", "atiende", "vende", "automatiza"],
    after: "por vos, con resultados que se miden.",
    sentence:
      "Tu agente de IA interactúa, se conecta, atiende, vende y automatiza por vos, con resultados que se miden.",
  },
  cta: "Ver una demo gratis",
  secondaryCta: "Ver servicios",
} as const;

export const reframe = {
  title: "¿Tu empresa todavía responde a la velocidad de un sistema viejo?",
  questions: [
    "¿Tus clientes esperan horas por una respuesta que podría llegar en segundos?",
    "¿Tu equipo pierde el día copiando datos entre planillas, el CRM y el correo?",
    "¿Las consultas de la noche y del fin de semana quedan sin atender hasta el lunes?",
    "¿Sumar más gente es la única forma que encontraste de crecer?",
  ],
  closing: "No hace falta imaginar cómo sería distinto: preguntáselo directamente a nuestra IA.",
  phoneLink: "Hablá por teléfono con nuestra IA",
} as const;

export type FeatureIcon = "brain" | "database" | "voice" | "messages";

export type WhyCard = { icon: FeatureIcon; title: string; description: string };

export const why = {
  title: `Por qué ${site.name}`,
  intro:
    "Agentes que trabajan 24/7 con resultados medibles: cada conversación, cada venta y cada tarea automatizada queda registrada y se puede medir.",
  cards: [
    {
      icon: "brain",
      title: "IA de vanguardia",
      description:
        "Modelos de lenguaje de última generación, entrenados con la información de tu negocio y con controles para que respondan solo lo que tienen que responder.",
    },
    {
      icon: "database",
      title: "CRM inteligente",
      description:
        "Cada contacto llega a tu CRM con la conversación resumida, su intención y el próximo paso: tu equipo retoma donde el agente dejó.",
    },
    {
      icon: "voice",
      title: "Voz natural",
      description:
        "Atiende y llama con una voz fluida en español rioplatense, entiende interrupciones y deriva a una persona cuando hace falta.",
    },
    {
      icon: "messages",
      title: "Comunicación efectiva",
      description:
        "Teléfono, WhatsApp, web y correo con el mismo criterio y el mismo tono: tus clientes eligen el canal, el agente mantiene el contexto.",
    },
  ] satisfies WhyCard[],
  claims: [
    "La única solución que combina IA, CRM y voz",
    "Sin compromisos ni contratos a largo plazo",
    "100% de satisfacción garantizada",
  ],
  cta: "Quiero mi agente de IA",
} as const;

export type ServiceIcon = "voice" | "pharma" | "university" | "retail";

export type ServiceId = "voice-agents" | "pharma" | "university" | "retail";

/** A service card. Its details (shown in the dialog) are in `serviceDetails` below, keyed by `id`. */
export type Service = {
  id: ServiceId;
  icon: ServiceIcon;
  title: string;
  description: string;
  /** A line naming the company, shown on the card. */
  uses: string;
  /** Marks a service that is not offered yet. */
  comingSoon?: boolean;
};

export const services = {
  title: "Servicios",
  intro: "Agentes diseñados para un problema concreto de tu industria, no un chatbot genérico.",
  openDetails: "Ver detalles",
  comingSoonBadge: "Próximamente",
  comingSoonContact: "Avisame cuando esté",
  items: [
    {
      id: "voice-agents",
      icon: "voice",
      title: "Agentes de voz con IA",
      description:
        "Atienden y hacen llamadas como tu mejor operador: califican leads, agendan turnos y resuelven consultas.",
      uses: `Con la tecnología de voz de ${site.name}`,
    },
    {
      id: "pharma",
      icon: "pharma",
      title: "IA para laboratorios y farma",
      description:
        "Automatizá informes, consultas de pacientes y médicos y la coordinación con obras sociales.",
      uses: `Laboratorios que ya trabajan con ${site.name}`,
    },
    {
      id: "university",
      icon: "university",
      title: "Plataformas universitarias",
      description:
        "Plataformas de estudio con IA que acompañan a cada estudiante, con tutores que responden al instante.",
      uses: `Desarrolladas por ${site.name} para instituciones educativas`,
    },
    {
      id: "retail",
      icon: "retail",
      title: "IA para retail",
      description:
        "Asistentes de compra, seguimiento de pedidos y recuperación de carritos en todos tus canales.",
      uses: `${site.name} para comercios y marcas`,
      comingSoon: true,
    },
  ] satisfies Service[],
} as const;

export const process = {
  title: "Cómo trabajamos",
  intro: "De la primera reunión a un agente en producción, en semanas y no en meses.",
  steps: [
    {
      number: 1,
      title: "Descubrimiento",
      description:
        "Entendemos tu operación, tus sistemas y dónde se pierde tiempo. Definimos juntos qué medir para saber que funciona.",
    },
    {
      number: 2,
      title: "Diseño & Entrenamiento",
      description:
        "Diseñamos las conversaciones y entrenamos al agente con tu información, tu tono y tus reglas de negocio.",
    },
    {
      number: 3,
      title: "Integración & Lanzamiento",
      description:
        "Lo conectamos con tu CRM, telefonía y WhatsApp, lo probamos con casos reales y lo lanzamos de forma gradual.",
    },
    {
      number: 4,
      title: "Optimización Continua",
      description:
        "Revisamos métricas y conversaciones todos los meses para que el agente resuelva cada vez más y mejor.",
      last: true,
    },
  ] as { number: number; title: string; description: string; last?: boolean }[],
} as const;

export const aiRevolution = {
  title: "La revolución de la IA ya empezó",
  intro:
    "Las empresas que incorporan agentes de IA hoy operan con otra estructura de costos y otra velocidad. Estas son las cifras que vemos en el mercado:",
  stats: [
    { value: "40-75%", label: "Reducción de costos operativos" },
    { value: "3-10x", label: "Aumento de productividad" },
    { value: "90%", label: "Decisiones más rápidas" },
    { value: "85%", label: "De las empresas usará IA en 2026" },
  ],
  cta: "Agenda una consultoría estratégica",
} as const;

export type CaseIcon = "logistics" | "lab" | "university";

export const cases = {
  title: "Casos de éxito",
  intro: "Resultados medidos en empresas que ya trabajan con agentes de IA.",
  items: [
    {
      icon: "logistics",
      client: "Empresa de logística nacional",
      summary: "Un agente de voz y WhatsApp atiende el seguimiento de envíos y los reclamos.",
      metrics: [
        { value: "90%", label: "menos carga operativa" },
        { value: "15 → 2", label: "de 15 operadores a 2 supervisores" },
        { value: "35%", label: "menos reclamos" },
      ],
    },
    {
      icon: "lab",
      client: "Laboratorio clínico",
      summary: "Informes automáticos y un asistente que responde el estado de cada estudio.",
      metrics: [
        { value: "+120K", label: "informes automatizados" },
        { value: "72 → 24 h", label: "entrega de resultados de 72 a 24 horas" },
        { value: "80%", label: "menos llamadas" },
        { value: "40%", label: "más capacidad" },
      ],
    },
    {
      icon: "university",
      client: "Universidad privada",
      summary: "Un asistente para inscripciones, trámites y consultas académicas.",
      metrics: [
        { value: "+3K", label: "consultas por semana" },
        { value: "65%", label: "menos tiempo de espera" },
        { value: "28%", label: "más satisfacción" },
      ],
    },
  ] satisfies {
    icon: CaseIcon;
    client: string;
    summary: string;
    metrics: { value: string; label: string }[];
  }[],
  cta: "Quiero resultados así",
} as const;

export type IndustryIcon = "sales" | "support" | "collections" | "surveys";

export const industries = {
  title: "Soluciones por área",
  intro: "Un agente para cada parte del negocio donde hoy se acumulan tareas repetitivas.",
  items: [
    {
      icon: "sales",
      title: "Ventas y generación de leads",
      description: "Responde al instante, califica y agenda reuniones con los leads listos para comprar.",
      metrics: ["45% más conversión de leads", "60% respuesta más rápida"],
    },
    {
      icon: "support",
      title: "Atención al cliente",
      description: "Resuelve las consultas frecuentes en cualquier canal y deriva los casos complejos.",
      metrics: ["70% de consultas resueltas sin intervención humana", "30% más satisfacción"],
    },
    {
      icon: "collections",
      title: "Cobranzas",
      description: "Recuerda vencimientos, negocia planes de pago y registra cada compromiso.",
      metrics: ["40% menos deuda vencida"],
    },
    {
      icon: "surveys",
      title: "Encuestas y fidelización",
      description: "Llama o escribe después de cada compra para medir la experiencia y retener clientes.",
      metrics: ["300% más feedback", "25% menos cancelaciones"],
    },
  ] satisfies { icon: IndustryIcon; title: string; description: string; metrics: string[] }[],
  cta: "Encontrá la solución para tu área",
} as const;

export const finalCta = {
  title: "Tu primer agente de IA puede estar atendiendo en semanas",
  description: "Reservá una demo gratis de 30 minutos o hablá ahora mismo con nuestra IA por teléfono.",
  bookDemo: bookDemoLabel,
  talkNow: "Hablar ahora",
} as const;

export type ServiceDetails = {
  detailedContent: string;
  features: string[];
  caseStudies: { title: string; result: string }[];
  /** A case study shown with its illustration; `image` is a key the dialog maps to a file. */
  highlight?: { title: string; figures: string[]; image: "medical-platform" };
};

export const serviceModal = {
  featuresTitle: "Características clave",
  caseStudiesTitle: "Casos de éxito",
  noCaseStudies: "Todavía no hay casos publicados: sé de los primeros.",
  talkNow: "Hablar ahora",
  moreInfo: "Más información",
  caseStudyImageAlt:
    "Ilustración de la plataforma para estudiantes de medicina: un panel con progreso de estudio y un tutor de IA",
} as const;

export const serviceDetails: Record<ServiceId, ServiceDetails> = {
  "voice-agents": {
    detailedContent:
      "Un agente de voz atiende cada llamada al primer tono, entiende lo que la persona necesita y lo resuelve: consulta tus sistemas, agenda, confirma y deja todo registrado en tu CRM. Cuando un caso necesita a una persona, transfiere la llamada con el resumen listo.",
    features: [
      "Atención 24/7 sin colas de espera",
      "Voz natural en español rioplatense",
      "Integración con tu CRM, agenda y telefonía",
      "Derivación a una persona con contexto completo",
    ],
    caseStudies: [
      { title: "Logística nacional", result: "90% menos carga operativa en el centro de atención" },
      { title: "Universidad privada", result: "Más de 3K consultas por semana respondidas por voz y chat" },
    ],
  },
  pharma: {
    detailedContent:
      "Conectamos agentes a tus sistemas de laboratorio para generar y enviar informes, responder el estado de un estudio y coordinar turnos de extracción, con trazabilidad completa y los datos sensibles protegidos.",
    features: [
      "Generación y envío automático de informes",
      "Respuestas sobre estado de estudios, 24/7",
      "Coordinación de turnos y autorizaciones",
      "Datos sensibles cifrados y auditables",
    ],
    caseStudies: [
      { title: "Laboratorio clínico", result: "Más de 120K informes automatizados" },
      { title: "Laboratorio clínico", result: "Entrega de resultados de 72 a 24 horas" },
    ],
  },
  university: {
    detailedContent:
      "Construimos plataformas de aprendizaje con tutores de IA entrenados en el material de cada cátedra: preguntas de práctica, explicaciones paso a paso y seguimiento del progreso, para miles de estudiantes a la vez.",
    features: [
      "Tutores de IA entrenados con el material de cada cátedra",
      "Simulacros de examen y seguimiento del progreso",
      "Escala a miles de estudiantes sin perder calidad",
      "Panel de métricas para docentes y autoridades",
    ],
    caseStudies: [
      {
        title: "Plataforma para estudiantes de medicina",
        result: "20.000 usuarios en 75 días, en 3 países",
      },
    ],
    highlight: {
      title: "Caso de estudio: plataforma para estudiantes de medicina",
      figures: ["20.000 usuarios", "en 75 días", "3 países"],
      image: "medical-platform",
    },
  },
  retail: {
    detailedContent:
      "Estamos terminando nuestra solución para retail: agentes que recomiendan productos, informan el estado de un pedido y recuperan carritos abandonados por WhatsApp. Escribinos y te contamos cuándo podés sumarte a la primera etapa.",
    features: [
      "Recomendaciones según stock y preferencias",
      "Estado de pedidos y cambios por WhatsApp",
      "Recuperación de carritos abandonados",
    ],
    caseStudies: [],
  },
};

export const footer = {
  tagline: "Agentes de IA a medida para empresas de Argentina y Latinoamérica.",
  navLabel: "Enlaces legales y redes",
  legal: site.legal.terms ? [site.legal.privacy, site.legal.terms] : [site.legal.privacy],
  linkedin: "LinkedIn",
  github: "GitHub",
  newTab: "(se abre en una pestaña nueva)",
  location: `${site.location.city}, ${site.location.country}`,
  /** `{year}` is replaced by the current year at render time. */
  copyright: `© {year} ${site.name}. Todos los derechos reservados.`,
} as const;
