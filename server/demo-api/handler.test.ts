// @vitest-environment node
import { resolve } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CLIENT_MESSAGES } from "../../app/contracts/vapi-call-settings.mjs";
import { readAgentFiles } from "../../scripts/assistant-plan.mjs";
import { agentCatalogue } from "../shared/demo-agents.mjs";
import { errorOf } from "../test-support";
import { memoryLimits } from "../shared/visitor-limits.mjs";
import { type DemoApiContext, handleDemoApi, SITEVERIFY_URL, VAPI_API_URL } from "./handler.mjs";

const PRIVATE_KEY = "9d1c3a5e-private-0000-4000-8000-00000000c0de";
const SECRET = "0x4AAAAAAAsecret-for-tests-only";
const ASSISTANT = "00000000-0000-4000-8000-0000000000bb";
const SITE = "https://agentia.example";

const env = {
  VAPI_PRIVATE_KEY: PRIVATE_KEY,
  TURNSTILE_SECRET_KEY: SECRET,
  VITE_VAPI_ASSISTANT_ID: ASSISTANT,
  VITE_SITE_URL: SITE,
};

/** What Vapi's POST /call/web answers (a Call, as the API reference's schema has it). */
const createdCall = (extra: Record<string, unknown> = {}) => ({
  id: "b0b5e3c4-1111-4222-8333-944455556666",
  orgId: "org-secret-0000",
  type: "webCall",
  status: "queued",
  assistantId: ASSISTANT,
  webCallUrl: "https://vapi.daily.co/room-e2e",
  transport: { provider: "daily", callToken: "daily-meeting-token", assistantVideoEnabled: false },
  monitor: { listenUrl: "wss://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/listen" },
  artifactPlan: { videoRecordingEnabled: false, recordingEnabled: true },
  assistant: { voice: { provider: "11labs", voiceId: "sarah" }, model: { provider: "openai" } },
  subscriptionLimits: { concurrencyBlocked: false, concurrencyLimit: 10, remainingConcurrentCalls: 9 },
  createdAt: "2026-11-30T12:00:00.000Z",
  ...extra,
});

type Upstream = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * Siteverify as Cloudflare answers it: a token passes once, then `timeout-or-duplicate`. Turnstile
 * binds a token to the page's host and to the action the page gave its widget; here a token names
 * its action (`chat-…` was made for the chat, any other for a call), and `hostname` is the host.
 */
function siteverify(verdicts: Record<string, "pass" | "fail"> = {}, hostname = "agentia.example"): Upstream {
  const spent = new Set<string>();
  return (_url, init) => {
    const { response } = JSON.parse(String(init.body)) as { response: string };
    if (verdicts[response] === "fail")
      return Response.json({ success: false, "error-codes": ["invalid-input-response"], messages: [] });
    if (spent.has(response))
      return Response.json({ success: false, "error-codes": ["timeout-or-duplicate"], messages: [] });
    spent.add(response);
    return Response.json({
      success: true,
      "error-codes": [],
      challenge_ts: "2026-11-30T12:00:00.000Z",
      hostname,
      action: response.startsWith("chat") ? "chat" : "call",
      cdata: "",
      metadata: { interactive: false },
    });
  };
}

/** The handler with a fresh count of visitors, unless the test brings its own. */
const answer = (request: Request, context: Omit<DemoApiContext, "limits"> & Partial<DemoApiContext>) =>
  handleDemoApi(request, { limits: memoryLimits(), ...context });

type Sent = { url: string; init: RequestInit };

/** An injected fetch that plays siteverify and Vapi, and records what each received. */
function upstreams({ verify = siteverify(), vapi }: { verify?: Upstream; vapi?: Upstream } = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === SITEVERIFY_URL) return verify(url, init);
    if (url.startsWith(VAPI_API_URL) && vapi) return vapi(url, init);
    throw new TypeError("fetch failed");
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    sent,
    to: (prefix: string) => sent.filter((request) => request.url.startsWith(prefix)),
  };
}

