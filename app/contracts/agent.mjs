// @ts-check
/**
 * The CAT assistant's three tools (docs/product.md#the-agent-at-work), as the model reads them and
 * as the assistant says their outcome: the definitions `npm run assistant` puts in the owner's Vapi
 * account, and the sentences the site's endpoint (server/agent) answers with. Plain JavaScript, so
 * the server, the build and the script import it as it is. The tools' names are the contract with Vapi, the
 * owner's labels (`content/data/demo-cat.json`) and the preview.
 */

/** The assistant's Server URL on the site: `npm run assistant` gives Vapi `VITE_SITE_URL` + this. */
export const AGENT_PATH = "/api/agent";

export const AGENT_TOOLS = /** @type {const} */ ({
  agenda: "consultar_agenda",
  booking: "agendar_reunion",
  lead: "registrar_lead",
});

/**
 * @typedef {{
 *   name: string;
 *   description: string;
 *   parameters: {
 *     type: "object";
 *     properties: Record<string, { type: "string"; description: string }>;
 *     required: string[];
 *   };
 * }} ToolDefinition
 */

/**
 * The tools as Vapi function definitions: when the model should use each and what it asks first
 * (`description`), and their arguments as JSON Schema.
 * @type {ToolDefinition[]}
 */
export const toolDefinitions = [
  {
    name: AGENT_TOOLS.agenda,
    description:
      "Consulta los horarios libres para una reunión con el equipo en los próximos 7 días. Usala en " +
      "cuanto la persona quiera una reunión, una demo o hablar con alguien del equipo, antes de " +
      "proponer un horario: no hace falta preguntarle nada antes. Si nombra un día, pasalo en " +
      "`desde`. Decile los horarios de `disponible` tal como vienen y guardá `horarios` para agendar_reunion.",
    parameters: {
      type: "object",
      properties: {
        desde: {
          type: "string",
          description: "Primer día a consultar, AAAA-MM-DD, en hora de Buenos Aires. Sin él, desde hoy.",
        },
      },
      required: [],
    },
  },
  {
    name: AGENT_TOOLS.booking,
    description:
      "Reserva la reunión en la agenda del equipo y le manda la invitación por correo. Usala solo " +
      "después de consultar_agenda, cuando la persona eligió uno de esos horarios. Antes pedile su " +
      "nombre y su e-mail, y repetíselo para confirmarlo; si los menciona, sumá su empresa y el motivo.",
    parameters: {
      type: "object",
      properties: {
        nombre: { type: "string", description: "Nombre y apellido de la persona." },
        email: { type: "string", description: "E-mail donde recibe la invitación." },
        inicio: {
          type: "string",
          description: "El horario elegido, exactamente como vino en `horarios` de consultar_agenda.",
        },
        empresa: { type: "string", description: "Su empresa, si la dijo." },
        motivo: { type: "string", description: "Qué quiere ver o resolver en la reunión, si lo dijo." },
      },
      required: ["nombre", "email", "inicio"],
    },
  },
  {
    name: AGENT_TOOLS.lead,
    description:
      "Registra a la persona como contacto para que el equipo le escriba. Usala cuando muestre " +
      "interés en un agente para su empresa, agende o no una reunión. Antes pedile su nombre, qué le " +
      "gustaría automatizar y un e-mail o un teléfono (al menos uno); sumá su empresa si la menciona.",
    parameters: {
      type: "object",
      properties: {
        nombre: { type: "string", description: "Nombre y apellido de la persona." },
        necesidad: { type: "string", description: "Qué le gustaría automatizar, en sus palabras." },
        empresa: { type: "string", description: "Su empresa, si la dijo." },
        email: { type: "string", description: "Su e-mail, si lo dio." },
        telefono: { type: "string", description: "Su teléfono o WhatsApp con característica, si lo dio." },
      },
      required: ["nombre", "necesidad"],
    },
  },
];

/**
 * What the assistant says with each outcome. `disponible`, `reunion` and `contacto` are results the
 * page's cards may show; the rest are errors the assistant says to the visitor.
 */
export const agentSpeech = {
  noSlots: "sin lugares en los próximos 7 días",
  leadRecorded: "Te escribimos dentro de las 24 h hábiles.",
  /** @param {string} whatsapp */
  leadFailed: (whatsapp) =>
    `No pude registrar tus datos. Escribinos por WhatsApp al ${whatsapp} y te respondemos hoy.`,
  /**
   * The way to a meeting when the agenda cannot be reached: the booking page, or WhatsApp.
   * @param {{ whatsapp: string; bookingLink: string | null }} ways
   */
  otherWay: ({ whatsapp, bookingLink }) =>
    bookingLink
      ? `Podés elegir un horario en ${bookingLink} o escribirnos por WhatsApp al ${whatsapp}.`
      : `Escribinos por WhatsApp al ${whatsapp} y coordinamos la reunión.`,
  /** @param {string} otherWay */
  agendaUnavailable: (otherWay) => `No pude consultar la agenda en este momento. ${otherWay}`,
  /** @param {string} otherWay */
  bookingUnavailable: (otherWay) => `No pude reservar la reunión en este momento. ${otherWay}`,
  /** The event type asks for something the assistant does not collect. @param {string} otherWay */
  bookingRefused: (otherWay) => `No pude reservar la reunión desde esta conversación. ${otherWay}`,
  /** One meeting per call. @param {string} whatsapp */
  alreadyBooked: (whatsapp) =>
    `En esta conversación ya quedó agendada una reunión: en el correo de la invitación tenés los enlaces para cambiarla o cancelarla. Para otra cosa, escribinos por WhatsApp al ${whatsapp}.`,
  /** The day's bookings (AGENT_DAILY_BOOKINGS) are spent. @param {string} otherWay */
  bookingsSpentToday: (otherWay) => `Por hoy no puedo reservar más reuniones desde acá. ${otherWay}`,
  /** @param {string} nextFree the next free times, as `disponible` says them */
  slotTaken: (nextFree) => `Ese horario ya no está libre. Los próximos son ${nextFree}. ¿Cuál te queda bien?`,
  /** @param {string} otherWay */
  slotTakenNoneLeft: (otherWay) =>
    `Ese horario ya no está libre y no quedan lugares en los próximos 7 días. ${otherWay}`,
  badDay: "No entendí desde qué día buscar. ¿Me lo decís de nuevo?",
  bookingFieldsMissing: "Para reservar necesito tu nombre, tu e-mail y el horario que elegiste.",
  badEmail: "Ese e-mail no parece válido. ¿Me lo repetís?",
  badStart: "No entendí el horario. ¿Me decís de nuevo el día y la hora?",
  leadFieldsMissing: "Para registrarte necesito tu nombre y qué te gustaría automatizar.",
  /** One lead per call. @param {string} whatsapp */
  leadAlreadyRecorded: (whatsapp) =>
    `Tus datos ya quedaron registrados en esta conversación: te escribimos dentro de las 24 h hábiles. Si querés sumar algo, escribinos por WhatsApp al ${whatsapp}.`,
  contactMissing: "Necesito un e-mail o un teléfono para que te escribamos.",
  badPhone: "Ese teléfono no parece válido. ¿Me lo repetís con la característica?",
  unknownTool: "Esa acción no está disponible en este asistente.",
  /** A tool that did not end in time, or broke. @param {string} whatsapp */
  couldNotFinish: (whatsapp) =>
    `No pude terminar esto ahora. Escribinos por WhatsApp al ${whatsapp} y lo resolvemos.`,
};
