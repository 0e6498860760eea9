// @ts-check
/**
 * The site's own contact form as both ends know it (docs/product.md#contact-and-booking): the
 * page's form (features/contact) checks the fields before sending, and the endpoint
 * (server/lead) checks them again before the owner's webhook sees them. Plain JavaScript, so
 * `npm start` and every host's function import it as it is.
 */

export const LEAD_API_PATH = "/api/lead";

/** The most each field may hold: a name, a company, an address or number, a paragraph or two. */
export const LEAD_LIMITS = { nombre: 100, empresa: 100, contacto: 120, necesidad: 2000 };

/** @typedef {{ nombre: string; empresa: string; contacto: string; necesidad: string }} LeadFields */
/** @typedef {keyof LeadFields} LeadField */
/** @typedef {"missing" | "too-long" | "not-a-contact"} LeadProblem */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * How to reach the visitor, from what they wrote in `E-mail o WhatsApp`: an e-mail address, or a
 * phone number of 8 to 15 digits (separators allowed), or null.
 * @param {string} text
 * @returns {{ email: string } | { telefono: string } | null}
 */
export function contactOf(text) {
  const value = text.trim();
  if (EMAIL.test(value)) return { email: value };
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 8 && digits <= 15 ? { telefono: value } : null;
}

/**
 * Each field's problem, in the form's order; empty when the form can be sent.
 * @param {LeadFields} fields
 * @returns {[LeadField, LeadProblem][]}
 */
export function leadProblems(fields) {
  /** @type {[LeadField, LeadProblem][]} */
  const problems = [];
  for (const name of /** @type {LeadField[]} */ (Object.keys(LEAD_LIMITS))) {
    const value = fields[name].trim();
    if (value.length > LEAD_LIMITS[name]) problems.push([name, "too-long"]);
    else if (value === "" && name !== "empresa") problems.push([name, "missing"]);
    else if (name === "contacto" && value !== "" && !contactOf(value)) problems.push([name, "not-a-contact"]);
  }
  return problems;
}