const createsCalls: Upstream = () => Response.json(createdCall(), { status: 201 });

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  // The handler tells the site owner what went wrong on the server's log, never the visitor.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("POST /api/demo/call", () => {
  it("starts the call with the private key and the server's settings, whatever the visitor sent", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(
      post("/api/demo/call", {
        token: "token-1",
        assistantId: "11111111-2222-4333-8444-555555555555",
        assistantOverrides: { maxDurationSeconds: 99999, clientMessages: ["everything"] },
        maxDurationSeconds: 99999,
      }),
      { env, clientIp: "203.0.113.7", fetch: vapi.fetch },
    );

    expect(response.status).toBe(200);
    const [check] = vapi.to(SITEVERIFY_URL);
    expect(JSON.parse(String(check?.init.body))).toEqual({
      secret: SECRET,
      response: "token-1",
      remoteip: "203.0.113.7",
    });
    expect(check?.init.signal).toBeInstanceOf(AbortSignal);
    const [create] = vapi.to(`${VAPI_API_URL}/call/web`);
    expect(create?.init.method).toBe("POST");
    expect(new Headers(create?.init.headers).get("authorization")).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(JSON.parse(String(create?.init.body))).toEqual({
      assistantId: ASSISTANT,
      assistantOverrides: { maxDurationSeconds: 300, clientMessages: [...CLIENT_MESSAGES] },
    });
    expect(create?.init.signal).toBeInstanceOf(AbortSignal);
    // Siteverify first: no call exists for a token nobody checked.
    expect(vapi.sent.map((request) => request.url)).toEqual([SITEVERIFY_URL, `${VAPI_API_URL}/call/web`]);
  });

  it("answers with what the SDK's reconnect() reads of the web call, and nothing else of Vapi's", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env,
      fetch: vapi.fetch,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      id: "b0b5e3c4-1111-4222-8333-944455556666",
      webCallUrl: "https://vapi.daily.co/room-e2e",
      transport: { callToken: "daily-meeting-token" },
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: "11labs" } },
    });
  });

  it("uses the configured length limit, and a run-time assistant when the host names one", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const other = "22222222-3333-4444-8555-666666666666";
    await answer(post("/api/demo/call", { token: "t" }), {
      env: { ...env, VITE_DEMO_MAX_CALL_SECONDS: "600", VAPI_ASSISTANT_ID: other },
      fetch: vapi.fetch,
    });
    expect(JSON.parse(String(vapi.to(VAPI_API_URL)[0]?.init.body))).toMatchObject({
      assistantId: other,
      assistantOverrides: { maxDurationSeconds: 600 },
    });
  });

  it("talks to the upstreams the host points it at (VAPI_API_URL, TURNSTILE_VERIFY_URL)", async () => {
    const seen: string[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push(String(input));
      return String(input).endsWith("/siteverify")
        ? siteverify()(String(input), init ?? {})
        : Response.json(createdCall(), { status: 201 });
    }) as typeof globalThis.fetch;
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env: {
        ...env,
        VAPI_API_URL: "http://127.0.0.1:9/",
        TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify",
      },
      fetch,
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual(["http://127.0.0.1:9/siteverify", "http://127.0.0.1:9/call/web"]);
  });

  it("refuses a token Turnstile failed, and starts no call", async () => {
    const vapi = upstreams({ verify: siteverify({ robot: "fail" }), vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "robot" }), {
      env,
      fetch: vapi.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 403, error: "unverified" });
    expect(vapi.to(VAPI_API_URL)).toEqual([]);
  });

  it("refuses a token used before (siteverify's timeout-or-duplicate)", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const first = await answer(post("/api/demo/call", { token: "once" }), { env, fetch: vapi.fetch });
    expect(first.status).toBe(200);
    const again = await answer(post("/api/demo/call", { token: "once" }), { env, fetch: vapi.fetch });
    expect(await errorOf(again)).toEqual({ status: 403, error: "token-spent" });
    expect(vapi.to(VAPI_API_URL)).toHaveLength(1);
  });

  it.each([
    ["unreachable", () => Promise.reject(new TypeError("fetch failed"))],
    ["timed out", () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError"))],
    ["answering an HTML error page", () => new Response("<h1>502 Bad Gateway</h1>", { status: 502 })],
    ["saying it failed itself", () => Response.json({ success: false, "error-codes": ["internal-error"] })],
    ["refusing our secret", () => Response.json({ success: false, "error-codes": ["invalid-input-secret"] })],
  ])("answers 503 when siteverify is %s, and starts no call", async (_case, verify) => {
    const vapi = upstreams({ verify: verify as Upstream, vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "t" }), { env, fetch: vapi.fetch });
    expect(await errorOf(response)).toEqual({ status: 503, error: "verification-unavailable" });
    expect(vapi.to(VAPI_API_URL)).toEqual([]);
  });

  it.each([
    ["unreachable", () => Promise.reject(new TypeError("fetch failed")), 503, "vapi-unavailable"],
    [
      "timed out",
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      503,
      "vapi-unavailable",
    ],
    [
      "failing",
      () => Response.json({ message: "Internal server error", statusCode: 500 }, { status: 500 }),
      502,
      "vapi-error",
    ],
    [
      "refusing the key",
      () =>
        Response.json(
          {
            message:
              "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
            error: "Unauthorized",
            statusCode: 401,
          },
          { status: 401 },
        ),
      502,
      "vapi-error",
    ],
    [
      "answering without a room",
      () => Response.json({ id: "x", status: "queued" }, { status: 201 }),
      502,
      "vapi-error",
    ],
  ])("answers %s Vapi with a JSON error", async (_case, vapi, status, error) => {
    const upstream = upstreams({ vapi: vapi as Upstream });
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env,
      fetch: upstream.fetch,
    });
    expect(await errorOf(response)).toEqual({ status, error });
  });

  it.each([
    [
      "creates the call blocked by the concurrency limit",
      () =>
        Response.json(
          createdCall({
            status: "ended",
            endedReason: "call.start.error-subscription-concurrency-limit-reached",
            subscriptionLimits: {
              concurrencyBlocked: true,
              concurrencyLimit: 10,
              remainingConcurrentCalls: 0,
            },
          }),
          { status: 201 },
        ),
    ],
    [
      "refuses it over the concurrency limit",
      () =>
        Response.json(
          { message: "Over Concurrency Limit.", error: "Bad Request", statusCode: 400 },
          { status: 400 },
        ),
    ],
    ["answers 429", () => Response.json({ message: "Too Many Requests", statusCode: 429 }, { status: 429 })],
  ])("says every line is busy when Vapi %s", async (_case, vapi) => {
    const upstream = upstreams({ vapi: vapi as Upstream });
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env,
      fetch: upstream.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 503, error: "lines-busy" });
    expect(response.headers.get("retry-after")).toBe("60");
  });
});

