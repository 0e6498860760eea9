// @ts-check
/**
 * The CAT assistant's Server URL (docs/product.md#the-agent-at-work): `POST /api/agent`, one
 * handler against the Fetch API that every host runs as its own function (functions/api/agent.ts,
 * netlify/functions/agent.mts, the Vercel output of scripts/postbuild.mjs) and `npm start` serves.
 *
 * Only Vapi, with the site's secret, gets in. The credential `npm run assistant` creates signs
 * each request as Vapi's HMAC credentials do by default: `x-vapi-signature`, the hex HMAC-SHA256
 * of `{timestamp}.{body}`, the time in `x-timestamp`, refused 5 minutes off the server's clock, so
 * a recorded request cannot act again later. A secret set by hand in Vapi's dashboard comes as
 * `Authorization: Bearer <secret>` or `x-vapi-secret`, which a replay passes (docs/site-owner.md
 * says so). Without any of these headers the body is never read. Then `tool-calls` run the
 * assistant's tools (server/agent/registry.mjs) and are answered
 * within 15 s; an `end-of-call-report` is answered at once and its summary goes to the owner's
 * webhook after; any other message gets `{}`. Every answer that is not a result is a JSON error
 * (server/shared/json.mjs). Only Web APIs: Cloudflare's runtime has no Node.
 */
import { AGENT_PATH } from "../../app/contracts/agent.mjs";
import { fromHex, hmacKey, sameSecret, verifies } from "../shared/hmac.mjs";
import { failure, field, isObject, json, neverThrowing, readBody } from "../shared/json.mjs";
import { conversationSummary } from "./report.mjs";
import { hostSettings } from "../shared/settings.mjs";
import { catTools, registryOf } from "./registry.mjs";
import { couldNotFinish, unknownTool } from "./tools/speech.mjs";
import { onceAnswer } from "./tools/tool.mjs";
import { within } from "../shared/upstream.mjs";
import { deliver } from "../shared/webhook.mjs";

/** A report carries the whole transcript and history. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Vapi waits 20 s for a tool's answer by default; ours comes within 15 s. At 14 s every upstream
 * call stops (each tool then says what failed), and at 14.5 s a tool still running answers that it
 * is slow.
 */
export const UPSTREAM_DEADLINE_MS = 14_000;
export const ANSWER_DEADLINE_MS = 14_500;

/** How far a signed request's time may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * @typedef {{
 *   env: Record<string, unknown>;
 *   agents?: ReadonlyMap<string, import("../../app/contracts/demo-agents.mjs").DemoAgent>;
 *   tools?: import("./registry.mjs").Registry;
 *   fetch?: typeof fetch;
 *   waitUntil?: (promise: Promise<unknown>) => void;
 * }} AgentContext `env`: the host's settings. `agents`: the demo agents the build has (their
 *   content, `demo-agents.json`), whose tools the endpoint answers from it. `tools`: CAT's registry
 *   (server/agent/registry.mjs; tests extend it). `fetch`: what reaches Cal.com and the webhook
 *   (tests give their own). `waitUntil`: the host's way to finish work after the answer.
 */

/**
 * The credential a request carries, read from its headers alone: the signature and its time, or
 * the secret itself (a bearer token or `x-vapi-secret`); null for none.
 * @param {Headers} headers
 * @returns {{ token: string } | { signature: string; timestamp: string } | null}
 */
function credentialOf(headers) {
  const signature = headers.get("x-vapi-signature")?.trim();
  const token =
    /^Bearer\s+(\S+)$/i.exec(headers.get("authorization")?.trim() ?? "")?.[1] ??
    headers.get("x-vapi-secret")?.trim();
  if (token) return { token };
  if (signature) return { signature, timestamp: headers.get("x-timestamp")?.trim() ?? "" };
  return null;
}

/**
 * A signed request's time in ms: Vapi writes a Unix time, and its reference does not say in which
 * unit, so seconds and milliseconds are both read. Null for anything else.
 * @param {string} text
 */
