import { CONSENT_STORAGE_KEY, MICROPHONE_STORAGE_KEY } from "~/lib/storage-keys";

import data from "./data/privacidad.json" with { type: "json" };
import { withSiteName } from "./load";
import type { PageContent } from "./schema";
import { type ConfiguredServices, site, type SiteFacts } from "./site";

/*
 * The privacy page (/privacidad), generated from what this build really does: `privacyContent`
 * is a pure function of the configured services and the company's facts, so the page names a
 * vendor only when the build sends it data. The site owner (or a lawyer) reviews it before
 * publishing: it states the site's technical behaviour, not legal advice.
 */

export type PrivacyFacts = Pick<SiteFacts, "name" | "email" | "location" | "builtOn">;

export type TextLink = { label: string; href: string };

/** One service that receives visitors' data, and what, why and when. */
export type ServiceEntry = {
  service: keyof ConfiguredServices;
  vendor: string;
  role: string;
  receives: string;
  purpose: string;
  when: string;
};

export type StorageEntry = { key: string; place: string; text: string };

export type PrivacyBlock =
  | { kind: "text"; text: string }
  /** A sentence with one link in it: `before`, the link, `after`. */
  | { kind: "link"; before: string; link: TextLink; after: string }
  | { kind: "services"; items: ServiceEntry[] }
  | { kind: "storage"; items: StorageEntry[] }
  /** Where the page puts the control that reopens the consent choice. */
  | { kind: "preferences" };

export type PrivacySection = { id: string; heading: string; blocks: PrivacyBlock[] };