describe("the site's own pages only", () => {
  const withPreviews = {
    ...env,
    DEMO_ALLOWED_ORIGINS: "http://localhost:3000, https://preview.agentia.pages.dev/",
  };

  it.each([
    ["the site's own address (VITE_SITE_URL)", SITE, "agentia.example"],
    ["an address the owner listed (DEMO_ALLOWED_ORIGINS)", "http://localhost:3000", "localhost"],
    [
      "another listed address, written with a trailing slash",
      "https://preview.agentia.pages.dev",
      "preview.agentia.pages.dev",
    ],
  ])("starts a call from %s", async (_case, origin, hostname) => {
    const vapi = upstreams({ verify: siteverify({}, hostname), vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "t" }, { Origin: origin }), {
      env: withPreviews,
      fetch: vapi.fetch,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["a look-alike of the site", { Origin: "https://agentia.example.evil.example" }],
    ["the site over http", { Origin: "http://agentia.example" }],
    ["a listed host on another port", { Origin: "http://localhost:3001" }],
    ["an opaque origin (a sandboxed frame, a file)", { Origin: "null" }],
    ["no origin at all (a script)", { Origin: "" }],
  ])("refuses %s with 403, before asking siteverify", async (_case, headers) => {
    const vapi = upstreams({ vapi: createsCalls });
    const request = post("/api/demo/call", { token: "t" }, headers);
    if (!headers.Origin) request.headers.delete("origin");
    const response = await answer(request, { env: withPreviews, fetch: vapi.fetch });
    expect(await errorOf(response)).toEqual({ status: 403, error: "forbidden-origin" });
    expect(vapi.sent).toEqual([]);
  });

  it("never takes the address the request names as its own (Host, X-Forwarded-Proto)", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    for (const [url, origin, proto] of [
      ["http://evil.example/api/demo/call", "http://evil.example", "http"],
      ["http://localhost:3000/api/demo/call", "null", "foo"],
    ] as const) {
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-Proto": proto },
        body: JSON.stringify({ token: "t" }),
      });
      const response = await answer(request, { env, fetch: vapi.fetch });
      expect(await errorOf(response)).toEqual({ status: 403, error: "forbidden-origin" });
    }
    expect(vapi.sent).toEqual([]);
  });

  it.each(["null", "https://preview.example/demo-cat/", "preview.example", "ftp://preview.example"])(
    "answers 503 when DEMO_ALLOWED_ORIGINS lists %s, naming it on the server's log only",
    async (entry) => {
      const response = await answer(post("/api/demo/call", { token: "t" }), {
        env: { ...env, DEMO_ALLOWED_ORIGINS: `http://localhost:3000,${entry}` },
        fetch: upstreams().fetch,
      });
      expect(await errorOf(response)).toEqual({ status: 503, error: "not-configured" });
      expect(String(vi.mocked(console.error).mock.calls[0])).toContain("DEMO_ALLOWED_ORIGINS");
    },
  );
});

