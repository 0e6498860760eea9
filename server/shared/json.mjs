// @ts-check
/**
 * JSON in and out of the site's endpoints. A body is read up to a limit, whatever its
 * `Content-Length` claims. Answers are never cached, and every answer that is not the result is a
 * JSON error `{ error, message }` with a Spanish sentence, never a stack: the page reads the codes
 * (app/contracts/demo-api.mjs), the sentence is for whoever reads the answer.
 */

const MESSAGES = {
  "not-found": "Esta dirección no existe.",
  "method-not-allowed": "Método no permitido: esta dirección solo responde a POST.",
  "forbidden-origin": "Esta demo solo se puede usar desde su propio sitio.",
  "bad-request": "La solicitud no es válida.",
  "payload-too-large": "La solicitud es demasiado grande.",
  "rate-limited": "Hiciste varias solicitudes seguidas. Esperá unos minutos o escribinos.",
  "not-configured": "Este servicio no está configurado en este servidor.",
  unauthorized: "Falta la credencial de esta dirección, o no es válida.",
  unverified: "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.",
  "token-spent": "La verificación ya se usó o venció. Probá de nuevo.",
  "verification-unavailable":
    "No pudimos verificar la solicitud en este momento. Probá de nuevo en unos minutos.",
  "lines-busy": "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.",
  "vapi-unavailable": "El servicio de voz no está disponible en este momento.",
  "vapi-error": "El servicio de voz respondió con un error.",
  "webhook-failed": "No pudimos entregar tu mensaje. Escribinos por WhatsApp o por e-mail.",
  internal: "Ocurrió un error inesperado.",
};

/** @typedef {keyof typeof MESSAGES} ErrorCode */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A nested field of a parsed body or an upstream's answer, or undefined.
 * @param {unknown} value @param {string[]} path
 * @returns {unknown}
 */
export const field = (value, ...path) =>
  path.reduce((/** @type {unknown} */ at, key) => (isObject(at) ? at[key] : undefined), value);

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

/** @param {number} status @param {ErrorCode} error @param {Record<string, string>} [headers] */
export const failure = (status, error, headers) => json(status, { error, message: MESSAGES[error] }, headers);

/**
 * An endpoint that never throws and never shows a stack: whatever goes wrong in `route` is a JSON
 * 500, and the error goes to the owner's log under the endpoint's `name`.
 * @template C
 * @param {string} name
 * @param {(request: Request, context: C) => Promise<Response>} route
 * @returns {(request: Request, context: C) => Promise<Response>}
 */
export function neverThrowing(name, route) {
  return async (request, context) => {
    try {
      return await route(request, context);
    } catch (error) {
      console.error(`${name}: unexpected failure:`, error);
      return failure(500, "internal");
    }
  };
}

/**
 * The body's bytes, read up to `maxBytes`: `tooLarge` past it, `broken` when the client stopped
 * sending mid-way.
 * @param {Request} request
 * @param {number} maxBytes
 * @returns {Promise<{ bytes: Uint8Array } | { tooLarge: true } | { broken: true }>}
 */
export async function readBody(request, maxBytes) {
  if (Number(request.headers.get("content-length")) > maxBytes) return { tooLarge: true };
  if (!request.body) return { bytes: new Uint8Array() };
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { tooLarge: true };
      }
      chunks.push(value);
    }
  } catch {
    return { broken: true };
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  return { bytes };
}

/**
 * The body as JSON, read up to `maxBytes`: `value` is undefined when it is not JSON (or broke off).
 * @param {Request} request
 * @param {number} maxBytes
 * @returns {Promise<{ tooLarge: true } | { value: unknown }>}
 */
export async function readJson(request, maxBytes) {
  const body = await readBody(request, maxBytes);
  if ("tooLarge" in body) return body;
  if ("broken" in body) return { value: undefined };
  try {
    return { value: JSON.parse(new TextDecoder().decode(body.bytes)) };
  } catch {
    return { value: undefined };
  }
}
