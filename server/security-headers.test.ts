import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  IMMUTABLE,
  parseHeadersFile,
  securityHeaders,
  vercelConfig,
} from "./security-headers.mjs";

const csp = contentSecurityPolicy({ scriptHashes: ["sha256-abc="], vapi: false, tally: false });
const headers = securityHeaders(csp);
const config = vercelConfig(headers);

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
  const directive = (policy: string, name: string) =>
    policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

  it("allows Cal.com's script and scheduler frame only when booking is configured", () => {
    expect(csp).not.toContain("cal");
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
});

describe("vercelConfig", () => {
  it("is Build Output API v3: header routes, then the files, then the 404 page", () => {
    expect(config.version).toBe(3);
    expect(config.routes.map((route) => ("handle" in route ? `handle:${route.handle}` : route.src))).toEqual([
      "^/(.*)$",
      "^/assets/(.*)$",
      "handle:filesystem",
      "^/.*$",
    ]);
    for (const route of headerRoutes) expect(route.continue).toBe(true);
    expect(config.routes.at(-1)).toEqual({ src: "^/.*$", dest: "/404.html", status: 404 });
  });

  it("sends every security header, the CSP with the build's script hashes, on every path", () => {
    for (const path of ["/", "/demo-cat", "/cualquier-cosa", "/assets/root-abc.js"]) {
      const sent = vercelHeadersFor(path);
      expect(sent).toMatchObject(headers);
      expect(sent).toHaveProperty("Content-Security-Policy", expect.stringContaining("'sha256-abc='"));
      expect(sent).toHaveProperty("X-Frame-Options", "DENY");
    }
  });

  it("caches hashed assets for a year, and nothing else", () => {
    expect(vercelHeadersFor("/assets/root-abc.js")).toHaveProperty("Cache-Control", IMMUTABLE);
    for (const path of ["/", "/demo-cat", "/favicon.svg", "/assets-not"]) {
      expect(vercelHeadersFor(path)).not.toHaveProperty("Cache-Control");
    }
  });

  it("gives every path the same headers as the _headers file", () => {
    const rules = parseHeadersFile(headersFile(headers));
    for (const path of ["/", "/demo-cat", "/cualquier-cosa", "/assets/root-abc.js", "/og-image.jpg"]) {
      expect(vercelHeadersFor(path)).toEqual(headersFor(rules, path));
    }
  });
});
