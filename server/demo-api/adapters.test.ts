// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEMO_API_PATHS } from "../../app/features/voice-demo/lib/demo-api.mjs";
import { onRequest } from "../../functions/api/demo/[[path]]";
import netlifyDemo, { config as netlifyConfig } from "../../netlify/functions/demo.mts";
import { SITEVERIFY_URL } from "./handler.mjs";

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
});

describe("Netlify Functions (netlify/functions/demo.mts)", () => {
  it("serves exactly the endpoint's paths", () => {
    expect(netlifyConfig.path).toEqual(Object.values(DEMO_API_PATHS));
  });

  it("answers with the handler, the site's environment and Netlify's client address", async () => {
    vi.stubEnv("VAPI_PRIVATE_KEY", "private");
    vi.stubEnv("TURNSTILE_SECRET_KEY", "netlify-secret");
    vi.stubEnv("VITE_VAPI_ASSISTANT_ID", secrets.VITE_VAPI_ASSISTANT_ID);
    const response = await netlifyDemo(post(), { ip: "192.0.2.9" });
    expect(response.status).toBe(403);
    expect(JSON.parse(verified[0]!)).toMatchObject({ secret: "netlify-secret", remoteip: "192.0.2.9" });
  });
});
