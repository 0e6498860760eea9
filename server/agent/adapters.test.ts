// @vitest-environment node
import { createHmac } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import { type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AGENT_PATH } from "../../app/contracts/agent.mjs";
import { onRequest } from "../../functions/api/agent";
import netlifyAgent, { config as netlifyConfig } from "../../netlify/functions/agent.mts";
import vercelAgent from "./vercel.mjs";

// The build's demo agents (scripts/postbuild.mjs writes them before a host bundles the adapters).
vi.mock("../built-demo-agents.mjs", () => ({ builtAgents: new Map() }));

// Each host's adapter hands the request, the host's settings and its waitUntil to the handler: a
// report is answered at once and its summary reaches the webhook through the host's waitUntil.
const WEBHOOK = "https://hooks.example/agentia";
const secrets = {
  VAPI_SERVER_SECRET: "adapter-secret",
  LEAD_WEBHOOK_URL: WEBHOOK,
  LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 3).toString("base64")}`,
};

const report = JSON.stringify({
  message: {
    type: "end-of-call-report",
    endedReason: "customer-ended-call",
    call: { id: "call-adapter-1" },
    artifact: { transcript: "AI: Hola." },
    analysis: { summary: "Saludo." },
  },
});

/** The report signed as Vapi signs it with the credential `npm run assistant` makes. */
const signedReport = (url = `https://agentia.example${AGENT_PATH}`) => {
  const timestamp = String(Date.now());
  return new Request(url, {
    method: "POST",
    headers: {
      "x-timestamp": timestamp,
      "x-vapi-signature": createHmac("sha256", secrets.VAPI_SERVER_SECRET)
        .update(`${timestamp}.${report}`)
        .digest("hex"),
    },
    body: report,
  });
};

const delivered: { key: string | null; body: string }[] = [];
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== WEBHOOK) throw new TypeError("fetch failed");
      delivered.push({ key: new Headers(init.headers).get("webhook-id"), body: String(init.body) });
      return new Response("ok");
    }),
  );
});
afterEach(() => {
  delivered.splice(0);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("@vercel/request-context")];
});

describe("Cloudflare Pages Functions (functions/api/agent.ts)", () => {
  it("answers with the handler and the project's env, and forwards through the isolate's waitUntil", async () => {
    const kept: Promise<unknown>[] = [];
    const context = {
      request: signedReport(),
      env: secrets,
      // Workers' waitUntil must be called on its context, as the adapter does.
      waitUntil(this: { kept: Promise<unknown>[] }, work: Promise<unknown>) {
        this.kept.push(work);
      },
      kept,
    };
    const response = await onRequest(context);
    expect(response.status).toBe(200);
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(delivered).toEqual([
      { key: "summary_call-adapter-1", body: expect.stringContaining('"conversacion"') },
    ]);
  });

  it("refuses a request without the credential", async () => {
    const request = new Request(`https://agentia.example${AGENT_PATH}`, { method: "POST", body: report });
    const response = await onRequest({ request, env: secrets, waitUntil: () => {} });
    expect(response.status).toBe(401);
  });
});

describe("Netlify Functions (netlify/functions/agent.mts)", () => {
  it("serves the endpoint's path", () => {
    expect(netlifyConfig.path).toBe(AGENT_PATH);
  });

  it("answers with the handler and the site's environment, and forwards through context.waitUntil", async () => {
    for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
    const kept: Promise<unknown>[] = [];
    const response = await netlifyAgent(signedReport(), { waitUntil: (work) => void kept.push(work) });
    expect(response.status).toBe(200);
    await Promise.all(kept);
    expect(delivered.map(({ key }) => key)).toEqual(["summary_call-adapter-1"]);
  });
});

describe("Vercel (server/agent/vercel.mjs)", () => {
  it("keeps the function alive with the waitUntil of Vercel's request context", async () => {
    for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
    const kept: Promise<unknown>[] = [];
    // Where Vercel's runtime keeps each request's context (what @vercel/functions' waitUntil reads).
    (globalThis as Record<symbol, unknown>)[Symbol.for("@vercel/request-context")] = {
      get: () => ({ waitUntil: (work: Promise<unknown>) => void kept.push(work) }),
    };
    const server = createServer((req, res) => void vercelAgent(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const request = signedReport(`http://127.0.0.1:${port}${AGENT_PATH}`);
      // The stubbed fetch stands for the webhook only: reach the function with Node's own client.
      const answer = await new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(
          request.url,
          { method: "POST", headers: Object.fromEntries(request.headers) },
          (response) => resolve(response.statusCode ?? 0),
        );
        outgoing.on("error", reject);
        outgoing.end(report);
      });
      expect(answer).toBe(200);
      expect(kept).toHaveLength(1);
      await kept[0];
      expect(delivered.map(({ key }) => key)).toEqual(["summary_call-adapter-1"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
