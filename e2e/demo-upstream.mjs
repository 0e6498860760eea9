// @ts-check
/**
 * The guarded build's upstreams on this machine: Cloudflare Turnstile's siteverify and Vapi's
 * `POST /call/web` and `POST /chat`, with the shapes their documentation gives. The server under
 * test reaches them through the owner's optional settings `TURNSTILE_VERIFY_URL` and
 * `VAPI_API_URL` (builds.mjs). It also serves the integration build's assistant upstreams, Cal.com
 * and the webhook (e2e/agent-upstream.mjs). What they received, tests read back:
 *
 *   GET /__received → { siteverify: [{ token, remoteip }], calls: [{ authorization, body }],
 *                       chats: [{ authorization, body }], cal: …, webhook: … }
 *
 * Tokens decide siteverify's verdict, so parallel tests never share one: a token passes once
 * (then `timeout-or-duplicate`), one starting with `fail` never does.
 *
 * Run: `node e2e/demo-upstream.mjs` (port from E2E_PORT, see builds.mjs). Playwright starts it.
 */
import { createServer } from "node:http";

import { agentUpstream } from "./agent-upstream.mjs";
import { ports } from "./builds.mjs";

/** @param {import("node:http").IncomingMessage} request @returns {Promise<string>} */
function readText(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** A body as JSON, or as a form. @param {string} text @returns {any} */
function parsed(text) {
  try {
    return JSON.parse(text || "{}");
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/**
 * The answer Vapi's chat streams for one message: enough to read, in more than one event.
 * @param {string} input
 */
export const chatAnswer = (input) => ["Gracias por escribir. ", `Sobre «${input}»: `, "te ayudo con gusto."];

export function startDemoUpstream(port = ports.upstream) {
  /** @type {{ siteverify: object[]; calls: object[]; chats: object[] }} */
  const received = { siteverify: [], calls: [], chats: [] };
  const agent = agentUpstream();
  const spent = new Set();
  let calls = 0;
  let chats = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://upstream");
    /** @param {number} status @param {unknown} body */
    const send = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/__health") return send(200, { ok: true });
    if (url.pathname === "/__received") return send(200, { ...received, ...agent.received });

    const text = await readText(request);
    if (agent.answer(url, request, text, send)) return;
    const body = parsed(text);
    const authorization = request.headers.authorization ?? null;
    if (url.pathname === "/siteverify") {
      const token = String(body.response ?? "");
      received.siteverify.push({ token, remoteip: body.remoteip ?? null, secret: body.secret ?? null });
      if (token.startsWith("fail"))
        return send(200, { success: false, "error-codes": ["invalid-input-response"], messages: [] });
      if (spent.has(token))
        return send(200, { success: false, "error-codes": ["timeout-or-duplicate"], messages: [] });
      spent.add(token);
      // As Cloudflare answers: the page's host, and the action its widget was given (the stub's
      // tokens carry it, e2e/turnstile-stub.ts).
      return send(200, {
        success: true,
        "error-codes": [],
        challenge_ts: new Date().toISOString(),
        hostname: "127.0.0.1",
        action: /^e2e-pass-([\w-]*?)-widget-/.exec(token)?.[1] ?? "",
        cdata: "",
      });
    }
    if (url.pathname === "/call/web") {
      calls += 1;
      received.calls.push({ authorization, body });
      return send(201, {
        id: `guarded-call-${calls}`,
        orgId: "org-e2e",
        type: "webCall",
        status: "queued",
        assistantId: body.assistantId,
        webCallUrl: `https://agentia-e2e.daily.co/guarded-call-${calls}`,
        transport: { provider: "daily", callToken: `daily-token-${calls}` },
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: "11labs" } },
        subscriptionLimits: { concurrencyBlocked: false, concurrencyLimit: 10, remainingConcurrentCalls: 9 },
      });
    }
    if (url.pathname === "/chat") {
      chats += 1;
      received.chats.push({ authorization, body });
      const id = `chat-e2e-${chats}`;
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      for (const delta of chatAnswer(String(body.input ?? ""))) {
        response.write(`data: ${JSON.stringify({ id, path: "chat.output[0].content", delta })}\n\n`);
      }
      response.end("data: [DONE]\n\n");
      return;
    }
    return send(404, { message: "Cannot POST", statusCode: 404 });
  });
  server.listen(port, "127.0.0.1");
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startDemoUpstream();
  console.log(`Demo upstream listening on http://127.0.0.1:${ports.upstream}`);
}
