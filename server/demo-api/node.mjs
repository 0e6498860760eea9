// @ts-check
/**
 * The demo's endpoint (handler.mjs) on Node's own HTTP server: `npm start` (server/serve.mjs)
 * and Vercel's Node.js functions (the output scripts/postbuild.mjs writes) take a request
 * listener, so Node's request becomes a Fetch `Request` and the `Response` streams back.
 */
import { Readable } from "node:stream";

import { handleDemoApi } from "./handler.mjs";

/**
 * Node's request as a Fetch request, at the address it came to (the `Host`, and the scheme a
 * proxy in front says), with a signal that aborts when the visitor goes away.
 * @param {import("node:http").IncomingMessage} req
 * @param {AbortSignal} signal
 */
export function toFetchRequest(req, signal) {
  const scheme =
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() || "http";
  const url = new URL(req.url ?? "/", `${scheme}://${req.headers.host ?? "localhost"}`);
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
 * Writes a Fetch response to Node's, each chunk as it arrives (the chat's events are not held back).
 * @param {Response} response
 * @param {import("node:http").ServerResponse} res
 */
export async function sendFetchResponse(response, res) {
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
 * A request listener serving the demo's endpoint.
 * @param {{
 *   env?: import("./handler.mjs").DemoApiEnv;
 *   clientIp?: (req: import("node:http").IncomingMessage) => string | undefined;
 * }} [options] `env`: the secrets and settings (default: the process's environment). `clientIp`:
 *   the visitor's address as the host knows it (default: the connection's own).
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>}
 */
export function nodeDemoApi({ env = process.env, clientIp = (req) => req.socket.remoteAddress } = {}) {
  return async (req, res) => {
    const visitor = new AbortController();
    res.on("close", () => visitor.abort());
    const response = await handleDemoApi(toFetchRequest(req, visitor.signal), {
      env,
      clientIp: clientIp(req),
    });
    await sendFetchResponse(response, res);
  };
}
