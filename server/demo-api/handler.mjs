// @ts-check
/**
 * The demo's endpoint, the guard (docs/product.md#only-real-visitors-spend-the-minutes):
 * `POST /api/demo/call` and `POST /api/demo/chat`, one handler against the Fetch API. Every host
 * runs it as its own function (functions/, netlify/functions/, the Vercel output of
 * scripts/postbuild.mjs) and `npm start` serves it (server/serve.mjs).
 *
 * It takes the page's own origin only, checks the visitor's Turnstile token with Cloudflare's
 * siteverify, then starts the call or the chat with Vapi's private key and the server's own
 * settings: from the visitor it takes the token, and for a chat the message and the previous
 * chat's id, nothing else. Every answer that is not the call or the chat is a JSON error
 * `{ error, message }`, its codes listed with the page's reading of them in
 * app/features/voice-demo/lib/demo-api.mjs. Only Web APIs: Cloudflare's runtime has no Node.
 */
import { DEMO_API_PATHS } from "../../app/features/voice-demo/lib/demo-api.mjs";
import {
  assistantOverrides,
  LINES_BUSY_REASON,
} from "../../app/features/voice-demo/lib/vapi-call-settings.mjs";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const VAPI_API_URL = "https://api.vapi.ai";

/** Siteverify and Vapi each get this long to answer; a visitor never waits on a hung upstream. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** A token (at most 2048 characters), a message and a chat id fit in far less. */
const MAX_BODY_BYTES = 16_384;
const MAX_MESSAGE_CHARS = 2000;
const MAX_TOKEN_CHARS = 2048;
const CHAT_ID = /^[\w-]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Spanish sentence of each error code, for whoever reads the answer. */
const MESSAGES = {
  "not-found": "Esta dirección no existe.",
  "method-not-allowed": "Método no permitido: esta dirección solo responde a POST.",
  "forbidden-origin": "Esta demo solo se puede usar desde su propio sitio.",
  "bad-request": "La solicitud no es válida.",
  "payload-too-large": "La solicitud es demasiado grande.",
  "not-configured": "La demo protegida no está configurada en este servidor.",
  unverified: "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.",
  "token-spent": "La verificación ya se usó o venció. Probá de nuevo.",
  "verification-unavailable":
    "No pudimos verificar la solicitud en este momento. Probá de nuevo en unos minutos.",
  "lines-busy": "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.",
  "vapi-unavailable": "El servicio de voz no está disponible en este momento.",
  "vapi-error": "El servicio de voz respondió con un error.",
  internal: "Ocurrió un error inesperado.",
};

/** @typedef {keyof typeof MESSAGES} ErrorCode */

/**
 * What the handler reads from the host's environment at run time: the secrets, the build's own
 * settings (the same `VITE_*` values the page was built with) and the upstreams' addresses.
 * @typedef {Record<string, unknown>} DemoApiEnv
 */

/**
 * @typedef {{
 *   env: DemoApiEnv;
 *   clientIp?: string | null;
 *   fetch?: typeof fetch;
 * }} DemoApiContext `clientIp`: the visitor's address as the host knows it, for siteverify.
 *   `fetch`: what reaches siteverify and Vapi (tests give their own).
 */

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

/** @param {number} status @param {ErrorCode} error @param {Record<string, string>} [headers] */
const failure = (status, error, headers) => json(status, { error, message: MESSAGES[error] }, headers);

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A nested field of an upstream answer, or undefined.
 * @param {unknown} value @param {string[]} path
 * @returns {unknown}
 */
const field = (value, ...path) =>
  path.reduce((/** @type {unknown} */ at, key) => (isObject(at) ? at[key] : undefined), value);

/**
 * The handler's settings from the environment, or the names of what is missing or invalid.
 * @param {DemoApiEnv} env
 */
