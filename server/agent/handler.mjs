// @ts-check
/**
 * The CAT assistant's Server URL (docs/product.md#the-agent-at-work): `POST /api/agent`, one
 * handler against the Fetch API that every host runs as its own function (functions/api/agent.ts,
 * netlify/functions/agent.mts, the Vercel output of scripts/postbuild.mjs) and `npm start` serves.
 *
 * Only Vapi, with the site's secret, gets in: `Authorization: Bearer <secret>` or
 * `x-vapi-signature`, the hex HMAC-SHA256 of the raw body (the credential `npm run assistant`
 * creates). Then `tool-calls` run the assistant's tools (server/agent/tools.mjs) and are answered
 * within 15 s; an `end-of-call-report` is answered at once and its summary goes to the owner's
 * webhook after; any other message gets `{}`. Every answer that is not a result is a JSON error
 * (server/json.mjs). Only Web APIs: Cloudflare's runtime has no Node.
 */
import { AGENT_PATH, agentSpeech } from "../../app/contracts/agent.mjs";
import { failure, json, neverThrowing, readBody } from "../json.mjs";
import { conversationSummary } from "./report.mjs";
import { agentSettings } from "./settings.mjs";
import { runTool } from "./tools.mjs";
import { isObject, within } from "./upstream.mjs";
import { deliver } from "./webhook.mjs";

/** A report carries the whole transcript and history. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Vapi waits 20 s for a tool's answer by default; ours comes within 15 s. At 14 s every upstream
 * call stops (each tool then says what failed), and at 14.5 s a tool still running answers that it
 * is slow.
 */
export const UPSTREAM_DEADLINE_MS = 14_000;
export const ANSWER_DEADLINE_MS = 14_500;

const encoder = new TextEncoder();

/**
 * @typedef {{
 *   env: Record<string, unknown>;
 *   fetch?: typeof fetch;
 *   waitUntil?: (promise: Promise<unknown>) => void;
 * }} AgentContext `env`: the host's settings. `fetch`: what reaches Cal.com and the webhook (tests
 *   give their own). `waitUntil`: the host's way to finish work after the answer.
 */

/** @param {string} hex */
const bytesOfHex = (hex) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/**
 * Whether the request carries the secret, in either form Vapi's credentials send it. Web Crypto's
 * `verify` compares MACs in constant time, so neither form tells a guesser how close it came: the
 * bearer token is checked as the MAC of itself against the secret's.
 * @param {Headers} headers
 * @param {Uint8Array<ArrayBuffer>} body
 * @param {string} secret
 */
async function fromVapi(headers, body, secret) {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const signature = headers.get("x-vapi-signature")?.trim().toLowerCase() ?? "";
  if (
    /^[0-9a-f]{64}$/.test(signature) &&
    (await crypto.subtle.verify("HMAC", key, bytesOfHex(signature), body))
  )
    return true;
  const token = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1];
  if (!token) return false;
  const secretMac = await crypto.subtle.sign("HMAC", key, encoder.encode(secret));
  return crypto.subtle.verify("HMAC", key, secretMac, encoder.encode(token));
}

/**
 * One entry of `toolCallList`: its id, the function's name and its arguments (an object, or that
 * object as JSON text); null when it is not one.
 * @param {unknown} entry
 */
function toolCallOf(entry) {
  if (!isObject(entry) || typeof entry.id !== "string" || !isObject(entry.function)) return null;
  const { name, arguments: raw } = entry.function;
  if (typeof name !== "string") return null;
  /** @type {unknown} */
  let args = raw;
  if (typeof raw === "string") {
    try {
      args = JSON.parse(raw);
    } catch {
      args = {};
    }
  }
  return { id: entry.id, name, args: isObject(args) ? args : {} };
}

/**
 * Runs every tool the model asked for at once and answers with their results in its order: each
 * `result` the tool's object as JSON text, or `error` a sentence the assistant can say.
 * @param {Record<string, unknown>} message
 * @param {ReturnType<typeof agentSettings>} settings
 * @param {typeof fetch} send
 */
