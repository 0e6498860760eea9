// @ts-check
/**
 * `registrar_lead`: the visitor's contact and need to the owner's webhook (Standard Webhooks), once
 * per conversation: the history in Vapi's signed message says whether one was recorded, and the
 * delivery's id is the conversation's, so a receiver drops one that slipped past.
 */
import { textParameters } from "../../../app/contracts/agent.mjs";
import { deliver } from "../../shared/webhook.mjs";
import { badEmail, EMAIL, unconfigured } from "./speech.mjs";
import { defineTool, text } from "./tool.mjs";

const PHONE = /^\+?[\d\s().-]{6,24}$/;

const speech = {
  leadRecorded: "Te escribimos dentro de las 24 h hábiles.",
  /** @param {string} whatsapp */
  leadFailed: (whatsapp) =>
    `No pude registrar tus datos. Escribinos por WhatsApp al ${whatsapp} y te respondemos hoy.`,
  leadFieldsMissing: "Para registrarte necesito tu nombre y qué te gustaría automatizar.",
  contactMissing: "Necesito un e-mail o un teléfono para que te escribamos.",
  badPhone: "Ese teléfono no parece válido. ¿Me lo repetís con la característica?",
  /** One lead per conversation. @param {string} whatsapp */
  leadAlreadyRecorded: (whatsapp) =>
    `Tus datos ya quedaron registrados en esta conversación: te escribimos dentro de las 24 h hábiles. Si querés sumar algo, escribinos por WhatsApp al ${whatsapp}.`,
};

export const registrarLead = defineTool({
  name: "registrar_lead",
  description:
    "Registra a la persona como contacto para que el equipo le escriba. Usala cuando muestre " +
    "interés en un agente para su empresa, agende o no una reunión. Antes pedile su nombre, qué le " +
    "gustaría automatizar y un e-mail o un teléfono (al menos uno); sumá su empresa si la menciona.",
  parameters: textParameters(
    {
      nombre: "Nombre y apellido de la persona.",
      necesidad: "Qué le gustaría automatizar, en sus palabras.",
      empresa: "Su empresa, si la dijo.",
      email: "Su e-mail, si lo dio.",
      telefono: "Su teléfono o WhatsApp con característica, si lo dio.",
    },
    ["nombre", "necesidad"],
  ),
  speech,
  result: /** @type {const} */ (["contacto"]),
  oncePerConversation: { alreadyDone: ({ whatsapp }) => speech.leadAlreadyRecorded(whatsapp) },
  async run(args, { settings, conversationId, toolCallId, send, signal }) {
    const [name, need, email, phone] = ["nombre", "necesidad", "email", "telefono"].map((key) =>
      text(args, key),
    );
    if (!name || !need) return { error: speech.leadFieldsMissing };
    if (!email && !phone) return { error: speech.contactMissing };
    if (email && !EMAIL.test(email)) return { error: badEmail };
    if (phone && !PHONE.test(phone)) return { error: speech.badPhone };
    if (!settings.webhook) {
      unconfigured("registrar_lead", settings.problems.webhook);
      return { error: speech.leadFailed(settings.whatsapp) };
    }

    const company = text(args, "empresa");
    const payload = {
      tipo: "lead",
      origen: "asistente",
      nombre: name,
      necesidad: need,
      ...(company ? { empresa: company } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { telefono: phone } : {}),
      callId: conversationId,
      fecha: new Date().toISOString(),
    };
    // One id per conversation: a lead that slipped past the rules is still one message to the receiver.
    const id = `lead_${conversationId ?? toolCallId}`;
    const delivered = await deliver(settings.webhook, { payload, id }, send, signal);
    return delivered
      ? { result: { contacto: speech.leadRecorded } }
      : { error: speech.leadFailed(settings.whatsapp) };
  },
});
