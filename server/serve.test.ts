// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serve } from "./serve.mjs";
import { contentSecurityPolicy, headersFile, securityHeaders } from "./security-headers.mjs";

const csp = contentSecurityPolicy({ scriptHashes: ["sha256-test"], vapi: false, tally: false });
const dir = mkdtempSync(join(tmpdir(), "agentia-serve-"));
let server: Awaited<ReturnType<typeof serve>>;
let origin = "";

beforeAll(async () => {
  writeFileSync(join(dir, "index.html"), "<h1>Inicio</h1>");
  writeFileSync(join(dir, "404.html"), "<h1>No encontrada</h1>");
  mkdirSync(join(dir, "demo-cat"));
  writeFileSync(join(dir, "demo-cat", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(dir, "_headers"), headersFile(securityHeaders(csp)));
  server = await serve({ dir, port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    for (const path of ["/", "/demo-cat", "/no-existe"]) {
      it(`${method} ${path} gets 405 with Allow and the security headers, not the page`, async () => {
        const response = await fetch(origin + path, { method, body: method === "OPTIONS" ? undefined : "x" });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(response.headers.get("content-security-policy")).toBe(csp);
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const body = await response.text();
        expect(body).toContain("Método no permitido");
        expect(body).not.toContain("<h1>");
      });
    }
  }

  it("GET serves the page and HEAD its headers only", async () => {
    const get = await fetch(`${origin}/demo-cat`);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("<h1>Demo</h1>");
    const head = await fetch(`${origin}/demo-cat`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-security-policy")).toBe(csp);
    expect(await head.text()).toBe("");
  });

  it("GET of an unknown path still gets the 404 page", async () => {
    const response = await fetch(`${origin}/no-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No encontrada");
  });
});
