// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEMO_API_PATHS } from "../../app/contracts/demo-api.mjs";
import { onRequest } from "../../functions/api/demo/[[path]]";
import netlifyCall, { config as netlifyCallConfig } from "../../netlify/functions/demo-call.mts";
import netlifyChat, { config as netlifyChatConfig } from "../../netlify/functions/demo-chat.mts";
import { VISITOR_LIMITS } from "../shared/visitor-limits.mjs";
import { SITEVERIFY_URL } from "./handler.mjs";

// The build's demo agents (scripts/postbuild.mjs writes them before a host bundles the adapters).
vi.mock("../built-demo-agents.mjs", () => ({ builtAgents: new Map() }));

// Each host's adapter hands the request, the secrets and the visitor's address to the handler.
const secrets = {
  VAPI_PRIVATE_KEY: "private",
  TURNSTILE_SECRET_KEY: "secret",
  VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000bb",
};

const verified: string[] = [];
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === SITEVERIFY_URL) {
        verified.push(String(init.body));
        return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
      }
      throw new TypeError("fetch failed");
    }),
  );
});
afterEach(() => verified.splice(0));

const post = (headers: Record<string, string> = {}) =>
  new Request("https://agentia.example/api/demo/call", {
    method: "POST",
    headers: { Origin: "https://agentia.example", ...headers },
    body: JSON.stringify({ token: "t" }),
  });

describe("Cloudflare Pages Functions (functions/api/demo/[[path]].ts)", () => {
  it("answers with the handler, the project's env and CF-Connecting-IP as the visitor's address", async () => {
    const response = await onRequest({ request: post({ "CF-Connecting-IP": "198.51.100.4" }), env: secrets });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "unverified" });
    expect(JSON.parse(verified[0]!)).toMatchObject({ secret: "secret", remoteip: "198.51.100.4" });
  });

  it("counts each visitor's calls across requests to the same isolate", async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      const request = post({ "CF-Connecting-IP": "198.51.100.77" });
      statuses.push((await onRequest({ request, env: secrets })).status);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});

describe("Netlify Functions (netlify/functions/demo-*.mts)", () => {
  it("serves each of the endpoint's paths, Netlify's edge limiting each visitor to the site's count", () => {
    expect([netlifyCallConfig.path, netlifyChatConfig.path]).toEqual(Object.values(DEMO_API_PATHS));
    expect(netlifyCallConfig.rateLimit).toEqual({
      windowLimit: VISITOR_LIMITS.call.requests,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
    expect(netlifyChatConfig.rateLimit.windowLimit).toBe(VISITOR_LIMITS.chat.requests);
  });

  it.each([
    ["call", netlifyCall, post()],
    [
      "chat",
      netlifyChat,
      new Request("https://agentia.example/api/demo/chat", {
        method: "POST",
        headers: { Origin: "https://agentia.example" },
        body: JSON.stringify({ token: "t", input: "Hola" }),
      }),
    ],
  ] as const)(
    "%s: answers with the handler, the site's environment and Netlify's client address",
    async (_path, handler, request) => {
      vi.stubEnv("VAPI_PRIVATE_KEY", "private");
      vi.stubEnv("TURNSTILE_SECRET_KEY", "netlify-secret");
      vi.stubEnv("VITE_VAPI_ASSISTANT_ID", secrets.VITE_VAPI_ASSISTANT_ID);
      const response = await handler(request, { ip: "192.0.2.9" });
      expect(response.status).toBe(403);
      expect(JSON.parse(verified[0]!)).toMatchObject({ secret: "netlify-secret", remoteip: "192.0.2.9" });
    },
  );
});
