// @ts-check
/**
 * The demo's endpoint, the guard (docs/product.md#only-real-visitors-spend-the-minutes):
 * `POST /api/demo/call` and `POST /api/demo/chat`, one handler against the Fetch API. Every host
 * runs it as its own function (functions/, netlify/functions/, the Vercel output of
 * scripts/postbuild.mjs) and `npm start` serves it (server/serve.mjs).
 *
 * It takes the site's own pages only (server/shared/site-origins.mjs), counts each visitor's requests
 * and the day's calls (server/shared/visitor-limits.mjs), checks the visitor's Turnstile token with
 * Cloudflare's siteverify, then starts the call or the chat with Vapi's private key and the
 * server's own settings: from the visitor it takes the token, and for a chat the message and the
 * previous chat's id, nothing else. Every answer that is not the call or the chat is a JSON error
 * (server/shared/json.mjs), its codes listed with the page's reading of them in
 * app/contracts/demo-api.mjs. Only Web APIs: Cloudflare's runtime has no Node.
 */
import { DEMO_API_PATHS } from "../../app/contracts/demo-api.mjs";
import { AGENT_MODEL_RULE, agentModel, agentOverrides } from "../../app/contracts/demo-agents.mjs";
import { assistantOverrides, LINES_BUSY_REASON } from "../../app/contracts/vapi-call-settings.mjs";
import { failure, field, json, neverThrowing, readJson } from "../shared/json.mjs";
import { siteOrigins } from "../shared/site-origins.mjs";
import {
  CALL_SECONDS_RULE,
  DEFAULTS,
  isCallSeconds,
  setting,
  UUID_PATTERN,
} from "../../app/contracts/settings.mjs";
import { refusedVisitor, turnstileSettings } from "../shared/turnstile.mjs";
import { within } from "../shared/upstream.mjs";

export { SITEVERIFY_URL } from "../shared/turnstile.mjs";
export const VAPI_API_URL = DEFAULTS.VAPI_API_URL;

/** Vapi gets this long to answer; a visitor never waits on a hung upstream. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** A token (at most 2048 characters), a message and a chat id fit in far less. */
const MAX_BODY_BYTES = 16_384;
const MAX_MESSAGE_CHARS = 2000;
const CHAT_ID = /^[\w-]{1,128}$/;

/**
 * What the handler reads from the host's environment at run time: the secrets, the build's own
 * settings (the same `VITE_*` values the page was built with) and the upstreams' addresses.
 * @typedef {Record<string, unknown>} DemoApiEnv
 */

/**
 * @typedef {{
 *   env: DemoApiEnv;
 *   limits: import("../shared/visitor-limits.mjs").VisitorLimits;
 *   agents?: import("../shared/demo-agents.mjs").Agents;
 *   clientIp?: string | null;
 *   fetch?: typeof fetch;
 * }} DemoApiContext `limits`: the host's count of each visitor's requests and of today's calls
 *   (one per process or instance: server/shared/visitor-limits.mjs), every agent's together.
 *   `agents`: the demo agents of the build, by slug. `clientIp`: the visitor's address as the host
 *   knows it, for the limits and siteverify. `fetch`: what reaches siteverify and Vapi (tests give
 *   their own).
 */

/**
 * The handler's settings from the environment, or the names of what is missing or invalid.
 * @param {DemoApiEnv} env
 */
export function readSettings(env) {
  const text = (/** @type {string} */ name) => setting(env, name);
  const privateKey = text("VAPI_PRIVATE_KEY");
  const turnstile = turnstileSettings(env);
  // The build's assistant, unless the host names another one at run time.
  const assistantId = text("VAPI_ASSISTANT_ID") ?? text("VITE_VAPI_ASSISTANT_ID");
  const seconds = text("VITE_DEMO_MAX_CALL_SECONDS") ?? DEFAULTS.VITE_DEMO_MAX_CALL_SECONDS;
  const dailyCalls = text("DEMO_DAILY_CALLS") ?? DEFAULTS.DEMO_DAILY_CALLS;
  const model = agentModel(text("VITE_DEMO_AGENT_MODEL") ?? DEFAULTS.VITE_DEMO_AGENT_MODEL);
  const site = siteOrigins(env);
  const problems = [
    ...(privateKey ? [] : ["VAPI_PRIVATE_KEY is missing"]),
    ...(turnstile ? [] : ["TURNSTILE_SECRET_KEY is missing"]),
    ...(assistantId && UUID_PATTERN.test(assistantId)
      ? []
      : ["VITE_VAPI_ASSISTANT_ID (or VAPI_ASSISTANT_ID) is missing or not a UUID"]),
    ...(isCallSeconds(seconds) ? [] : [`VITE_DEMO_MAX_CALL_SECONDS is not ${CALL_SECONDS_RULE}`]),
    ...(/^\d+$/.test(dailyCalls) ? [] : ["DEMO_DAILY_CALLS is not a whole number of calls"]),
    ...(model ? [] : [`VITE_DEMO_AGENT_MODEL is not ${AGENT_MODEL_RULE}`]),
    ...("problem" in site ? [site.problem] : []),
  ];
  if (!privateKey || !turnstile || !assistantId || !model || "problem" in site || problems.length > 0)
    return { problems };
  return {
    settings: {
      privateKey,
      turnstile,
      assistantId,
      maxCallSeconds: Number(seconds),
      dailyCalls: Number(dailyCalls),
      model,
      site,
      vapiApiUrl: (text("VAPI_API_URL") ?? DEFAULTS.VAPI_API_URL).replace(/\/+$/, ""),
    },
  };
}