export function readSettings(env) {
  /** @param {string} name */
  const text = (name) => {
    const value = env[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const privateKey = text("VAPI_PRIVATE_KEY");
  const turnstileSecret = text("TURNSTILE_SECRET_KEY");
  // The build's assistant, unless the host names another one at run time.
  const assistantId = text("VAPI_ASSISTANT_ID") ?? text("VITE_VAPI_ASSISTANT_ID");
  const seconds = text("VITE_DEMO_MAX_CALL_SECONDS") ?? "300";
  const problems = [
    ...(privateKey ? [] : ["VAPI_PRIVATE_KEY is missing"]),
    ...(turnstileSecret ? [] : ["TURNSTILE_SECRET_KEY is missing"]),
    ...(assistantId && UUID.test(assistantId)
      ? []
      : ["VITE_VAPI_ASSISTANT_ID (or VAPI_ASSISTANT_ID) is missing or not a UUID"]),
    ...(/^\d+$/.test(seconds) && +seconds >= 30 && +seconds <= 1800
      ? []
      : ["VITE_DEMO_MAX_CALL_SECONDS is not a whole number of seconds from 30 to 1800"]),
  ];
  if (!privateKey || !turnstileSecret || !assistantId || problems.length > 0) return { problems };
  return {
    settings: {
      privateKey,
      turnstileSecret,
      assistantId,
      maxCallSeconds: Number(seconds),
      siteOrigin: new URL(text("VITE_SITE_URL") ?? "https://agentia.example").origin,
      vapiApiUrl: (text("VAPI_API_URL") ?? VAPI_API_URL).replace(/\/+$/, ""),
      verifyUrl: text("TURNSTILE_VERIFY_URL") ?? SITEVERIFY_URL,
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readSettings>["settings"]>} Settings */

/**
 * The body as JSON, read up to MAX_BODY_BYTES: `undefined` when it is not JSON.
 * @param {Request} request
 * @returns {Promise<{ tooLarge: true } | { value: unknown }>}
 */
async function readJson(request) {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) return { tooLarge: true };
  if (!request.body) return { value: undefined };
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { value: undefined };
  }
}

/**
 * Cloudflare's verdict on the visitor's token. Siteverify accepts a token once, for 300 s:
 * a second use answers `timeout-or-duplicate`.
 * @param {string} token
 * @param {Settings} settings
 * @param {string | null | undefined} clientIp
 * @param {typeof fetch} send
 * @returns {Promise<"passed" | "failed" | "spent" | "unavailable">}
 */
async function verifyToken(token, settings, clientIp, send) {
  /** @type {Response} */
  let response;
  try {
    response = await send(settings.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: settings.turnstileSecret,
        response: token,
        ...(clientIp ? { remoteip: clientIp } : {}),
      }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    console.error("demo api: siteverify did not answer:", String(error));
    return "unavailable";
  }
  const outcome = await response.json().catch(() => null);
  if (typeof field(outcome, "success") !== "boolean") {
    console.error(`demo api: siteverify answered HTTP ${response.status} without a verdict`);
    return "unavailable";
  }
  if (field(outcome, "success") === true) return "passed";
  const codes = field(outcome, "error-codes");
  const list = Array.isArray(codes) ? codes.map(String) : [];
  if (list.includes("timeout-or-duplicate")) return "spent";
  // Our side's fault (a wrong secret) or Cloudflare's: not the visitor's.
  if (list.some((code) => code === "internal-error" || code.endsWith("-secret"))) {
    console.error(`demo api: siteverify could not check the token (${list.join(", ")})`);
    return "unavailable";
  }
  return "failed";
}

/**
 * Vapi says every line is taken: an HTTP error about the concurrency limit, or a web call created
 * already blocked by it.
 * @param {number} status
 * @param {unknown} payload
 */
function linesBusy(status, payload) {
  if (status === 429) return true;
  if (status >= 400) return /concurren/i.test(JSON.stringify(payload ?? ""));
  return (
    field(payload, "subscriptionLimits", "concurrencyBlocked") === true ||
    field(payload, "endedReason") === LINES_BUSY_REASON
  );
}

/**
 * What the SDK's `reconnect(webCall)` reads of a web call (`@vapi-ai/web` 2.7.1), and nothing
 * else of Vapi's answer: the room's address and token, the call's id, whether it records video,
 * and its voice's provider.
 * @param {unknown} call
 */
export function joinableCall(call) {
  const webCallUrl = field(call, "webCallUrl");
  if (typeof webCallUrl !== "string" || webCallUrl === "") return null;
  const id = field(call, "id");
  const callToken = field(call, "transport", "callToken");
  const recording = field(call, "artifactPlan", "videoRecordingEnabled");
  const provider = field(call, "assistant", "voice", "provider");
  return {
    webCallUrl,
    ...(typeof id === "string" ? { id } : {}),
    ...(typeof callToken === "string" ? { transport: { callToken } } : {}),
    ...(typeof recording === "boolean" ? { artifactPlan: { videoRecordingEnabled: recording } } : {}),
    ...(typeof provider === "string" ? { assistant: { voice: { provider } } } : {}),
  };
}

/**
 * Starts the call with the private key and the server's settings, whatever the visitor sent.
 * @param {Settings} settings
 * @param {typeof fetch} send
 */
async function startCall(settings, send) {
  /** @type {Response} */
  let response;
  try {
    response = await send(`${settings.vapiApiUrl}/call/web`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.privateKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        assistantId: settings.assistantId,
        assistantOverrides: assistantOverrides(settings.maxCallSeconds),
      }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    console.error("demo api: Vapi did not answer POST /call/web:", String(error));
    return failure(503, "vapi-unavailable");
  }
  const payload = await response.json().catch(() => null);
  if (linesBusy(response.status, payload)) return failure(503, "lines-busy", { "Retry-After": "60" });
  const call = response.ok ? joinableCall(payload) : null;
  if (!call) {
    console.error(`demo api: Vapi answered POST /call/web with HTTP ${response.status}, no call to join`);
    return failure(502, "vapi-error");
  }
  return json(200, call);
}

/**
 * The visitor's message to Vapi's chat with the private key, its answer streamed back as Vapi
 * sends it (server-sent events), unbuffered. The chat continues from the previous one
 * (`previousChatId`, Vapi's own id of it), always with the server's assistant.
 * @param {Settings} settings
 * @param {{ input: string; previousChatId?: string }} message
 * @param {typeof fetch} send
 * @param {AbortSignal | undefined} visitorGone
 */
async function proxyChat(settings, { input, previousChatId }, send, visitorGone) {
  const controller = new AbortController();
  // The limit covers the wait for Vapi's answer, not the answer's stream.
  const timer = setTimeout(() => controller.abort(), UPSTREAM_TIMEOUT_MS);
  visitorGone?.addEventListener("abort", () => controller.abort());
  /** @type {Response} */
  let response;
  try {
    response = await send(`${settings.vapiApiUrl}/chat`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.privateKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        assistantId: settings.assistantId,
        input,
        stream: true,
        ...(previousChatId ? { previousChatId } : {}),
      }),
      signal: controller.signal,
    });
  } catch (error) {
    console.error("demo api: Vapi did not answer POST /chat:", String(error));
    return failure(503, "vapi-unavailable");
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    const payload = await response.json().catch(() => null);
    if (linesBusy(response.status, payload)) return failure(503, "lines-busy", { "Retry-After": "60" });
    console.error(`demo api: Vapi answered POST /chat with HTTP ${response.status}`);
    return failure(502, "vapi-error");
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // Proxies in front of `npm start` (nginx) pass the events on as they come.
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * The visitor's message, when the body holds a usable one.
 * @param {unknown} body
 */
function chatMessage(body) {
  const input = field(body, "input");
  const previousChatId = field(body, "previousChatId");
  if (typeof input !== "string" || input.trim() === "" || input.length > MAX_MESSAGE_CHARS) return null;
  if (previousChatId !== undefined && (typeof previousChatId !== "string" || !CHAT_ID.test(previousChatId)))
    return null;
  return { input: input.trim(), ...(previousChatId ? { previousChatId } : {}) };
}

/**
 * @param {Request} request
 * @param {DemoApiContext} context
 * @returns {Promise<Response>}
 */
async function route(request, { env, clientIp, fetch: send = fetch }) {
  const url = new URL(request.url);
  const kind =
    url.pathname === DEMO_API_PATHS.call ? "call" : url.pathname === DEMO_API_PATHS.chat ? "chat" : null;
  if (!kind) return failure(404, "not-found");
  if (request.method !== "POST") return failure(405, "method-not-allowed", { Allow: "POST" });

  const { settings, problems } = readSettings(env);
  if (!settings) {
    console.error(`demo api: not configured: ${problems.join("; ")}`);
    return failure(503, "not-configured");
  }
  // The site's public address, or the address this request came to (npm start, a preview).
  const origin = request.headers.get("origin");
  if (origin !== settings.siteOrigin && origin !== url.origin) return failure(403, "forbidden-origin");

  const body = await readJson(request);
  if ("tooLarge" in body) return failure(413, "payload-too-large");
  const token = field(body.value, "token");
  if (typeof token !== "string" || token === "" || token.length > MAX_TOKEN_CHARS)
    return failure(400, "bad-request");
  const message = kind === "chat" ? chatMessage(body.value) : null;
  if (kind === "chat" && !message) return failure(400, "bad-request");

  const verdict = await verifyToken(token, settings, clientIp, send);
  if (verdict === "failed") return failure(403, "unverified");
  if (verdict === "spent") return failure(403, "token-spent");
  if (verdict === "unavailable") return failure(503, "verification-unavailable");

  return message ? proxyChat(settings, message, send, request.signal) : startCall(settings, send);
}

/**
 * Answers one request to the demo's endpoint. Never throws, and never shows a stack: whatever
 * goes wrong is a JSON error.
 * @param {Request} request
 * @param {DemoApiContext} context
 * @returns {Promise<Response>}
 */
export async function handleDemoApi(request, context) {
  try {
    return await route(request, context);
  } catch (error) {
    console.error("demo api: unexpected failure:", error);
    return failure(500, "internal");
  }
}