describe("a token made for this site and this endpoint only", () => {
  it.each([
    ["made on another host the widget allows", siteverify({}, "someone-else.pages.dev"), "t"],
    [
      "made without a host",
      (() => Response.json({ success: true, "error-codes": [], action: "call" })) as Upstream,
      "t",
    ],
    ["made for the chat", siteverify(), "chat-t"],
  ])("refuses a token %s, and starts no call", async (_case, verify, token) => {
    const vapi = upstreams({ verify, vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token }), { env, fetch: vapi.fetch });
    expect(await errorOf(response)).toEqual({ status: 403, error: "unverified" });
    expect(vapi.to(VAPI_API_URL)).toEqual([]);
  });

  it("refuses a call's token for the chat", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(post("/api/demo/chat", { token: "t", input: "Hola" }), {
      env,
      fetch: vapi.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 403, error: "unverified" });
    expect(vapi.to(VAPI_API_URL)).toEqual([]);
  });
});

describe("limits per visitor and per day", () => {
  const clock = (start = Date.parse("2026-11-30T15:00:00Z")) => {
    let now = start;
    return { now: () => now, pass: (ms: number) => void (now += ms) };
  };

  it("answers a visitor's 4th call in 10 minutes with 429 and Retry-After, counting refused tokens too", async () => {
    const time = clock();
    const limits = memoryLimits({ now: time.now });
    const vapi = upstreams({ verify: siteverify({ robot: "fail" }), vapi: createsCalls });
    const call = (token: string, clientIp = "203.0.113.7") =>
      answer(post("/api/demo/call", { token }), { env, limits, clientIp, fetch: vapi.fetch });

    expect((await call("robot")).status).toBe(403);
    time.pass(60_000);
    expect((await call("t1")).status).toBe(200);
    expect((await call("t2")).status).toBe(200);
    const over = await call("t3");
    expect(await errorOf(over)).toEqual({ status: 429, error: "rate-limited" });
    expect(over.headers.get("retry-after")).toBe("540");
    // Refused before siteverify: an over-eager script spends nothing.
    expect(vapi.to(SITEVERIFY_URL)).toHaveLength(3);
    // Another visitor is not held back.
    expect((await call("t4", "198.51.100.20")).status).toBe(200);
    // Ten minutes after the first, one request is free again.
    time.pass(540_000);
    expect((await call("t5")).status).toBe(200);
    expect((await call("t6")).status).toBe(429);
  });

  it("takes an IPv6 visitor by their /64, as one subscriber's block", async () => {
    const limits = memoryLimits();
    const vapi = upstreams({ vapi: createsCalls });
    const statuses = [];
    for (const [index, clientIp] of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:2:ffff::9",
      "2001:db8:1:2::3",
    ].entries()) {
      const response = await answer(post("/api/demo/call", { token: `t${index}` }), {
        env,
        limits,
        clientIp,
        fetch: vapi.fetch,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("lets a visitor send 30 chat messages in 10 minutes, not 31", async () => {
    const limits = memoryLimits();
    const vapi = upstreams({
      vapi: () => new Response("data: {}\n\n", { headers: { "Content-Type": "text/event-stream" } }),
    });
    const statuses = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await answer(post("/api/demo/chat", { token: `chat-${index}`, input: "Hola" }), {
        env,
        limits,
        clientIp: "203.0.113.7",
        fetch: vapi.fetch,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it("starts at most DEMO_DAILY_CALLS calls a day, then says the lines are busy, until the next day in Buenos Aires", async () => {
    // 15:00 UTC is noon in Buenos Aires.
    const time = clock();
    const limits = memoryLimits({ now: time.now });
    let failing = true;
    const vapi = upstreams({
      vapi: () =>
        failing ? Response.json({ message: "boom", statusCode: 500 }, { status: 500 }) : createsCalls("", {}),
    });
    const call = (token: string, clientIp: string) =>
      answer(post("/api/demo/call", { token }), {
        env: { ...env, DEMO_DAILY_CALLS: "2" },
        limits,
        clientIp,
        fetch: vapi.fetch,
      });
    // A call Vapi did not start spends none of the day's.
    expect((await call("t0", "192.0.2.1")).status).toBe(502);
    failing = false;
    expect((await call("t1", "192.0.2.2")).status).toBe(200);
    expect((await call("t2", "192.0.2.3")).status).toBe(200);
    expect(await errorOf(await call("t3", "192.0.2.4"))).toEqual({ status: 503, error: "lines-busy" });
    expect(vapi.to(`${VAPI_API_URL}/call/web`)).toHaveLength(3);
    expect(String(vi.mocked(console.error).mock.calls.at(-1))).toContain("DEMO_DAILY_CALLS");
    // 02:59 UTC is still the same day in Buenos Aires; 03:00 UTC is the next.
    time.pass(Date.parse("2026-12-01T02:59:00Z") - time.now());
    expect((await call("t4", "192.0.2.5")).status).toBe(503);
    time.pass(60_000);
    expect((await call("t5", "192.0.2.6")).status).toBe(200);
  });
});

describe("bad requests", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS"])("answers %s with 405 and Allow: POST", async (method) => {
    const request = new Request(`http://localhost:3000/api/demo/call`, { method, headers: { Origin: SITE } });
    const response = await answer(request, { env, fetch: upstreams().fetch });
    expect(await errorOf(response)).toEqual({ status: 405, error: "method-not-allowed" });
    expect(response.headers.get("allow")).toBe("POST");
  });

  it.each([
    ["not JSON", "token=abc"],
    ["JSON without a token", { assistantId: ASSISTANT }],
    ["an empty token", { token: "" }],
    ["a token that is not text", { token: 42 }],
    ["a token longer than Turnstile's", { token: "x".repeat(2049) }],
  ])("answers a body that is %s with 400, before asking siteverify", async (_case, body) => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(post("/api/demo/call", body), { env, fetch: vapi.fetch });
    expect(await errorOf(response)).toEqual({ status: 400, error: "bad-request" });
    expect(vapi.sent).toEqual([]);
  });

  it("answers a body over 16 KB with 413", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "t", pad: "x".repeat(20_000) }), {
      env,
      fetch: vapi.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 413, error: "payload-too-large" });
  });

  it("answers other paths with 404", async () => {
    const response = await answer(post("/api/demo/other", { token: "t" }), {
      env,
      fetch: upstreams().fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 404, error: "not-found" });
  });

  it.each([
    ["the private key", { VAPI_PRIVATE_KEY: undefined }, "VAPI_PRIVATE_KEY"],
    ["the Turnstile secret", { TURNSTILE_SECRET_KEY: "" }, "TURNSTILE_SECRET_KEY"],
    ["the assistant", { VITE_VAPI_ASSISTANT_ID: undefined }, "VITE_VAPI_ASSISTANT_ID"],
    ["a valid length limit", { VITE_DEMO_MAX_CALL_SECONDS: "5 min" }, "VITE_DEMO_MAX_CALL_SECONDS"],
    ["a valid daily budget", { DEMO_DAILY_CALLS: "many" }, "DEMO_DAILY_CALLS"],
  ])("answers 503 without %s, naming it on the server's log only", async (_case, missing, name) => {
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env: { ...env, ...missing },
      fetch: upstreams().fetch,
    });
    const text = await response.clone().text();
    expect(await errorOf(response)).toEqual({ status: 503, error: "not-configured" });
    expect(text).not.toContain(name);
    expect(String(vi.mocked(console.error).mock.calls[0])).toContain(name);
  });

  it("never answers with a stack, whatever breaks", async () => {
    const exploding = new Proxy(env, {
      get() {
        throw new Error("kaboom");
      },
    });
    const response = await answer(post("/api/demo/call", { token: "t" }), {
      env: exploding,
      fetch: upstreams().fetch,
    });
    const text = await response.clone().text();
    expect(await errorOf(response)).toEqual({ status: 500, error: "internal" });
    expect(text).not.toContain("kaboom");
  });

  it("never puts a secret in an answer, body or headers", async () => {
    const refusingKey: Upstream = () =>
      Response.json({ message: "Invalid Key", statusCode: 401 }, { status: 401 });
    const chat: Upstream = () =>
      new Response("data: {}\n\n", { headers: { "Content-Type": "text/event-stream" } });
    const requests = [
      [post("/api/demo/call", { token: "t" }), createsCalls],
      [post("/api/demo/call", { token: "t" }), refusingKey],
      [post("/api/demo/chat", { token: "chat-t", input: "Hola" }), chat],
      [post("/api/demo/chat", { token: "chat-t", input: "Hola" }), refusingKey],
    ] as const;
    for (const [request, vapi] of requests) {
      const response = await answer(request, { env, fetch: upstreams({ vapi }).fetch });
      const text = JSON.stringify([...response.headers]) + (await response.text());
      expect(text).not.toContain(PRIVATE_KEY);
      expect(text).not.toContain(SECRET);
    }
  });
});