/** @typedef {NonNullable<ReturnType<typeof readSettings>["settings"]>} Settings */
/** @typedef {ReturnType<typeof agentOverrides> | undefined} Overrides a demo agent's, or CAT's own (none) */

/**
 * The demo agent the page named (`agent`, its slug): its overrides, built here from the build's
 * content; undefined for CAT's own page (no `agent`); null for a slug the build does not have.
 * @param {unknown} slug
 * @param {import("../shared/demo-agents.mjs").Agents} agents
 * @param {Settings} settings
 * @returns {Overrides | null}
 */
function agentOf(slug, agents, settings) {
  if (slug === undefined) return undefined;
  const agent = typeof slug === "string" ? agents.get(slug) : undefined;
  return agent ? agentOverrides(agent, settings.model) : null;
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
 * Starts the call with the private key and the server's settings, whatever the visitor sent: CAT's
 * assistant, with a demo agent's overrides when the page named one the build has.
 * @param {Settings} settings
 * @param {Overrides} agent
 * @param {typeof fetch} send
 */
async function startCall(settings, agent, send) {
  /** @type {Response} */
  let response;
  /** @type {unknown} */
  let payload;
  const limit = within(UPSTREAM_TIMEOUT_MS);
  try {
    response = await send(`${settings.vapiApiUrl}/call/web`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.privateKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        assistantId: settings.assistantId,
        assistantOverrides: assistantOverrides(settings.maxCallSeconds, agent),
      }),
      signal: limit.signal,
    });
    payload = await response.json().catch(() => null);
  } catch (error) {
    console.error("demo api: Vapi did not answer POST /call/web:", String(error));
    return failure(503, "vapi-unavailable");
  } finally {
    limit.clear();
  }
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
 * (`previousChatId`, Vapi's own id of it), always with the server's assistant and, for a demo
 * agent, its overrides on every message.
 * @param {Settings} settings
 * @param {{ input: string; previousChatId?: string }} message
 * @param {Overrides} agent
 * @param {typeof fetch} send
 * @param {AbortSignal | undefined} visitorGone
 */
async function proxyChat(settings, { input, previousChatId }, agent, send, visitorGone) {
  // The deadline covers the wait for Vapi's answer, not the answer's stream, which lasts as long as
  // the visitor stays.
  const limit = within(UPSTREAM_TIMEOUT_MS, visitorGone);
  /** @type {Response} */
  let response;
  try {
    response = await send(`${settings.vapiApiUrl}/chat`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.privateKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        assistantId: settings.assistantId,
        ...(agent ? { assistantOverrides: agent } : {}),
        input,
        stream: true,
        ...(previousChatId ? { previousChatId } : {}),
      }),
      signal: limit.signal,
    });
  } catch (error) {
    limit.clear();
    console.error("demo api: Vapi did not answer POST /chat:", String(error));
    return failure(503, "vapi-unavailable");
  }
  limit.stopClock();
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
async function route(request, { env, limits, agents = new Map(), clientIp, fetch: send = fetch }) {
  const { pathname } = new URL(request.url);
  const kind = pathname === DEMO_API_PATHS.call ? "call" : pathname === DEMO_API_PATHS.chat ? "chat" : null;
  if (!kind) return failure(404, "not-found");
  if (request.method !== "POST") return failure(405, "method-not-allowed", { Allow: "POST" });

  const { settings, problems } = readSettings(env);
  if (!settings) {
    console.error(`demo api: not configured: ${problems.join("; ")}`);
    return failure(503, "not-configured");
  }
  if (!settings.site.origins.has(request.headers.get("origin") ?? ""))
    return failure(403, "forbidden-origin");
  // Counted before anything is checked: a token is cheap for a script with a solving service.
  const over = limits.admit(kind, clientIp);
  if (over) return failure(429, "rate-limited", { "Retry-After": String(over.retryAfterSeconds) });

  const body = await readJson(request, MAX_BODY_BYTES);
  if ("tooLarge" in body) return failure(413, "payload-too-large");
  const token = field(body.value, "token");
  if (typeof token !== "string" || token === "") return failure(400, "bad-request");
  const message = kind === "chat" ? chatMessage(body.value) : null;
  if (kind === "chat" && !message) return failure(400, "bad-request");
  const agent = agentOf(field(body.value, "agent"), agents, settings);
  if (agent === null) return failure(400, "bad-request");

  const refused = await refusedVisitor(
    token,
    settings.turnstile,
    { hostnames: settings.site.hostnames, action: kind, clientIp },
    send,
  );
  if (refused) return refused;

  if (message) return proxyChat(settings, message, agent, send, request.signal);
  if (!limits.reserveCall(settings.dailyCalls)) {
    console.error(`demo api: today's ${settings.dailyCalls} calls (DEMO_DAILY_CALLS) are spent`);
    return failure(503, "lines-busy");
  }
  const started = await startCall(settings, agent, send);
  if (!started.ok) limits.releaseCall();
  return started;
}

/** Answers one request to the demo's endpoint. Never throws, and never shows a stack. */
export const handleDemoApi = neverThrowing("demo api", route);
