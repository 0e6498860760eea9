// @vitest-environment node
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { errorOf } from "../test-support";
import { SITEVERIFY_URL } from "../shared/turnstile.mjs";
import { memoryLimits } from "../shared/visitor-limits.mjs";
import { handleLead, type LeadContext } from "./handler.mjs";

// Siteverify and the owner's webhook at the network boundary: the handler gets the form's request
// as the page sends it, and an injected fetch that answers as they do.

const SITE = "https://agentia.example";
const WEBHOOK = "https://hooks.example/agentia";
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
const env = { VITE_SITE_URL: SITE, LEAD_WEBHOOK_URL: WEBHOOK, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET };
const guarded = { ...env, TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret-for-tests-only" };

const form = {
  nombre: "Laura Gómez",
  empresa: "Transportes del Sur",
  contacto: "laura@transportes.example",
  necesidad: "Responder los pedidos de turnos por WhatsApp.",
};

type Sent = { url: string; init: RequestInit };

/** Siteverify (a token passes once, made on `hostname` for `action`) and the webhook. */
function upstreams({
  webhook = [200],
  hostname = "agentia.example",
  action = "lead",
}: { webhook?: (number | "down")[]; hostname?: string; action?: string } = {}) {
  const sent: Sent[] = [];
  const answers = [...webhook];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, init });
    if (url === SITEVERIFY_URL) return Response.json({ success: true, "error-codes": [], hostname, action });
    const status = answers.shift() ?? 200;
    if (status === "down") throw new TypeError("fetch failed");
    return Response.json({ ok: status < 300 }, { status });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    to: (url: string) => sent.filter((request) => request.url === url),
  };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/api/lead", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const answer = (request: Request, context: Omit<LeadContext, "limits"> & Partial<LeadContext>) =>
  handleLead(request, { limits: memoryLimits(), ...context });

/**
 * The answer, moving the fake clock on until it comes: the webhook's retry waits a second, and the
 * signature's Web Crypto work is real time, so the clock moves in small steps.
 */
async function settled<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(100);
  return promise;
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => vi.useRealTimers());