function instantOf(text) {
  if (!/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return value < 1e11 ? value * 1000 : value;
}

/**
 * Whether `body` is what Vapi signed with the secret, at a time close to now: the HMAC of
 * `{timestamp}.{body}`, compared in constant time.
 * @param {{ signature: string; timestamp: string }} credential
 * @param {Uint8Array<ArrayBuffer>} body
 * @param {string} secret
 */
async function signedByVapi({ signature, timestamp }, body, secret) {
  const at = instantOf(timestamp);
  const mac = fromHex(signature);
  if (at === null || !mac || Math.abs(Date.now() - at) > SIGNATURE_TOLERANCE_MS) return false;
  const prefix = new TextEncoder().encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.byteLength + body.byteLength);
  signed.set(prefix);
  signed.set(body, prefix.byteLength);
  return verifies(await hmacKey(secret), mac, signed);
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
 * @param {ReturnType<typeof hostSettings>} settings
 * @param {import("./registry.mjs").Registry} registry the conversation's assistant's tools
 * @param {typeof fetch} send
 */
async function answerToolCalls(message, settings, registry, send) {
  const listed = Array.isArray(message.toolCallList) ? message.toolCallList.map(toolCallOf) : [null];
  const calls = listed.filter((call) => call !== null);
  if (calls.length !== listed.length) return failure(400, "bad-request");
  // A web call's id, or a chat's (Vapi's chats carry tool calls too).
  const id = field(message, "call", "id") ?? field(message, "chat", "id");
  const conversationId = typeof id === "string" && id !== "" ? id : null;
  const said = field(message, "artifact", "messages");
  /** The conversation so far, and what this message's tools have achieved meanwhile. */
  const history = Array.isArray(said) ? [...said] : [];
  /** @type {import("./tools/tool.mjs").ToolOutcome} */
  const unfinished = { error: couldNotFinish(settings.whatsapp) };
  const deadline = within(UPSTREAM_DEADLINE_MS);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let lastResort;
  /** @type {Promise<import("./tools/tool.mjs").ToolOutcome>} */
  const late = new Promise((resolve) => {
    lastResort = setTimeout(() => resolve(unfinished), ANSWER_DEADLINE_MS);
  });
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  try {
    const results = await Promise.all(
      calls.map(async (call) => {
        const context = {
          settings,
          conversationId,
          toolCallId: call.id,
          send,
          signal: deadline.signal,
        };
        const tool = Object.hasOwn(registry, call.name) ? registry[call.name] : undefined;
        /** @returns {Promise<import("./tools/tool.mjs").ToolOutcome>} */
        const run = async () => {
          const outcome = !tool
            ? { error: unknownTool }
            : (onceAnswer(tool, history, call.id, settings) ?? (await tool.run(call.args, context)));
          if ("result" in outcome)
            history.push({
              role: "tool_call_result",
              toolCallId: call.id,
              name: call.name,
              result: JSON.stringify(outcome.result),
            });
          return outcome;
        };
        // Tools that act once per conversation take turns, each seeing what the one before did.
        const turn = tool?.oncePerConversation ? previous.then(run) : run();
        if (tool?.oncePerConversation) previous = turn.catch(() => {});
        const running = turn.catch((error) => {
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
 * @param {ReturnType<typeof hostSettings>} settings
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
    { payload: summary, id: `summary_${summary.callId}` },
    send,
  );
  if (!delivered) console.error(`agent: the summary of call ${summary.callId} did not reach the webhook`);
}

/**
 * @param {Request} request
 * @param {AgentContext} context
 * @returns {Promise<Response>}
 */
async function route(request, { env, agents = new Map(), tools = catTools, fetch: send = fetch, waitUntil }) {
  if (new URL(request.url).pathname !== AGENT_PATH) return failure(404, "not-found");
  if (request.method !== "POST") return failure(405, "method-not-allowed", { Allow: "POST" });
  const settings = hostSettings(env);
  if (!settings.serverSecret) {
    console.error("agent: VAPI_SERVER_SECRET is missing: every request is refused");
    return failure(503, "not-configured");
  }
  const credential = credentialOf(request.headers);
  if (!credential) return failure(401, "unauthorized");
  if ("token" in credential && !(await sameSecret(credential.token, settings.serverSecret)))
    return failure(401, "unauthorized");
  const body = await readBody(request, MAX_BODY_BYTES);
  if ("tooLarge" in body) return failure(413, "payload-too-large");
  if ("broken" in body) return failure(400, "bad-request");
  const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (body.bytes);
  if ("signature" in credential && !(await signedByVapi(credential, bytes, settings.serverSecret)))
    return failure(401, "unauthorized");

  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return failure(400, "bad-request");
  }
  const message = isObject(parsed) ? parsed.message : undefined;
  if (!isObject(message) || typeof message.type !== "string") return failure(400, "bad-request");

  if (message.type === "tool-calls")
    return answerToolCalls(message, settings, registryOf(message, { tools, agents }), send);
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
