// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { pagePaths } from "../app/lib/paths";
import { parseHeadersFile } from "../deploy/security-headers.mjs";
import { finishBuild } from "./postbuild.mjs";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Runs the build's last step on a prerendered site in miniature and reads back its `_headers`. */
function builtHeaders(vapi: boolean, { editor = false, guard = false, leadForm = false } = {}) {
  const root = mkdtempSync(join(tmpdir(), "agentia-postbuild-"));
  roots.push(root);
  const clientDir = join(root, "client");
  mkdirSync(join(clientDir, "404"), { recursive: true });
  mkdirSync(join(clientDir, "demo-cat"));
  writeFileSync(join(clientDir, "index.html"), "<h1>Inicio</h1><script>window.x = 1</script>");
  writeFileSync(join(clientDir, "404", "index.html"), "<h1>Página no encontrada</h1>");
  writeFileSync(join(clientDir, "demo-cat", "index.html"), "<h1>Demo</h1>");
  if (editor) {
    mkdirSync(join(clientDir, "admin"));
    writeFileSync(join(clientDir, "admin", "index.html"), "<script>window.editor = 1</script>");
  }
  finishBuild({
    clientDir,
    siteUrl: "https://agentia.example",
    paths: ["/", pagePaths.voiceDemo],
    voiceDemoPaths: [pagePaths.voiceDemo, agentPage],
    landingPath: pagePaths.home,
    editorPath: "/admin/",
    demoAgents: [{ slug: "cobranzas", firstMessage: "Hola.", instructions: "Sos Sofía.", tools: [] }],
    integrations: { vapi, tally: false, guard, leadForm },
  });
  const text = readFileSync(join(clientDir, "_headers"), "utf8");
  return { text, rules: parseHeadersFile(text), root };
}

/** A demo agent's page: the voice demo too. */
const agentPage = "/demo-cat/cobranzas/";

const scriptSrc = (headers: Record<string, string>) =>
  (headers["Content-Security-Policy"] ?? "").split("; ").find((part) => part.startsWith("script-src ")) ?? "";

describe("finishBuild: the demo agents", () => {
  it("are written beside the client folder for the endpoints, never in it", () => {
    const { root } = builtHeaders(true);
    expect(JSON.parse(readFileSync(join(root, "server", "demo-agents.json"), "utf8"))).toEqual([
      { slug: "cobranzas", firstMessage: "Hola.", instructions: "Sos Sofía.", tools: [] },
    ]);
    expect(existsSync(join(root, "client", "demo-agents.json"))).toBe(false);
  });
});

describe("finishBuild: the guard's page", () => {
  it("allows Turnstile and the call machine on the voice demo's pages alone (CAT's and each agent's), and Vapi's API nowhere", () => {
    const { text, rules } = builtHeaders(true, { guard: true });
    const demos = [pagePaths.voiceDemo, agentPage] as string[];
    for (const path of demos) {
      const demo = rules.find((rule) => rule.pattern === path)!;
      expect(scriptSrc(demo.headers)).toContain("https://challenges.cloudflare.com");
      expect(scriptSrc(demo.headers)).toMatch(/blob:.*'wasm-unsafe-eval'|'wasm-unsafe-eval'.*blob:/);
      expect(demo.headers["Content-Security-Policy"]).toContain(
        "frame-src https://challenges.cloudflare.com",
      );
    }
    for (const rule of rules.filter((each) => !demos.includes(each.pattern))) {
      expect(JSON.stringify(rule.headers)).not.toContain("challenges.cloudflare.com");
    }
    expect(text).not.toContain("api.vapi.ai");
  });
});

describe("finishBuild: the landing's own contact form", () => {
  it("with the guard, lets / alone load Turnstile besides the voice demo", () => {
    const { rules } = builtHeaders(true, { guard: true, leadForm: true });
    const landing = rules.find((rule) => rule.pattern === pagePaths.home)!;
    expect(scriptSrc(landing.headers)).toContain("https://challenges.cloudflare.com");
    expect(landing.headers["Content-Security-Policy"]).toContain(
      "frame-src https://challenges.cloudflare.com",
    );
    // The landing runs no call: Daily's worklet and Krisp stay the voice demo's.
    expect(scriptSrc(landing.headers)).not.toMatch(/blob:|'wasm-unsafe-eval'/);
    for (const rule of rules.filter(
      (each) => !([pagePaths.home, pagePaths.voiceDemo, agentPage] as string[]).includes(each.pattern),
    )) {
      expect(JSON.stringify(rule.headers)).not.toContain("challenges.cloudflare.com");
    }
  });

  it("without the guard, no block of its own: the form asks no Turnstile", () => {
    const { rules } = builtHeaders(false, { leadForm: true });
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*"]);
  });
});

// blob: stays in img-src, media-src and worker-src on every page: only script-src is the call's.
describe("finishBuild: the voice demo's own policy", () => {
  it("without Vapi, no /demo-cat/ block, and no blob: nor 'wasm-unsafe-eval' in any script-src", () => {
    const { text, rules } = builtHeaders(false);
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*"]);
    expect(text).not.toContain("wasm-unsafe-eval");
    for (const rule of rules) expect(scriptSrc(rule.headers)).not.toContain("blob:");
  });

  it("with Vapi, one block per voice demo page (/demo-cat/ and each agent's), and they alone allow blob: and 'wasm-unsafe-eval'", () => {
    const { text, rules } = builtHeaders(true);
    const demos = [pagePaths.voiceDemo, agentPage] as string[];
    for (const path of demos) {
      const demo = rules.filter((rule) => rule.pattern === path);
      expect(demo).toHaveLength(1);
      expect(scriptSrc(demo[0]!.headers).split(" ")).toEqual(
        expect.arrayContaining(["blob:", "'wasm-unsafe-eval'"]),
      );
    }
    for (const rule of rules.filter((each) => !demos.includes(each.pattern))) {
      expect(scriptSrc(rule.headers)).not.toMatch(/blob:|'wasm-unsafe-eval'/);
    }
    expect(text.match(/'wasm-unsafe-eval'/g)).toHaveLength(2);
  });
});

describe("finishBuild: the editor's own headers", () => {
  it("gives /admin/ its own policy, opener policy and noindex, and leaves the site's policy as it was", () => {
    const without = builtHeaders(false).rules;
    const { rules } = builtHeaders(false, { editor: true });
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*", "/admin/"]);
    // The editor page's inline script is not allowed by the site's policy.
    expect(rules[0]).toEqual(without[0]);
    const editor = rules[2]!.headers;
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editor["Content-Security-Policy"]).toContain(
      "connect-src 'self' data: https://api.github.com https://www.githubstatus.com;",
    );
    expect(editor["Content-Security-Policy"]).toContain("style-src 'self' 'unsafe-inline';");
    expect(scriptSrc(editor)).toBe("script-src 'self'");
  });

  it("writes no editor block when the build has no editor", () => {
    expect(builtHeaders(false).rules.map((rule) => rule.pattern)).not.toContain("/admin/");
  });
});
