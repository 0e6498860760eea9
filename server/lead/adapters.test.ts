// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";

import { LEAD_API_PATH } from "../../app/contracts/lead.mjs";
import { onRequest } from "../../functions/api/lead";
import netlifyLead, { config as netlifyConfig } from "../../netlify/functions/lead.mts";
import { VISITOR_LIMITS } from "../shared/visitor-limits.mjs";

// The build's demo agents (scripts/postbuild.mjs writes them before a host bundles the adapters).
vi.mock("../built-demo-agents.mjs", () => ({ builtAgents: new Map() }));

// Each host's adapter hands the request, the settings and the visitor's address to the handler.
// No webhook here: a configured-but-unreachable one would only slow the test down.
const env = { VITE_SITE_URL: "https://agentia.example" };

const post = (headers: Record<string, string> = {}) =>
  new Request("https://agentia.example/api/lead", {
    method: "POST",
    headers: { Origin: "https://agentia.example", ...headers },
    body: "{}",
  });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("Cloudflare Pages Functions (functions/api/lead.ts)", () => {
  it("answers with the handler and the project's env", async () => {
    const response = await onRequest({ request: post({ "CF-Connecting-IP": "198.51.100.4" }), env });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "not-configured" });
  });
});

describe("Netlify Functions (netlify/functions/lead.mts)", () => {
  it("serves the form's path, Netlify's edge limiting each visitor to the site's count", () => {
    expect(netlifyConfig.path).toBe(LEAD_API_PATH);
    expect(netlifyConfig.rateLimit).toEqual({
      windowLimit: VISITOR_LIMITS.lead.requests,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
  });

  it("answers with the handler and the site's environment", async () => {
    vi.stubEnv("VITE_SITE_URL", "https://agentia.example");
    const response = await netlifyLead(post(), { ip: "192.0.2.9" });
    expect(response.status).toBe(503);
  });
});
