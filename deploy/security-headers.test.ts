import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  editorHeaders,
  headerRules,
  headersFile,
  headersFor,
  IMMUTABLE,
  parseHeadersFile,
  securityHeaders,
  vercelConfig,
} from "./security-headers.mjs";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

const sources = { scriptHashes: ["sha256-abc="], vapi: true, tally: false };
const siteCsp = contentSecurityPolicy(sources);
const demoCsp = contentSecurityPolicy({ ...sources, callMachine: true });
const headers = securityHeaders(siteCsp);
const rules = headerRules(headers, { "/demo-cat/": { "Content-Security-Policy": demoCsp } });
const config = vercelConfig(rules);

type Route = (typeof config.routes)[number];
const headerRoutes = config.routes.filter(
  (route): route is Extract<Route, { headers: object }> => "headers" in route,
);

/** The headers Vercel adds to a path: every matching route before the filesystem, in order. */
function vercelHeadersFor(pathname: string) {
  return headerRoutes
    .filter((route) => new RegExp(route.src).test(pathname))
    .reduce((all, route) => ({ ...all, ...route.headers }), {});
}

describe("contentSecurityPolicy", () => {
  it("allows Cal.com's script and scheduler frame only when booking is configured", () => {
    const plain = contentSecurityPolicy({ scriptHashes: ["sha256-abc="], vapi: false, tally: false });
    expect(plain).not.toContain("cal");
    const withCal = contentSecurityPolicy({
      scriptHashes: ["sha256-abc="],
      vapi: false,
      tally: false,
      calOrigin: "https://cal.agentia.example/",
    });
    expect(directive(withCal, "script-src")).toBe(
      "script-src 'self' 'sha256-abc=' https://cal.agentia.example",
    );
    expect(directive(withCal, "frame-src")).toBe("frame-src https://cal.agentia.example");
    expect(directive(withCal, "connect-src")).toBe("connect-src 'self'");
  });

  it("lets Daily's call machine load its worklet and compile WebAssembly only where a call runs", () => {
    expect(directive(demoCsp, "script-src")).toBe(
      "script-src 'self' 'sha256-abc=' https://c.daily.co blob: 'wasm-unsafe-eval'",
    );
    expect(directive(siteCsp, "script-src")).toBe("script-src 'self' 'sha256-abc=' https://c.daily.co");
    expect(directive(demoCsp, "script-src")).not.toMatch(/'unsafe-(inline|eval)'/);
    // Without Vapi there is no call machine to allow.
    expect(contentSecurityPolicy({ ...sources, vapi: false, callMachine: true })).not.toContain(
      "blob: 'wasm",
    );
  });
});

describe("contentSecurityPolicy with the guard (docs/product.md#the-guard)", () => {
  const guarded = { ...sources, guard: true };

  it("lets a page that shows Turnstile's widget load its script and show its challenge frame", () => {
    const demo = contentSecurityPolicy({ ...guarded, callMachine: true, turnstile: true });
    expect(directive(demo, "script-src").split(" ")).toContain("https://challenges.cloudflare.com");
    expect(directive(demo, "frame-src")).toBe("frame-src https://challenges.cloudflare.com");
    const site = contentSecurityPolicy(guarded);
    expect(site).not.toContain("challenges.cloudflare.com");
    expect(directive(site, "frame-src")).toBe("frame-src 'none'");
  });

  it("leaves Vapi's API out (the site's endpoint starts calls) and keeps Daily's origins for the call", () => {
    for (const policy of [
      contentSecurityPolicy(guarded),
      contentSecurityPolicy({ ...guarded, callMachine: true }),
    ]) {
      expect(policy).not.toContain("api.vapi.ai");
      expect(directive(policy, "connect-src")).toBe(
        "connect-src 'self' https://*.daily.co wss://*.daily.co wss://*.wss.daily.co",
      );
      expect(directive(policy, "script-src")).toContain("https://c.daily.co");
    }
  });

  it("adds nothing of Turnstile's to a page without its widget", () => {
    expect(contentSecurityPolicy({ ...guarded, callMachine: true })).not.toContain(
      "challenges.cloudflare.com",
    );
  });
});

