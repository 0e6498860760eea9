// @ts-check
/**
 * What the CAT assistant says whichever tool answers: the other ways to reach the team, and the
 * endpoint's own sentences (a tool it does not know, one that did not finish in time). Each tool's
 * own sentences are in its entry (server/agent/tools/).
 */

/**
 * The way to a meeting when the agenda cannot be reached: the booking page, or WhatsApp.
 * @param {{ whatsapp: string; bookingLink: string | null }} ways
 */
export const otherWay = ({ whatsapp, bookingLink }) =>
  bookingLink
    ? `Podés elegir un horario en ${bookingLink} o escribirnos por WhatsApp al ${whatsapp}.`
    : `Escribinos por WhatsApp al ${whatsapp} y coordinamos la reunión.`;

export const badEmail = "Ese e-mail no parece válido. ¿Me lo repetís?";
export const unknownTool = "Esa acción no está disponible en este asistente.";

/** A tool that did not end in time, or broke. @param {string} whatsapp */
export const couldNotFinish = (whatsapp) =>
  `No pude terminar esto ahora. Escribinos por WhatsApp al ${whatsapp} y lo resolvemos.`;

/** A plausible e-mail address: what the tools check before anything leaves the server. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Tells the owner's log which settings a tool lacked (the visitor hears another way instead).
 * @param {string} tool @param {string[]} problems
 */
export const unconfigured = (tool, problems) =>
  console.error(`agent: ${tool} cannot run: ${problems.join("; ")}`);
