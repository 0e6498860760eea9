// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { precompressedDir } from "../deploy/build-layout.mjs";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  securityHeaders,
} from "../deploy/security-headers.mjs";
import { serve } from "./serve.mjs";

const csp = contentSecurityPolicy({ scriptHashes: ["sha256-test"], vapi: true, tally: false });
const demoCsp = contentSecurityPolicy({
  scriptHashes: ["sha256-test"],
  vapi: true,
  tally: false,
  callMachine: true,
});
const root = mkdtempSync(join(tmpdir(), "agentia-serve-"));
const dir = join(root, "client");
const homePage = "<h1>Inicio</h1>".repeat(100);
let server: Awaited<ReturnType<typeof serve>>;
let origin = "";

beforeAll(async () => {
  mkdirSync(join(dir, "demo-cat"), { recursive: true });
  writeFileSync(join(dir, "index.html"), homePage);
  writeFileSync(join(dir, "404.html"), "<h1>No encontrada</h1>");
  writeFileSync(join(dir, "demo-cat", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(dir, "_redirects"), "/404 /__not-found 200\n");
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "webp_enc.wasm"), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  writeFileSync(
    join(dir, "_headers"),
    headersFile(headerRules(securityHeaders(csp), { "/demo-cat/": { "Content-Security-Policy": demoCsp } })),
  );
  mkdirSync(precompressedDir(dir));
  writeFileSync(join(precompressedDir(dir), "index.html.br"), brotliCompressSync(homePage));
  server = await serve({ dir, port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(origin + path, { redirect: "manual", ...init });

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    for (const path of ["/", "/demo-cat/", "/no-existe"]) {
      it(`${method} ${path} gets 405 with Allow and the security headers, not the page`, async () => {
        const response = await get(path, { method, body: method === "OPTIONS" ? undefined : "x" });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const body = await response.text();
        expect(body).toContain("Método no permitido");
        expect(body).not.toContain("<h1>");
      });
    }
  }

  it("GET serves the page and HEAD its headers only", async () => {
    const page = await get("/demo-cat/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Demo</h1>");
    const head = await get("/demo-cat/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html;charset=utf-8");
    expect(await head.text()).toBe("");
  });
});

describe("addresses, as static hosts serve them", () => {
  it("redirects a folder's address without its slash, and …/index.html, to the folder (308)", async () => {
    for (const [path, location] of [
      ["/demo-cat", "/demo-cat/"],
      ["/demo-cat?driver=preview", "/demo-cat/?driver=preview"],
      ["/demo-cat/index.html", "/demo-cat/"],
      ["/index.html", "/"],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location"), path).toBe(location);
    }
  });

  it("answers 404 with the not-found page at unknown paths, /404 and /404.html", async () => {
    for (const path of ["/no-existe", "/404", "/404.html", "/demo-cat/otra"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("No encontrada");
    }
  });

  it("never serves the hosts' files or a precompressed copy as a file of its own", async () => {
    for (const path of ["/_headers", "/_redirects", "/index.html.br", "/index.html.gz"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("headers", () => {
  it("gives the voice demo its own policy and every other path the site's", async () => {
    expect((await get("/demo-cat/")).headers.get("content-security-policy")).toBe(demoCsp);
    for (const path of ["/", "/demo-cat", "/no-existe"]) {
      expect((await get(path)).headers.get("content-security-policy"), path).toBe(csp);
    }
  });

  it("sends the brotli copy to browsers that take it, the file to others", async () => {
    const compressed = await get("/", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    expect(await compressed.text()).toBe(homePage);
    const plain = await get("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(homePage);
  });

  it("revalidates pages with their ETag", async () => {
    const first = await get("/");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await get("/", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  // The editor compiles its image codecs with instantiateStreaming, which takes no other type.
  it("serves WebAssembly as application/wasm", async () => {
    const response = await get("/assets/webp_enc.wasm");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/wasm");
  });
});

describe("the demo's endpoint (server/demo-api), at the paths the hosts' functions have", () => {
  let api: Awaited<ReturnType<typeof serve>>;
  let apiOrigin = "";
  let upstream: Server;
  let finishAnswer: () => void = () => {};

  beforeAll(async () => {
    // Siteverify and Vapi at the network's edge: a real server, so the chat really streams.
    upstream = createServer((request, response) => {
      if (request.url === "/siteverify") {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk));
        request.on("end", () => {
          // A token names the action the page made it for: `chat…` for the chat, any other a call.
          const { response: token } = JSON.parse(body) as { response: string };
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(
            JSON.stringify({
              success: true,
              "error-codes": [],
              hostname: "127.0.0.1",
              action: token.startsWith("chat") ? "chat" : "call",
            }),
          );
        });
      } else if (request.url === "/call/web") {
        response.writeHead(201, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({ id: "call-1", webCallUrl: "https://vapi.daily.co/room", orgId: "org" }),
        );
      } else {
        response.writeHead(200, { "Content-Type": "text/event-stream" });
        response.write('data: {"id":"chat-1","path":"chat.output[0].content","delta":"Hola"}\n\n');
        finishAnswer = () =>
          response.end('data: {"id":"chat-1","path":"chat.output[0].content","delta":"!"}\n\n');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const stub = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const env: Record<string, string> = {
      VAPI_PRIVATE_KEY: "private",
      TURNSTILE_SECRET_KEY: "secret",
      VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000bb",
      VAPI_API_URL: stub,
      TURNSTILE_VERIFY_URL: `${stub}/siteverify`,
    };
    api = await serve({ dir, port: 0, host: "127.0.0.1", env });
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // Read at each request, as the hosts' functions read theirs: this server's own address is listed.
    env.DEMO_ALLOWED_ORIGINS = apiOrigin;
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(apiOrigin + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: apiOrigin, ...headers },
      body: JSON.stringify(body),
    });

  it("starts a call, with the site's security headers on the answer", async () => {
    const response = await post("/api/demo/call", { token: "t" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "call-1", webCallUrl: "https://vapi.daily.co/room" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("streams the chat's answer as Vapi sends it", async () => {
    const response = await post("/api/demo/chat", { token: "chat-t", input: "Hola" });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain('"delta":"Hola"');
    finishAnswer();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain('"delta":"!"');
  });

  it("answers other methods with its own 405 (Allow: POST) and refuses other sites", async () => {
    const get = await fetch(`${apiOrigin}/api/demo/call`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toMatchObject({ error: "method-not-allowed" });
    const foreign = await fetch(`${apiOrigin}/api/demo/call`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: JSON.stringify({ token: "t" }),
    });
    expect(foreign.status).toBe(403);
  });

  it("takes the visitor's address from the connection: X-Forwarded-For changes nothing", async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      // The first test started one call from this address already.
      const response = await post(
        "/api/demo/call",
        { token: `t${index}` },
        { "X-Forwarded-For": `192.0.2.${index}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("behind TRUST_PROXY proxies, takes the address the outermost one saw", async () => {
    const env: Record<string, string> = {
      VAPI_PRIVATE_KEY: "private",
      TURNSTILE_SECRET_KEY: "secret",
      VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000bb",
      VAPI_API_URL: "http://127.0.0.1:9",
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify",
      TRUST_PROXY: "1",
    };
    const proxied = await serve({ dir, port: 0, host: "127.0.0.1", env });
    const address = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
    env.DEMO_ALLOWED_ORIGINS = address;
    const call = (forwardedFor: string) =>
      fetch(`${address}/api/demo/call`, {
        method: "POST",
        headers: { Origin: address, "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ token: "t" }),
      }).then((response) => response.status);
    try {
      // The proxy appends the address it saw; what the client wrote before it counts for nothing.
      const visitor = [];
      for (const spoofed of ["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4"])
        visitor.push(await call(`${spoofed}, 198.51.100.7`));
      expect(visitor).toEqual([503, 503, 503, 429]);
      expect(await call("198.51.100.8")).toBe(503);
    } finally {
      await new Promise((resolve) => proxied.close(resolve));
    }
  });

  it("refuses a TRUST_PROXY that is not a number of proxies, at start", async () => {
    await expect(serve({ dir, port: 0, host: "127.0.0.1", env: { TRUST_PROXY: "yes" } })).rejects.toThrow(
      /TRUST_PROXY/,
    );
  });

  it("warns once, not at each request, of X-Forwarded-For while TRUST_PROXY is unset", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const plain = await serve({ dir, port: 0, host: "127.0.0.1", env: {} });
    const address = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      await fetch(`${address}/`);
      expect(warn).not.toHaveBeenCalled();
      for (const forwardedFor of ["192.0.2.1", "192.0.2.2"])
        await fetch(`${address}/`, { headers: { "X-Forwarded-For": forwardedFor } });
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^server: .*X-Forwarded-For.*TRUST_PROXY/);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it("leaves every other path to the site: its 405 and its 404", async () => {
    const posted = await fetch(`${apiOrigin}/api/demo/other`, { method: "POST", body: "{}" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${apiOrigin}/api/demo/other`)).status).toBe(404);
  });
});

describe("the assistant's Server URL (server/agent), at /api/agent as on the hosts", () => {
  it("runs the endpoint with the server's settings: Vapi's credential in, the rest refused", async () => {
    const secret = "serve-test-secret";
    const agent = await serve({ dir, port: 0, host: "127.0.0.1", env: { VAPI_SERVER_SECRET: secret } });
    const agentOrigin = `http://127.0.0.1:${(agent.address() as AddressInfo).port}`;
    try {
      const message = JSON.stringify({ message: { type: "status-update", status: "in-progress" } });
      const post = (headers: Record<string, string>) =>
        fetch(`${agentOrigin}/api/agent`, { method: "POST", headers, body: message });
      const answered = await post({ Authorization: `Bearer ${secret}` });
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({});
      expect(answered.headers.get("x-frame-options")).toBe("DENY");
      expect((await post({ Authorization: "Bearer guess" })).status).toBe(401);
      expect((await fetch(`${agentOrigin}/api/agent`)).headers.get("allow")).toBe("POST");
    } finally {
      await new Promise((resolve) => agent.close(resolve));
    }
  });

  it("answers 503 not-configured without VAPI_SERVER_SECRET", async () => {
    const bare = await serve({ dir, port: 0, host: "127.0.0.1", env: {} });
    try {
      const response = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/agent`, {
        method: "POST",
        body: "{}",
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "not-configured" });
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});