describe("POST /api/demo/chat", () => {
  /** Vapi's streamed chat: server-sent events, the first written at once, the rest when told. */
  function streamingChat() {
    const encoder = new TextEncoder();
    let finish: () => void = () => {};
    const vapi: Upstream = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              encoder.encode('data: {"id":"chat-1","path":"chat.output[0].content","delta":"Hola"}\n\n'),
            );
            finish = () => {
              controller.enqueue(
                encoder.encode(
                  'data: {"id":"chat-1","path":"chat.output[0].content","delta":", ¿qué tal?"}\n\n',
                ),
              );
              controller.close();
            };
          },
        }),
        { status: 200, headers: { "Content-Type": "text/event-stream" } },
      );
    return { vapi, finish: () => finish() };
  }

  it("sends the message to Vapi's chat with the private key and the server's assistant", async () => {
    const chat = streamingChat();
    const upstream = upstreams({ vapi: chat.vapi });
    await answer(
      post("/api/demo/chat", {
        token: "chat-t",
        input: "  Hola, ¿qué hacen?  ",
        previousChatId: "chat-0",
        assistantId: "11111111-2222-4333-8444-555555555555",
        sessionId: "someone-elses-session",
        stream: false,
      }),
      { env, fetch: upstream.fetch },
    );
    const [request] = upstream.to(`${VAPI_API_URL}/chat`);
    expect(new Headers(request?.init.headers).get("authorization")).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(JSON.parse(String(request?.init.body))).toEqual({
      assistantId: ASSISTANT,
      input: "Hola, ¿qué hacen?",
      stream: true,
      previousChatId: "chat-0",
    });
  });

  it("streams Vapi's answer back as it comes, not once it is over", async () => {
    const chat = streamingChat();
    const response = await answer(post("/api/demo/chat", { token: "chat-t", input: "Hola" }), {
      env,
      fetch: upstreams({ vapi: chat.vapi }).fetch,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // Vapi has sent one event and not finished: the visitor already has that event.
    const first = await reader.read();
    expect(decoder.decode(first.value)).toContain('"delta":"Hola"');
    chat.finish();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toContain("¿qué tal?");
  });

  it.each([
    ["no message", { token: "chat-t" }],
    ["an empty message", { token: "chat-t", input: "   " }],
    ["a message over 2000 characters", { token: "chat-t", input: "x".repeat(2001) }],
    ["a chat id that is not one", { token: "chat-t", input: "Hola", previousChatId: "../../call" }],
  ])("answers %s with 400, before asking siteverify", async (_case, body) => {
    const upstream = upstreams({ vapi: streamingChat().vapi });
    const response = await answer(post("/api/demo/chat", body), { env, fetch: upstream.fetch });
    expect(await errorOf(response)).toEqual({ status: 400, error: "bad-request" });
    expect(upstream.sent).toEqual([]);
  });

  it("needs a fresh Turnstile token for every message", async () => {
    const upstream = upstreams({ verify: siteverify({ "chat-robot": "fail" }), vapi: streamingChat().vapi });
    const refused = await answer(post("/api/demo/chat", { token: "chat-robot", input: "Hola" }), {
      env,
      fetch: upstream.fetch,
    });
    expect(await errorOf(refused)).toEqual({ status: 403, error: "unverified" });
    await answer(post("/api/demo/chat", { token: "chat-once", input: "Hola" }), {
      env,
      fetch: upstream.fetch,
    });
    const again = await answer(post("/api/demo/chat", { token: "chat-once", input: "Hola" }), {
      env,
      fetch: upstream.fetch,
    });
    expect(await errorOf(again)).toEqual({ status: 403, error: "token-spent" });
    expect(upstream.to(`${VAPI_API_URL}/chat`)).toHaveLength(1);
  });

  it.each([
    ["is unreachable", () => Promise.reject(new TypeError("fetch failed")), 503, "vapi-unavailable"],
    ["fails", () => Response.json({ message: "boom", statusCode: 500 }, { status: 500 }), 502, "vapi-error"],
    [
      "is saturated",
      () => Response.json({ message: "Too Many Requests" }, { status: 429 }),
      503,
      "lines-busy",
    ],
  ])("answers with a JSON error when Vapi's chat %s", async (_case, vapi, status, error) => {
    const response = await answer(post("/api/demo/chat", { token: "chat-t", input: "Hola" }), {
      env,
      fetch: upstreams({ vapi: vapi as Upstream }).fetch,
    });
    expect(await errorOf(response)).toEqual({ status, error });
  });
});

