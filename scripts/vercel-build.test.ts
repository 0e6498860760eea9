// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AGENT_PATH } from "../app/contracts/agent.mjs";
import { DEMO_API_PATHS } from "../app/contracts/demo-api.mjs";

import { filesIn, precompressedDir } from "../deploy/build-layout.mjs";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  securityHeaders,
} from "../deploy/security-headers.mjs";
import { modulesOf, precompress, VERCEL_ENTRIES, writeVercelOutput } from "./postbuild.mjs";

// A built site in miniature: what the build's last step has written into build/client.
const root = mkdtempSync(join(tmpdir(), "agentia-vercel-"));
const clientDir = join(root, "build", "client");
const output = join(root, ".vercel", "output");
const staticDir = join(output, "static");
const rules = headerRules(
  securityHeaders(contentSecurityPolicy({ scriptHashes: [], vapi: true, tally: false })),
  {
    "/demo-cat/": { "Content-Security-Policy": "script-src blob:" },
  },
);

beforeAll(() => {
  mkdirSync(join(clientDir, "demo-cat"), { recursive: true });
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), `<h1>Inicio</h1>${" ".repeat(600)}`);
  writeFileSync(join(clientDir, "404.html"), "<h1>Página no encontrada</h1>");
  writeFileSync(join(clientDir, "demo-cat", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(clientDir, "assets", "root-abc.js"), `export {};${" ".repeat(600)}`);
  writeFileSync(join(clientDir, "_headers"), headersFile(rules));
  writeFileSync(join(clientDir, "_redirects"), "/404 /__not-found 200\n");
  writeVercelOutput(clientDir, output, rules);
  precompress(clientDir);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Runs a function of the output as Vercel would: its copied entry's default export on a Node
 * server. The entry is the one its .vc-config.json names unless the test names it.
 */
async function serveFunction(functionDir: string, handler?: string) {
  handler ??= JSON.parse(readFileSync(join(functionDir, ".vc-config.json"), "utf8")).handler as string;
  const entry = (await import(pathToFileURL(join(functionDir, handler)).href)) as {
    default: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  };
  const server = createServer((req, res) => void entry.default(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

it("writes the Build Output API v3 config for the same rules as _headers", () => {
  const config = JSON.parse(readFileSync(join(output, "config.json"), "utf8"));
  expect(config.version).toBe(3);
  expect(config.routes.at(-1)).toEqual({ src: "^/.*$", dest: "/404.html", status: 404 });
  const demo = config.routes.find((route: { src?: string }) => route.src === "^/demo-cat/?$");
  expect(demo.headers["Content-Security-Policy"]).toBe("script-src blob:");
  expect(demo.headers["X-Frame-Options"]).toBe("DENY");
});

it("answers /404 and /404.html with the not-found page and status 404, before the file would", () => {
  const { routes } = JSON.parse(readFileSync(join(output, "config.json"), "utf8")) as {
    routes: { src?: string; dest?: string; status?: number; handle?: string }[];
  };
  const filesystem = routes.findIndex((route) => route.handle === "filesystem");
  for (const path of ["/404", "/404.html"]) {
    const index = routes.findIndex((route) => route.status && new RegExp(route.src ?? "").test(path));
    // After the filesystem, /404.html would already be served, with 200, as the file it is.
    expect(index).toBeGreaterThan(-1);
    expect(index).toBeLessThan(filesystem);
    expect(routes[index]).toMatchObject({ dest: "/404.html", status: 404 });
  }
});

it("publishes the site's files, not the other hosts' files nor precompressed copies", () => {
  const files = filesIn(staticDir).map((file) => relative(staticDir, file));
  expect(files.sort()).toEqual(["404.html", "assets/root-abc.js", "demo-cat/index.html", "index.html"]);
});

it("precompresses text files for npm start beside the published folder, never in it", () => {
  const copies = filesIn(precompressedDir(clientDir)).map((file) =>
    relative(precompressedDir(clientDir), file),
  );
  // Files under 512 bytes gain nothing from compression.
  expect(copies.sort()).toEqual([
    "assets/root-abc.js.br",
    "assets/root-abc.js.gz",
    "index.html.br",
    "index.html.gz",
  ]);
  expect(filesIn(clientDir).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  expect(existsSync(join(precompressedDir(clientDir), "..", "client", "index.html"))).toBe(true);
});

describe("with the guard on, the demo's endpoint as Vercel functions", () => {
  const guarded = join(root, "guarded", ".vercel", "output");
  let served: Awaited<ReturnType<typeof serveFunction>>;
  let origin = "";

  beforeAll(async () => {
    writeVercelOutput(clientDir, guarded, rules, { demoApi: true });
    // The copy must run on its own: imported from the output, where only its own files are.
    served = await serveFunction(join(guarded, "functions", "api", "demo", "call.func"));
    origin = served.origin;
  });
  afterAll(() => served.close());

  it("writes one Node.js function per path, streaming, started by the copied handler", () => {
    for (const path of Object.values(DEMO_API_PATHS)) {
      const functionDir = join(guarded, "functions", `${path.slice(1)}.func`);
      expect(JSON.parse(readFileSync(join(functionDir, ".vc-config.json"), "utf8"))).toEqual({
        runtime: "nodejs22.x",
        handler: "server/demo-api/vercel.mjs",
        launcherType: "Nodejs",
        shouldAddHelpers: false,
        supportsResponseStreaming: true,
      });
      const files = filesIn(functionDir).map((file) => relative(functionDir, file));
      expect(files.sort()).toEqual(
        [".vc-config.json", "server/demo-agents.json", ...modulesOf(VERCEL_ENTRIES.demoApi)].sort(),
      );
      expect(files).toContain("server/demo-api/handler.mjs");
    }
  });

  it("routes each path to its function before the 404 for every other path", () => {
    const { routes } = JSON.parse(readFileSync(join(guarded, "config.json"), "utf8")) as {
      routes: { src?: string; dest?: string; status?: number }[];
    };
    const notFound = routes.findIndex((route) => route.status === 404);
    for (const path of Object.values(DEMO_API_PATHS)) {
      const index = routes.findIndex((route) => route.dest === path);
      expect(routes[index]).toEqual({ src: `^${path}$`, dest: path });
      expect(index).toBeLessThan(notFound);
    }
  });

  it("runs: the copy answers as the handler does (no secrets here: 503, JSON)", async () => {
    const wrongMethod = await fetch(`${origin}/api/demo/call`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
    const unconfigured = await fetch(`${origin}/api/demo/call`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({ token: "t" }),
    });
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toMatchObject({ error: "not-configured" });
  });

  it("leaves the output without functions when the guard is off", () => {
    expect(existsSync(join(output, "functions"))).toBe(false);
    const { routes } = JSON.parse(readFileSync(join(output, "config.json"), "utf8"));
    expect(JSON.stringify(routes)).not.toContain("/api/demo");
  });
});

describe("with Vapi, the assistant's Server URL as a Vercel function", () => {
  const withVapi = join(root, "vapi", ".vercel", "output");
  const functionDir = join(withVapi, "functions", "api", "agent.func");
  let served: Awaited<ReturnType<typeof serveFunction>>;
  let origin = "";

  beforeAll(async () => {
    writeVercelOutput(clientDir, withVapi, rules, { agent: true });
    // Imported from the output, where only its own files are.
    served = await serveFunction(functionDir);
    origin = served.origin;
  });
  afterAll(() => served.close());

  it("writes a Node.js function at /api/agent, started by the copied adapter, routed before the 404", () => {
    expect(JSON.parse(readFileSync(join(functionDir, ".vc-config.json"), "utf8"))).toMatchObject({
      runtime: "nodejs22.x",
      handler: "server/agent/vercel.mjs",
      launcherType: "Nodejs",
    });
    const files = filesIn(functionDir).map((file) => relative(functionDir, file));
    expect(files.sort()).toEqual(
      [".vc-config.json", "server/demo-agents.json", ...modulesOf(VERCEL_ENTRIES.agent)].sort(),
    );
    expect(files).toContain("server/agent/tools/agendar-reunion.mjs");
    const { routes } = JSON.parse(readFileSync(join(withVapi, "config.json"), "utf8")) as {
      routes: { src?: string; dest?: string; status?: number }[];
    };
    const index = routes.findIndex((route) => route.dest === AGENT_PATH);
    expect(index).toBeGreaterThan(-1);
    expect(index).toBeLessThan(routes.findIndex((route) => route.status === 404));
    expect(existsSync(join(withVapi, "functions", "api", "demo"))).toBe(false);
  });

  it("runs: the copy answers as the handler does (no secret here: 503, JSON)", async () => {
    const response = await fetch(`${origin}${AGENT_PATH}`, { method: "POST", body: "{}" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "not-configured" });
  });
});

describe("with the site's own contact form, its endpoint as a Vercel function", () => {
  const withForm = join(root, "form", ".vercel", "output");
  const functionDir = join(withForm, "functions", "api", "lead.func");

  it("writes /api/lead with what its handler imports, and the copy answers (no webhook here: 503)", async () => {
    writeVercelOutput(clientDir, withForm, rules, { lead: true });
    const files = filesIn(functionDir).map((file) => relative(functionDir, file));
    expect(files).toEqual(expect.arrayContaining(["server/lead/handler.mjs", "app/contracts/lead.mjs"]));
    const served = await serveFunction(functionDir, "server/lead/vercel.mjs");
    try {
      const response = await fetch(`${served.origin}/api/lead`, { method: "POST", body: "{}" });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "not-configured" });
    } finally {
      await served.close();
    }
  });
});

describe("modulesOf", () => {
  it("refuses an endpoint that imports a package: Vercel's functions carry none", () => {
    const project = mkdtempSync(join(tmpdir(), "agentia-modules-"));
    mkdirSync(join(project, "server"));
    writeFileSync(
      join(project, "server", "entry.mjs"),
      'import { check } from "./check.mjs";\nexport default check;\n',
    );
    writeFileSync(join(project, "server", "check.mjs"), 'export { z as check } from "zod";\n');
    try {
      expect(() => modulesOf("server/entry.mjs", project)).toThrow(/server\/check\.mjs imports zod/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