const months = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** `2026-11-23` → `23 de noviembre de 2026`, the same on the build machine and in every browser. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} de ${months[(month ?? 1) - 1]} de ${year}`;
}

/** `["Tally", "Cal.com", "Vapi"]` → `Tally, Cal.com y Vapi`. */
export function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/** The labels of each service's description, in the order the page shows them. */
export const serviceLabels = { receives: "Qué recibe", purpose: "Para qué", when: "Cuándo" } as const;

const serviceEntries: ServiceEntry[] = [
  {
    service: "analytics",
    vendor: "PostHog",
    role: "Medición de visitas",
    receives:
      "Las páginas que visitás y los botones que usás (por ejemplo, «Ver una demo gratis»), con datos técnicos del navegador y del dispositivo. De tu dirección IP deduce una ubicación aproximada (país y ciudad).",
    purpose: "Saber qué partes del sitio sirven y cuáles mejorar.",
    when: "Mientras no respondas al aviso de privacidad, o si lo rechazás, la medición es anónima: no se guarda nada en tu navegador y cada visita cuenta como nueva. Si aceptás, PostHog guarda una cookie para reconocer tus visitas siguientes, graba la sesión (lo que ves en pantalla, nunca lo que escribís) y mide qué tan rápido carga y responde cada página. Si tu navegador envía Global Privacy Control o Do Not Track, la medición es siempre anónima y no te preguntamos.",
  },
  {
    service: "errorReports",
    vendor: "Sentry",
    role: "Informes de errores",
    receives:
      "Un informe técnico de cada error de la página: qué falló, en qué página y con qué navegador. Antes de enviarlo, la página quita los datos personales: direcciones de correo, números de teléfono, cookies, parámetros de la dirección y datos de usuario.",
    purpose: "Encontrar y corregir las fallas.",
    when: "Solo cuando algo falla.",
  },
  {
    service: "voice",
    vendor: "Vapi y Daily",
    role: "Llamadas de la demo de voz",
    receives:
      "Tu voz durante una llamada de la demo: Daily transporta el audio y Vapi lo pasa a texto, genera las respuestas del asistente y te las devuelve en voz. Si elegís «Prefiero escribir», Vapi recibe lo que escribís y te responde por escrito. Vapi conserva el registro de la conversación (la transcripción y, si está activada, la grabación de la llamada).",
    purpose: "Que el asistente pueda escucharte o leerte, y responderte.",
    when: "Solo durante una llamada que iniciás vos con «Iniciar Llamada» (el micrófono se apaga al terminarla) o una conversación por escrito que abrís con «Prefiero escribir».",
  },
  {
    service: "humanCheck",
    vendor: "Cloudflare Turnstile",
    role: "Verificación de que sos una persona",
    receives:
      "Datos técnicos de tu navegador y de tu conexión: tu dirección IP, el navegador y cómo se comporta, y el sitio desde el que se usa. Si te pide que toques su casilla, también ese toque. Con eso Cloudflare distingue a las personas de los programas automáticos; no los usa para identificarte.",
    purpose:
      "Que solo personas inicien llamadas y conversaciones con el asistente: así ningún programa gasta los minutos de la demo ni ocupa sus líneas.",
    when: "Solo en la demo de voz: su código se carga cuando apoyás el cursor o el foco en «Iniciar Llamada» o «Prefiero escribir», o al tocarlos, y verifica cada llamada y cada mensaje que envías.",
  },
  {
    service: "form",
    vendor: "Tally",
    role: "Formulario de contacto",
    receives:
      "Lo que escribís en el formulario de contacto y, si llegaste al sitio desde una campaña, su nombre (los parámetros utm_ de la dirección).",
    purpose: "Responder tu consulta.",
    when: "El formulario se carga desde Tally al llegar a la sección de contacto; tus datos, cuando lo completás.",
  },
  {
    service: "assistantBooking",
    vendor: "Cal.com",
    role: "Reuniones que agenda el asistente",
    receives:
      "Tu nombre, tu correo, el horario que elegiste y, si los diste, tu empresa y el motivo de la reunión, cuando le pedís al asistente de la demo que te agende.",
    purpose: "Reservar la reunión y enviarte la invitación por correo.",
    when: "Solo si le pedís al asistente una reunión durante una llamada o una conversación.",
  },
  {
    service: "booking",
    vendor: "Cal.com",
    role: "Reserva de reuniones",
    receives:
      "Los datos que cargás al reservar una reunión: nombre, correo, el día y el horario elegidos y lo que quieras agregar.",
    purpose: "Agendar la reunión y enviarte la confirmación.",
    when: "Solo si abrís el calendario para reservar.",
  },
];

/** With the guard, the site's own contact form asks Turnstile too. */
const turnstileOnForm =
  "También en el formulario de contacto: se carga cuando empezás a completarlo y verifica cada envío.";

/** The services whose own code runs in the page or in a frame of it, and may store its own data. */
const embeddedNames: Partial<Record<keyof ConfiguredServices, string[]>> = {
  voice: ["Vapi", "Daily"],
  humanCheck: ["Cloudflare Turnstile"],
  form: ["Tally"],
  booking: ["Cal.com"],
};

const AAIP_URL = "https://www.argentina.gob.ar/aaip";

/** What the browser keeps: tests hold the page's list to the keys the code writes. */
const consentEntry: StorageEntry = {
  key: CONSENT_STORAGE_KEY,
  place: "almacenamiento local",
  text: "Tu respuesta al aviso de privacidad: «granted» si aceptaste, «denied» si rechazaste. Se guarda cuando respondés, nunca se envía a ningún lado y es lo que permite respetar tu elección.",
};

const postHogEntry: StorageEntry = {
  key: "ph_…",
  place: "cookie y almacenamiento local, de PostHog",
  text: "Solo si aceptaste: un identificador aleatorio con el que PostHog reconoce tus visitas siguientes.",
};

const microphoneEntry: StorageEntry = {
  key: MICROPHONE_STORAGE_KEY,
  place: "almacenamiento local",
  text: "Solo si elegís un micrófono en la demo de voz: cuál elegiste, para usarlo en tus próximas llamadas. Es un identificador que tu navegador crea solo para este sitio; nunca se envía a ningún lado.",
};

export function privacyContent(services: ConfiguredServices, facts: PrivacyFacts) {
  const { name, email, location } = facts;
  const processors = serviceEntries
    .filter((entry) => services[entry.service])
    .map((entry) =>
      entry.service === "humanCheck" && services.leadForm
        ? { ...entry, when: `${entry.when} ${turnstileOnForm}` }
        : entry,
    );
  const embedded = (Object.keys(embeddedNames) as (keyof ConfiguredServices)[])
    .filter((service) => services[service])
    .flatMap((service) => embeddedNames[service] ?? []);
  const emailLink = { label: email.display, href: email.href };

  const collected: PrivacyBlock[] = [
    {
      kind: "text",
      text: "Como en cualquier sitio web, el servidor que lo aloja recibe los datos técnicos de cada visita (dirección IP, navegador y página pedida) para entregarla y protegerla de abusos.",
    },
    processors.length === 0
      ? { kind: "text", text: "Fuera de eso, este sitio no envía datos tuyos a ningún otro servicio." }
      : {
          kind: "text",
          text: "Además, estos servicios reciben datos cuando usás la parte del sitio que los necesita:",
        },
  ];
  if (processors.length > 0) {
    collected.push(
      { kind: "services", items: processors },
      { kind: "text", text: "Estos proveedores pueden tratar los datos fuera de Argentina." },
    );
  }
  if (services.leadForm) {
    collected.push({
      kind: "text",
      text: `Si nos escribís con el formulario de contacto, lo que escribís (tu nombre, tu empresa, tu e-mail o WhatsApp y lo que querés automatizar) llega a los sistemas de ${name} (su correo o su gestor de clientes) para responderte.`,
    });
  }
  if (services.assistantHandoff) {
    collected.push({
      kind: "text",
      text: `Si le das tus datos al asistente de la demo, se los envía a ${name} para que te contacte: tu nombre, tu empresa, tu e-mail o tu teléfono y lo que necesitás. Al terminar cada llamada, ${name} recibe también su resumen y su transcripción.`,
    });
  }
  if (!services.voice) {
    collected.push({
      kind: "text",
      text: "La demo de voz funciona en modo de vista previa: tu voz y lo que escribís no salen de tu navegador.",
    });
  }
  collected.push({
    kind: "text",
    text: "«Probar micrófono», en la demo de voz, escucha tu micrófono solo en tu navegador: no envía nada.",
  });

  const stored: PrivacyBlock[] = services.analytics
    ? [{ kind: "storage", items: [consentEntry, postHogEntry, microphoneEntry] }]
    : [
        {
          kind: "text",
          text: "Este sitio no usa cookies. En tu navegador guarda solo esto, y solo si lo elegís:",
        },
        { kind: "storage", items: [microphoneEntry] },
      ];
  if (embedded.length > 0) {
    stored.push({
      kind: "text",
      text: `${listOf(embedded)} ${embedded.length > 1 ? "funcionan" : "funciona"} con su propio código, que puede guardar sus propios datos técnicos según sus políticas.`,
    });
  }

  const sections: PrivacySection[] = [
    {
      id: "responsable",
      heading: "Quién es responsable",
      blocks: [
        {
          kind: "text",
          text: `${name}, con sede en ${location.city}, ${location.country}, es responsable de los datos que se tratan en este sitio.`,
        },
        {
          kind: "link",
          before: "Para cualquier consulta sobre privacidad, escribinos a ",
          link: emailLink,
          after: ".",
        },
      ],
    },
    { id: "datos", heading: "Qué datos se recogen, quién los recibe y para qué", blocks: collected },
    { id: "navegador", heading: "Qué guarda tu navegador", blocks: stored },
    {
      id: "derechos",
      heading: "Tus derechos",
      blocks: [
        {
          kind: "text",
          text: "La Ley 25.326 de Protección de Datos Personales te da derecho a acceder a los datos que tengamos sobre vos, a pedir que los corrijamos (rectificación) y a pedir que los borremos (supresión).",
        },
        {
          kind: "link",
          before: "Para ejercerlos, escribinos a ",
          link: {
            label: email.display,
            href: `${email.href}?subject=${encodeURIComponent("Mis datos personales")}`,
          },
          after:
            " y contanos qué derecho querés ejercer. Respondemos los pedidos de acceso dentro de los 10 días corridos y los de rectificación o supresión dentro de los 5 días hábiles, como indica la ley.",
        },
        {
          kind: "text",
          text: "El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326.",
        },
        {
          kind: "link",
          before: "La ",
          link: { label: "Agencia de Acceso a la Información Pública (AAIP)", href: AAIP_URL },
          after:
            ", en su carácter de órgano de control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.",
        },
      ],
    },
  ];
  if (services.analytics) {
    sections.push({
      id: "preferencias",
      heading: "Tus preferencias",
      blocks: [
        {
          kind: "text",
          text: "Podés cambiar tu respuesta al aviso de privacidad cuando quieras: se aplica al instante y queda guardada para tus próximas visitas.",
        },
        { kind: "preferences" },
      ],
    });
  }

  return {
    /** The owner edits these two (`data/privacidad.json`). */
    meta: withSiteName<PageContent>(data, name).meta,
    homeLabel: `${name}: ir al inicio`,
    title: "Política de privacidad",
    /** Reads `label date.`: the day of the build this page describes. */
    updated: { label: "Actualizada el", date: formatDate(facts.builtOn), isoDate: facts.builtOn },
    intro: `Esta página explica qué datos tuyos trata ${name} cuando usás este sitio, quién los recibe y para qué. Se genera con cada publicación a partir de la configuración del sitio: nombra solo los servicios que el sitio usa de verdad.`,
    sections,
  };
}

export type PrivacyContent = ReturnType<typeof privacyContent>;

/** The keys the page says the browser keeps: tests hold them to the keys the code writes. */
export function storedKeys(content: PrivacyContent): string[] {
  return content.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === "storage" ? block.items.map((item) => item.key) : []));
}

/**
 * The privacy page's control that reopens the consent banner, and the visitor's current answer.
 * Here rather than in consent.ts: that file is in every page's first load, this one only in /privacidad's.
 */
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

/** The privacy page's own footer: small, so the page shares no code with the landing's. */
export const privacyFooter = {
  navLabel: "Pie de página",
  home: "Inicio",
  terms: site.legal.terms,
  copyright: (year: number) => `© ${year} ${site.name}. Todos los derechos reservados.`,
} as const;

/** This build's privacy page. */
export const privacy: PrivacyContent = privacyContent(site.services, site);