describe("a demo agent's call and chat (docs/product.md#an-agent-for-every-area)", () => {
  // The build's agents, from the repository's content files, as the build hands them over.
  const content = readAgentFiles(resolve(import.meta.dirname, "../.."));
  const agents = agentCatalogue(content);
  const [collections] = content.filter((agent) => agent.slug === "cobranzas");

  const chatStream: Upstream = () =>
    new Response('data: {"id":"chat-1","path":"chat.output[0].content","delta":"Hola"}\n\ndata: [DONE]\n\n', {
      headers: { "Content-Type": "text/event-stream" },
    });

  it("starts CAT's assistant with the agent's overrides, built from its content, whatever else the page sent", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const asked = { firstMessage: "Hola, soy otra cosa.", model: { provider: "x" } };
    const request = post("/api/demo/call", {
      token: "token-agent",
      agent: "cobranzas",
      assistantOverrides: asked,
    });
    expect((await answer(request, { env, agents, fetch: vapi.fetch })).status).toBe(200);
    const sent = vapi.to(`${VAPI_API_URL}/call/web`).map(({ init }) => JSON.parse(String(init.body)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      assistantId: ASSISTANT,
      assistantOverrides: {
        firstMessage: collections!.firstMessage,
        model: {
          provider: "openai",
          model: "gpt-4o-mini",
          messages: [{ role: "system", content: collections!.instructions }],
          tools: collections!.tools.map((tool) => ({
            type: "function",
            function: {
              name: tool.name,
              description: tool.description,
              parameters: {
                type: "object",
                properties: Object.fromEntries(
                  tool.parameters.map(({ name, description }) => [name, { type: "string", description }]),
                ),
                required: tool.parameters.filter(({ required }) => required).map(({ name }) => name),
              },
            },
          })),
        },
        metadata: { agente: "cobranzas" },
        maxDurationSeconds: 300,
        clientMessages: [...CLIENT_MESSAGES],
      },
    });
  });

  it("thinks with the host's VITE_DEMO_AGENT_MODEL, and is not configured with one Vapi cannot name", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    await answer(post("/api/demo/call", { token: "t", agent: "cobranzas" }), {
      env: { ...env, VITE_DEMO_AGENT_MODEL: "anthropic/claude-sonnet-4" },
      agents,
      fetch: vapi.fetch,
    });
    const body = JSON.parse(String(vapi.to(`${VAPI_API_URL}/call/web`)[0]?.init.body));
    expect(body.assistantOverrides.model).toMatchObject({ provider: "anthropic", model: "claude-sonnet-4" });
    const wrong = await answer(post("/api/demo/call", { token: "t", agent: "cobranzas" }), {
      env: { ...env, VITE_DEMO_AGENT_MODEL: "gpt 4" },
      agents,
      fetch: vapi.fetch,
    });
    expect(await errorOf(wrong)).toEqual({ status: 503, error: "not-configured" });
  });

  it("continues the agent's chat with its overrides on every message", async () => {
    const vapi = upstreams({ vapi: chatStream });
    const second = { token: "chat-1", agent: "cobranzas", input: "Hola", previousChatId: "chat-0" };
    expect((await answer(post("/api/demo/chat", second), { env, agents, fetch: vapi.fetch })).status).toBe(
      200,
    );
    const body = JSON.parse(String(vapi.to(`${VAPI_API_URL}/chat`)[0]?.init.body));
    expect(body).toMatchObject({
      assistantId: ASSISTANT,
      input: "Hola",
      previousChatId: "chat-0",
      assistantOverrides: { firstMessage: collections!.firstMessage, metadata: { agente: "cobranzas" } },
    });
  });

  it.each([
    ["a slug the build does not have", "cobranza"],
    ["a slug that is not text", 3],
    ["an empty slug", ""],
  ])("refuses %s with 400, and starts nothing", async (_what, agent) => {
    const vapi = upstreams({ vapi: createsCalls });
    const response = await answer(post("/api/demo/call", { token: "t", agent }), {
      env,
      agents,
      fetch: vapi.fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 400, error: "bad-request" });
    expect(vapi.sent).toEqual([]);
  });

  it("counts every agent's calls and CAT's together, per visitor and per day", async () => {
    const vapi = upstreams({ vapi: createsCalls });
    const limits = memoryLimits();
    const call = (token: string, agent?: string) =>
      answer(post("/api/demo/call", { token, ...(agent ? { agent } : {}) }), {
        env: { ...env, DEMO_DAILY_CALLS: "3" },
        agents,
        limits,
        clientIp: "203.0.113.9",
        fetch: vapi.fetch,
      });
    expect((await call("a", "cobranzas")).status).toBe(200);
    expect((await call("b")).status).toBe(200);
    expect((await call("c", "cobranzas")).status).toBe(200);
    expect(await errorOf(await call("d"))).toEqual({ status: 429, error: "rate-limited" });
  });
});
