import { readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "@playwright/test";

import { filesIn } from "../deploy/build-layout.mjs";
import { inlineScriptHashes } from "../scripts/postbuild.mjs";
import { builds, guardedEnv, integrationEnv } from "./builds.mjs";
import { expect, test } from "./fixtures";

function scriptSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test.describe("Content-Security-Policy", () => {
  for (const path of ["/", "/demo-cat", "/cualquier-cosa"]) {
    test(`${path}: every inline script is allowed by its hash, nothing unsafe`, async ({ baseURL }) => {
      const api = await request.newContext({ baseURL });
      const response = await api.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const html = await response.text();
      const allowed = scriptSources(csp);
      expect(allowed).not.toContain("'unsafe-inline'");
      expect(allowed).not.toContain("'unsafe-eval'");
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(allowed).toContain(`'${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      await api.dispose();
    });
  }

  test("pages hydrate under the policy without violations", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await page.goto("/demo-cat");
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  });

  test("unset integrations add no third-party origin; configured ones add exactly theirs", () => {
    const policy = (dir: string) =>
      readFileSync(join(dir, "client", "_headers"), "utf8").match(/Content-Security-Policy: (.*)/)?.[1] ?? "";
    const plain = policy(builds.default.dir);
    expect(plain).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);

    const integrated = policy(builds.integration.dir);
    expect(integrated).toContain("https://api.vapi.ai");
    expect(integrated).toContain("https://c.daily.co");
    expect(integrated).toMatch(/frame-src https:\/\/tally\.so/);
    expect(integrated).toContain(new URL(integrationEnv.VITE_POSTHOG_HOST).origin);
    // Cal.com (VITE_CAL_LINK set, on Cal's cloud): its embed script and its scheduler's frame.
    expect(integrated).toMatch(/script-src [^;]*https:\/\/app\.cal\.com/);
    expect(integrated).toMatch(/frame-src [^;]*https:\/\/app\.cal\.com/);
    // No Turnstile without the guard, anywhere.
    expect(integrated).not.toContain("challenges.cloudflare.com");
  });
});

test.describe("build output", () => {
  test("holds no secret-looking string", () => {
    const patterns: [string, RegExp][] = [
      ["private key block", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ["secret key (sk_…)", /\bsk_(?:live|test)_[A-Za-z0-9]{10,}/],
      ["JSON Web Token", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
      ["PostHog personal API key", /\bphx_[A-Za-z0-9]{20,}/],
    ];
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
    const publicIds = new Set([
      integrationEnv.VITE_VAPI_PUBLIC_KEY,
      integrationEnv.VITE_VAPI_ASSISTANT_ID,
      guardedEnv.VITE_VAPI_ASSISTANT_ID,
    ]);
    const findings: string[] = [];
    for (const { dir } of Object.values(builds)) {
      for (const file of filesIn(join(dir, "client")).filter((path) =>
        /\.(html|js|css|json|txt|xml)$/.test(path),
      )) {
        const text = readFileSync(file, "utf8");
        for (const [name, pattern] of patterns) if (pattern.test(text)) findings.push(`${file}: ${name}`);
        // A Vapi key in the bundle must be the configured public one, never another (private) key.
        for (const id of text.match(uuid) ?? []) {
          if (
            !publicIds.has(id) &&
            /vapi/i.test(text.slice(Math.max(0, text.indexOf(id) - 200), text.indexOf(id)))
          ) {
            findings.push(`${file}: unexpected Vapi-looking key ${id}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