describe("POST /api/lead", () => {
  it("hands the lead to the owner's webhook as Standard Webhooks, with where it came from", async () => {
    const upstream = upstreams();
    const response = await answer(
      post({ ...form, campania: { utm_source: "linkedin", utm_campaign: "q4", other: "x" } }),
      { env, clientIp: "203.0.113.7", fetch: upstream.fetch },
    );
    expect(response.status).toBe(200);
    const [delivery] = upstream.to(WEBHOOK);
    const body = String(delivery?.init.body);
    const headers = new Headers(delivery?.init.headers);
    expect(headers.get("webhook-id")).toMatch(/^form_[0-9a-f-]{36}$/);
    // The receiver's own check: the standardwebhooks package, with the owner's secret.
    expect(new Webhook(WEBHOOK_SECRET).verify(body, Object.fromEntries(headers))).toEqual({
      tipo: "lead",
      origen: "formulario",
      nombre: "Laura Gómez",
      empresa: "Transportes del Sur",
      email: "laura@transportes.example",
      necesidad: "Responder los pedidos de turnos por WhatsApp.",
      campania: { utm_source: "linkedin", utm_campaign: "q4" },
      fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("takes a WhatsApp number as the visitor's phone, and no company when none was given", async () => {
    const upstream = upstreams();
    await answer(post({ ...form, empresa: "  ", contacto: "+54 9 11 5555-0100" }), {
      env,
      fetch: upstream.fetch,
    });
    const lead = JSON.parse(String(upstream.to(WEBHOOK)[0]?.init.body));
    expect(lead).toMatchObject({ telefono: "+54 9 11 5555-0100" });
    expect(lead).not.toHaveProperty("email");
    expect(lead).not.toHaveProperty("empresa");
  });

  it("tries the webhook once more when it fails, then says it could not deliver", async () => {
    const once = upstreams({ webhook: [503, 200] });
    const delivered = await settled(answer(post(form), { env, fetch: once.fetch }));
    expect(delivered.status).toBe(200);
    const [first, second] = once.to(WEBHOOK);
    // The same lead, the same id: a receiver that got the first can drop the second.
    expect(new Headers(second?.init.headers).get("webhook-id")).toBe(
      new Headers(first?.init.headers).get("webhook-id"),
    );

    const twice = upstreams({ webhook: ["down", "down"] });
    const failed = await settled(answer(post(form), { env, fetch: twice.fetch }));
    expect(await errorOf(failed)).toEqual({ status: 502, error: "webhook-failed" });
    expect(twice.to(WEBHOOK)).toHaveLength(2);
  });

  it.each([
    ["no name", { ...form, nombre: " " }],
    ["no way to answer", { ...form, contacto: "" }],
    ["a contact that is neither an e-mail nor a number", { ...form, contacto: "mi casa" }],
    ["no need", { ...form, necesidad: "" }],
    ["a need past 2000 characters", { ...form, necesidad: "x".repeat(2001) }],
    ["fields that are not text", { ...form, nombre: 42 }],
    ["not JSON", "nombre=Laura"],
  ])("answers a form with %s with 400, and sends nothing", async (_case, body) => {
    const upstream = upstreams();
    const response = await answer(post(body), { env, fetch: upstream.fetch });
    expect(await errorOf(response)).toEqual({ status: 400, error: "bad-request" });
    expect(upstream.to(WEBHOOK)).toEqual([]);
  });

  it("answers a body over 16 KB with 413", async () => {
    const response = await answer(post({ ...form, pad: "x".repeat(20_000) }), {
      env,
      fetch: upstreams().fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 413, error: "payload-too-large" });
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["an opaque origin", { Origin: "null" }],
  ])("refuses %s with 403", async (_case, headers) => {
    const upstream = upstreams();
    const response = await answer(post(form, headers), { env, fetch: upstream.fetch });
    expect(await errorOf(response)).toEqual({ status: 403, error: "forbidden-origin" });
    expect(upstream.to(WEBHOOK)).toEqual([]);
  });

  it("takes 5 forms from a visitor in 10 minutes, then answers 429 with Retry-After", async () => {
    const limits = memoryLimits();
    const upstream = upstreams({ webhook: [200, 200, 200, 200, 200] });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await answer(post(form), {
        env,
        limits,
        clientIp: "198.51.100.4",
        fetch: upstream.fetch,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(upstream.to(WEBHOOK)).toHaveLength(5);
  });

  it("answers 503 without the webhook, naming the setting on the server's log only", async () => {
    const response = await answer(post(form), {
      env: { VITE_SITE_URL: SITE, LEAD_WEBHOOK_URL: WEBHOOK },
      fetch: upstreams().fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 503, error: "not-configured" });
    expect(String(vi.mocked(console.error).mock.calls[0])).toContain("LEAD_WEBHOOK_SECRET");
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await answer(new Request("http://localhost/api/lead", { headers: { Origin: SITE } }), {
      env,
      fetch: upstreams().fetch,
    });
    expect(await errorOf(response)).toEqual({ status: 405, error: "method-not-allowed" });
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("with the guard's Turnstile secret on the host", () => {
  it("needs a token made on the site for the form", async () => {
    const upstream = upstreams();
    const response = await answer(post({ ...form, token: "token-1" }), {
      env: guarded,
      fetch: upstream.fetch,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(String(upstream.to(SITEVERIFY_URL)[0]?.init.body))).toMatchObject({
      response: "token-1",
    });
    // The token is the site's business, not the owner's.
    expect(String(upstream.to(WEBHOOK)[0]?.init.body)).not.toContain("token-1");
  });

  it.each([
    ["no token", undefined, {}],
    ["a token made for a call", "t", { action: "call" }],
    ["a token made on another site", "t", { hostname: "someone-else.pages.dev" }],
  ])("refuses %s, and sends nothing", async (_case, token, verdict) => {
    const upstream = upstreams(verdict);
    const response = await answer(post({ ...form, ...(token ? { token } : {}) }), {
      env: guarded,
      fetch: upstream.fetch,
    });
    expect([400, 403]).toContain(response.status);
    expect(upstream.to(WEBHOOK)).toEqual([]);
  });
});
