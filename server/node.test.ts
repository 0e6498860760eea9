// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { headerRules, headersFile, securityHeaders } from "../deploy/security-headers.mjs";
import { serve } from "./serve.mjs";

const root = mkdtempSync(join(tmpdir(), "agentia-node-"));
const dir = join(root, "client");

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), "<h1>Inicio</h1>");
  writeFileSync(join(dir, "404.html"), "<h1>No encontrada</h1>");
  writeFileSync(join(dir, "_headers"), headersFile(headerRules(securityHeaders("default-src 'self'"), {})));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * `npm start` with `env`, and the number of connections it has been asked on. Node's own fetch
 * keeps one origin's connections alive and sends a request on one that is free, as a pooling
 * client does.
 */
async function pooledServer(env: Record<string, string>) {
  const server = await serve({ dir, port: 0, host: "127.0.0.1", env });
  let connections = 0;
  server.on("connection", () => (connections += 1));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    server,
  };
}

describe("an answer sent before the request's body was read", () => {
  const threeMegabytes = "x".repeat(3 * 1024 * 1024);
  /** The same three megabytes with no `Content-Length`: the endpoint reads past its limit first. */
  const streamed = () => new Blob([threeMegabytes]).stream();

  /** The secret as a bearer token: the endpoint then reads the body, up to its limit. */
  const withSecret = { Authorization: "Bearer s" };

  for (const { name, env, path, body, status, headers = {} } of [
    {
      name: "413 for a body past the limit",
      env: { VAPI_SERVER_SECRET: "s" },
      path: "/api/agent",
      body: () => threeMegabytes,
      status: 413,
      headers: withSecret,
    },
    {
      name: "413 once a streamed body passes the limit",
      env: { VAPI_SERVER_SECRET: "s" },
      path: "/api/agent",
      body: streamed,
      status: 413,
      headers: withSecret,
    },
    {
      name: "401 for no credential, the body never read",
      env: { VAPI_SERVER_SECRET: "s" },
      path: "/api/agent",
      body: () => threeMegabytes,
      status: 401,
    },
    {
      name: "503 when the secret is not set",
      env: {},
      path: "/api/agent",
      body: () => threeMegabytes,
      status: 503,
    },
    {
      name: "npm start's own 405 for a POST to a page",
      env: {},
      path: "/",
      body: () => threeMegabytes,
      status: 405,
    },
  ]) {
    it(`closes its connection, so the client's next requests are answered (${name})`, async () => {
      const { origin, connections, server } = await pooledServer(env);
      const page = async () => {
        const response = await fetch(`${origin}/`);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe("<h1>Inicio</h1>");
      };
      try {
        await page();
        const early = await fetch(origin + path, {
          method: "POST",
          headers,
          body: body(),
          duplex: "half",
        } as RequestInit);
        expect(early.status).toBe(status);
        await early.text();
        await page();
        await page();
        expect(early.headers.get("connection")).toBe("close");
        // Four requests on fewer connections: the pool did send one on a connection kept alive.
        expect(connections()).toBeLessThan(4);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
});
