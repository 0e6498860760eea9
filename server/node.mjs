// @ts-check
/**
 * The site's Fetch handlers (server/demo-api/, …) on Node's own HTTP server: `npm start`
 * (server/serve.mjs) and Vercel's Node.js functions take a request listener. Node's request
 * becomes a Fetch `Request` inside the error handling, and the listener never rejects, so nothing
 * a client sends stops the process.
 */
import { Readable } from "node:stream";

import { failure } from "./shared/json.mjs";

/**
 * Node's request as a Fetch request, with a signal that aborts when the visitor goes away. The
 * handlers read the path, the `Origin` and the body only, so the address is fixed: the client's
 * `Host` and `X-Forwarded-*` never reach it. Throws on what the Fetch API refuses (a `TRACE`, a
 * header it will not carry).
 * @param {import("node:http").IncomingMessage} req
 * @param {AbortSignal} signal
 */
export function toFetchRequest(req, signal) {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.origin !== "http://localhost") throw new TypeError("not a path");
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, each);
    }
  }
  const method = req.method ?? "GET";
  const body =
    method === "GET" || method === "HEAD"
      ? undefined
      : /** @type {ReadableStream<Uint8Array>} */ (/** @type {unknown} */ (Readable.toWeb(req)));
  return new Request(url, { method, headers, signal, body, ...(body ? { duplex: "half" } : {}) });
}

/**
 * Marks an answer that goes out before the request's body has arrived in full (a 413 on its
 * `Content-Length`, a 503, a 405) to close its connection: Node then ends it after the answer.
 * Left open, the unread body sits where the client's next request would go, and a client that
 * pools connections loses that request to a reset. Closing rather than draining the body: reading
 * what was just refused spends time and bandwidth on a request already answered, and costs the
 * client only a new connection.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function closeIfBodyUnread(req, res) {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
  if (hasBody && !req.complete) res.setHeader("Connection", "close");
}

/**
 * Writes a Fetch response to Node's, each chunk as it arrives (the chat's events are not held back).
 * @param {Response} response
 * @param {import("node:http").ServerResponse} res
 */
export async function sendFetchResponse(response, res) {
  closeIfBodyUnread(res.req, res);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  try {
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (
      /** @type {unknown} */ (response.body)
    )) {
      res.write(chunk);
    }
    res.end();
  } catch {
    // The visitor left, or the upstream broke off mid-answer: the connection just ends.
    res.destroy();
  }
}

/**
 * @typedef {{ clientIp?: string | null; waitUntil: (work: Promise<unknown>) => void }} NodeContext
 * What a host tells a handler: the visitor's address, and how to keep working after the answer.
 */

/**
 * A request listener serving one Fetch handler. A request Fetch cannot represent is a 400 with
 * the JSON error; a handler that throws anyway is a 500 (or, mid-answer, a closed connection)
 * and one line in the log. The returned promise never rejects.
 * @param {(request: Request, context: NodeContext) => Promise<Response>} handle
 * @param {{ clientIp?: (req: import("node:http").IncomingMessage) => string | undefined }} [options]
 *   `clientIp`: the visitor's address as the host knows it (default: the connection's own).
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>}
 */
export function nodeListener(handle, { clientIp = (req) => req.socket.remoteAddress } = {}) {
  return async (req, res) => {
    try {
      const visitor = new AbortController();
      res.on("close", () => visitor.abort());
      /** @type {Request} */
      let request;
      try {
        request = toFetchRequest(req, visitor.signal);
      } catch {
        await sendFetchResponse(failure(400, "bad-request"), res);
        return;
      }
      const response = await handle(request, {
        clientIp: clientIp(req),
        waitUntil: (work) => void work.catch((error) => console.error(`server: after the answer: ${error}`)),
      });
      await sendFetchResponse(response, res);
    } catch (error) {
      console.error(`server: ${req.method} ${req.url} failed: ${error}`);
      if (res.headersSent) res.destroy();
      else await sendFetchResponse(failure(500, "internal"), res).catch(() => res.destroy());
    }
  };
}