async function answerToolCalls(message, settings, send) {
  const listed = Array.isArray(message.toolCallList) ? message.toolCallList.map(toolCallOf) : [null];
  const calls = listed.filter((call) => call !== null);
  if (calls.length !== listed.length) return failure(400, "bad-request");
  const callId = isObject(message.call) && typeof message.call.id === "string" ? message.call.id : null;
  /** @type {import("./tools.mjs").ToolOutcome} */
  const unfinished = { error: agentSpeech.couldNotFinish(settings.whatsapp) };
  const deadline = within(UPSTREAM_DEADLINE_MS);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let lastResort;
  /** @type {Promise<import("./tools.mjs").ToolOutcome>} */
  const late = new Promise((resolve) => {
    lastResort = setTimeout(() => resolve(unfinished), ANSWER_DEADLINE_MS);
  });
  try {
    const results = await Promise.all(
      calls.map(async (call) => {
        const context = { settings, callId, send, signal: deadline.signal };
        const running = runTool(call, context).catch((error) => {
          console.error(`agent: ${call.name} failed:`, error);
          return unfinished;
        });
        const outcome = await Promise.race([running, late]);
        return "result" in outcome
          ? { toolCallId: call.id, name: call.name, result: JSON.stringify(outcome.result) }
          : { toolCallId: call.id, name: call.name, error: outcome.error };
      }),
    );
    return json(200, { results });
  } finally {
    deadline.clear();
    clearTimeout(lastResort);
  }
}

/**
 * The call's summary to the owner's webhook, after Vapi has its answer.
 * @param {Record<string, unknown>} message
 * @param {ReturnType<typeof agentSettings>} settings
 * @param {typeof fetch} send
 */
async function forwardReport(message, settings, send) {
  const summary = conversationSummary(message);
  if (!summary) return console.error("agent: an end-of-call-report without the call's id was not forwarded");
  if (!settings.webhook)
    return console.error(
      `agent: no webhook (${settings.problems.webhook.join("; ")}): call ${summary.callId} not forwarded`,
    );
  const delivered = await deliver(
    settings.webhook,
    { payload: summary, idempotencyKey: summary.callId },
    send,
  );
  if (!delivered) console.error(`agent: the summary of call ${summary.callId} did not reach the webhook`);
}

/**
 * @param {Request} request
 * @param {AgentContext} context
 * @returns {Promise<Response>}
 */
async function route(request, { env, fetch: send = fetch, waitUntil }) {
  if (new URL(request.url).pathname !== AGENT_PATH) return failure(404, "not-found");
  if (request.method !== "POST") return failure(405, "method-not-allowed", { Allow: "POST" });
  const settings = agentSettings(env);
  if (!settings.serverSecret) {
    console.error("agent: VAPI_SERVER_SECRET is missing: every request is refused");
    return failure(503, "not-configured");
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if ("tooLarge" in body) return failure(413, "payload-too-large");
  if ("broken" in body) return failure(400, "bad-request");
  const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (body.bytes);
  if (!(await fromVapi(request.headers, bytes, settings.serverSecret))) return failure(401, "unauthorized");

  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return failure(400, "bad-request");
  }
  const message = isObject(parsed) ? parsed.message : undefined;
  if (!isObject(message) || typeof message.type !== "string") return failure(400, "bad-request");

  if (message.type === "tool-calls") return answerToolCalls(message, settings, send);
  if (message.type === "end-of-call-report") {
    const forwarding = forwardReport(message, settings, send).catch((error) =>
      console.error("agent: forwarding the report failed:", error),
    );
    // Where the host has no waitUntil (npm start), the process simply lives on.
    waitUntil?.(forwarding);
  }
  return json(200, {});
}

/** Answers one request to the assistant's endpoint. Never throws, and never shows a stack. */
export const handleAgent = neverThrowing("agent", route);