describe("headersFile", () => {
  it("detaches the site's policy before the voice demo sets its own (Cloudflare would join both)", () => {
    const text = headersFile(rules);
    expect(text).toContain(
      `/demo-cat/\n  ! Content-Security-Policy\n  Content-Security-Policy: ${demoCsp}\n`,
    );
    expect(text.match(/! /g)).toHaveLength(1);
  });

  it("reads back as the same rules, a later rule replacing the earlier header", () => {
    const parsed = parseHeadersFile(headersFile(rules));
    expect(parsed).toEqual(rules);
    expect(headersFor(parsed, "/demo-cat/")).toEqual({ ...headers, "Content-Security-Policy": demoCsp });
    for (const path of ["/", "/privacidad/", "/demo-cat", "/demo-cat/otra", "/cualquier-cosa"]) {
      expect(headersFor(parsed, path)).toEqual(headers);
    }
  });
});

describe("vercelConfig", () => {
  it("is Build Output API v3: header routes, the 404 at /404, the files, then the 404 page", () => {
    expect(config.version).toBe(3);
    expect(config.routes.map((route) => ("handle" in route ? `handle:${route.handle}` : route.src))).toEqual([
      "^(?!(?:/demo-cat/?)$)/(.*)$",
      "^/assets/(.*)$",
      "^/demo-cat/?$",
      "^/404(?:\\.html)?$",
      "handle:filesystem",
      "^/.*$",
    ]);
    for (const route of headerRoutes) expect(route.continue).toBe(true);
    expect(config.routes.at(-1)).toEqual({ src: "^/.*$", dest: "/404.html", status: 404 });
    const notFound = config.routes.filter((route) => "status" in route);
    for (const path of ["/404", "/404.html"]) {
      expect(notFound.find((route) => new RegExp(route.src ?? "").test(path))).toMatchObject({
        dest: "/404.html",
        status: 404,
      });
    }
  });

  it("never sends one header from two routes, so no merge order matters", () => {
    for (const path of ["/", "/demo-cat", "/demo-cat/", "/privacidad/", "/assets/root-abc.js", "/x"]) {
      const names = headerRoutes
        .filter((route) => new RegExp(route.src).test(path))
        .flatMap((route) => Object.keys(route.headers));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("gives every path the same headers as the _headers file", () => {
    const parsed = parseHeadersFile(headersFile(rules));
    for (const path of [
      "/",
      "/demo-cat/",
      "/privacidad/",
      "/cualquier-cosa",
      "/assets/root-abc.js",
      "/og-image.png",
    ]) {
      expect(vercelHeadersFor(path)).toEqual(headersFor(parsed, path));
    }
    // Vercel serves the folder's page without the slash too: it gets the page's policy there.
    expect(vercelHeadersFor("/demo-cat")).toHaveProperty("Content-Security-Policy", demoCsp);
  });

  it("caches hashed assets for a year, and nothing else", () => {
    expect(vercelHeadersFor("/assets/root-abc.js")).toHaveProperty("Cache-Control", IMMUTABLE);
    for (const path of ["/", "/demo-cat/", "/favicon.svg", "/assets-not"]) {
      expect(vercelHeadersFor(path)).not.toHaveProperty("Cache-Control");
    }
  });
});

describe("the editor's page (/admin/)", () => {
  const withEditor = headerRules(headers, {
    "/demo-cat/": { "Content-Security-Policy": demoCsp },
    "/admin/": editorHeaders(),
  });
  const routes = vercelConfig(withEditor).routes.filter(
    (route): route is Extract<Route, { headers: object }> => "headers" in route,
  );
  const onVercel = (pathname: string) =>
    routes
      .filter((route) => new RegExp(route.src).test(pathname))
      .reduce((all, route) => ({ ...all, ...route.headers }), {});
  const parsed = parseHeadersFile(headersFile(withEditor));

  it("gets its own headers on every host, with or without the slash, and no other path does", () => {
    for (const path of ["/", "/demo-cat/", "/admin/", "/assets/admin/index-abc.js", "/og-image.png"]) {
      expect(onVercel(path), path).toEqual(headersFor(parsed, path));
    }
    for (const path of ["/admin/", "/admin"]) {
      expect(onVercel(path)).toMatchObject({
        "X-Robots-Tag": "noindex, nofollow",
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "Content-Security-Policy": editorHeaders()["Content-Security-Policy"],
        "Strict-Transport-Security": headers["Strict-Transport-Security"],
      });
    }
    for (const path of ["/", "/demo-cat/", "/privacidad/", "/assets/admin/index-abc.js"]) {
      expect(onVercel(path), path).not.toHaveProperty("X-Robots-Tag");
      expect(onVercel(path), path).toHaveProperty("Cross-Origin-Opener-Policy", "same-origin");
    }
    expect(onVercel("/")).toHaveProperty("Content-Security-Policy", siteCsp);
  });
});
