// @vitest-environment node
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { Vapi } from "@vapi-ai/server-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { catTools } from "../server/agent/registry.mjs";
import { handleAgent } from "../server/agent/handler.mjs";

// `npm run assistant` against a local stand-in of Vapi's API, with the shapes of its reference
// (and @vapi-ai/server-sdk's types): credentials, tools and the assistant, kept in memory.

const run = promisify(execFile);
const script = resolve(import.meta.dirname, "assistant.mjs");
const KEY = "vapi-private-key-for-tests";
const SECRET = "site-server-secret-for-tests";
const ASSISTANT = "7c1d9f0e-0000-4000-8000-00000000a551";
const SITE = "https://sitio.example";

type Received = { method: string; path: string; body: unknown };

const CAL_KEY = "cal_live_for-tests";
/**
 * Cal.com's event type as its API v2 answers it (2024-06-14): the default booking fields, and
 * `extra` (a required phone number for SMS reminders, a question of the owner's…).
 */
const eventType = (extra: Record<string, unknown>[] = []) => ({
  status: "success",
  data: {
    id: 4242,
    lengthInMinutes: 30,
    title: "Demo 30 min",
    slug: "demo-30min",
    bookingFields: [
      { type: "name", slug: "name", isDefault: true, required: true },
      { type: "email", slug: "email", isDefault: true, required: true },
      { type: "radioInput", slug: "location", isDefault: true, required: false },
      { type: "textarea", slug: "notes", isDefault: true, required: false },
      { type: "phone", slug: "attendeePhoneNumber", isDefault: true, required: false, hidden: true },
      ...extra,
    ],
  },
});

/** Vapi's API as far as the script uses it: what it holds, and every request it received. */
function vapiStandIn() {
  const received: Received[] = [];
  const stamp = "2025-12-01T12:00:00.000Z";
  const state = {
    eventType: eventType(),
    credentials: [] as Record<string, unknown>[],
    tools: [
      // The owner's own tool, which must stay.
      {
        id: "tool-owner-transfer",
        orgId: "org-1",
        type: "transferCall",
        createdAt: stamp,
        updatedAt: stamp,
      },
    ] as Record<string, unknown>[],
    assistant: {
      id: ASSISTANT,
      orgId: "org-1",
      name: "Clara (CAT)",
      createdAt: stamp,
      updatedAt: stamp,
      firstMessage: "¡Hola! Soy Clara.",
      model: {
        provider: "openai",
        model: "gpt-4o",
        temperature: 0.4,
        messages: [{ role: "system", content: "Sos Clara, la asistente de CAT." }],
        toolIds: ["tool-owner-transfer"],
      },
      voice: { provider: "11labs", voiceId: "sarah" },
    } satisfies Vapi.Assistant as Record<string, unknown>,
  };
  let ids = 0;
  const read = (request: IncomingMessage) =>
    new Promise<unknown>((done) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk));
      request.on("end", () => done(text ? JSON.parse(text) : undefined));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://vapi");
    const body = await read(request);
    received.push({ method: request.method ?? "", path: url.pathname, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    // Cal.com's API, under /cal, with its own key.
    if (url.pathname.startsWith("/cal/"))
      return request.headers.authorization === `Bearer ${CAL_KEY}` &&
        url.pathname === "/cal/v2/event-types/4242"
        ? send(200, state.eventType)
        : send(404, {
            status: "error",
            error: { code: "NotFoundException", message: "Event type not found" },
          });
    if (request.headers.authorization !== `Bearer ${KEY}`)
      return send(401, {
        message:
          "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
        error: "Unauthorized",
        statusCode: 401,
      });
    const [, collection, id] = url.pathname.split("/");
    const now = new Date().toISOString();
    // Credentials and tools are listed, created and updated alike.
    const stored = {
      credential: { prefix: "cred", items: state.credentials },
      tool: { prefix: "tool", items: state.tools },
    };
    if (collection === "credential" || collection === "tool") {
      const { prefix, items } = stored[collection];
      if (request.method === "GET" && !id) return send(200, items);
      if (request.method === "POST") {
        const created = {
          id: `${prefix}-${++ids}`,
          orgId: "org-1",
          createdAt: now,
          updatedAt: now,
          ...(body as object),
        };
        items.push(created);
        return send(201, created);
      }
      const found = items.find((item) => item.id === id);
      if (request.method === "PATCH" && found)
        return send(200, Object.assign(found, body, { updatedAt: now }));
    }
    if (collection === "assistant" && id === ASSISTANT) {
      if (request.method === "GET") return send(200, state.assistant);
      if (request.method === "PATCH")
        return send(200, Object.assign(state.assistant, body, { updatedAt: now }));
    }
    send(404, { message: `Cannot ${request.method} ${url.pathname}`, error: "Not Found", statusCode: 404 });
  });
  return { server, state, received };
}

let vapi: ReturnType<typeof vapiStandIn>;
let apiUrl = "";
beforeAll(async () => {
  vapi = vapiStandIn();
  await new Promise<void>((done) => vapi.server.listen(0, "127.0.0.1", done));
  apiUrl = `http://127.0.0.1:${(vapi.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => (vapi.server as Server).close(() => done())));
beforeEach(() => void vapi.received.splice(0));

/** The script as the owner runs it, with only these settings (the developer's own left out). */
async function assistant(args: string[], settings: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH, VAPI_API_URL: apiUrl, ...settings },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const owner = {
  VITE_SITE_URL: SITE,
  VITE_VAPI_ASSISTANT_ID: ASSISTANT,
  VAPI_PRIVATE_KEY: KEY,
  VAPI_SERVER_SECRET: SECRET,
};

// Each run starts Node and loads the SDK: seconds on a busy machine.
describe("npm run assistant -- --dry-run", { timeout: 60_000 }, () => {
  it("prints the three tools with no key, each pointed at the site's /api/agent", async () => {
    const { code, stdout } = await assistant(["--dry-run"], { VITE_SITE_URL: SITE });
    expect(code).toBe(0);
    const { tools } = JSON.parse(stdout) as { tools: Vapi.CreateToolsRequest.Function[] };
    expect(tools.map((tool) => tool.function?.name)).toEqual([
      "consultar_agenda",
      "agendar_reunion",
      "registrar_lead",
    ]);
    for (const tool of tools) {
      expect(tool.type).toBe("function");
      expect(tool.server).toEqual({ url: `${SITE}/api/agent`, timeoutSeconds: 20 });
      // Spanish, saying when to use it.
      expect(tool.function?.description).toMatch(/^[A-ZÁÉÍÓÚ][^]*Usala /);
      expect(tool.function?.parameters?.type).toBe("object");
      expect(Array.isArray(tool.function?.parameters?.required)).toBe(true);
    }
    expect(tools[1]?.function?.parameters?.required).toEqual(["nombre", "email", "inicio"]);
    expect(tools[2]?.function?.parameters?.required).toEqual(["nombre", "necesidad"]);
    expect(vapi.received).toEqual([]);
  });
});

describe("npm run assistant", { timeout: 60_000 }, () => {
  it("creates the credential and the three tools, and sets them on the assistant, keeping its own", async () => {
    const { code, stdout, stderr } = await assistant([], owner);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/Tool consultar_agenda: created/);

    const [credential] = vapi.state.credentials;
    expect(credential).toMatchObject({
      provider: "custom-credential",
      authenticationPlan: {
        type: "hmac",
        secretKey: SECRET,
        algorithm: "sha256",
        signatureHeader: "x-vapi-signature",
        timestampHeader: "x-timestamp",
        includeTimestamp: true,
        payloadFormat: "{timestamp}.{body}",
        signatureEncoding: "hex",
      },
    });
    const ours = vapi.state.tools.filter((tool) => tool.type === "function");
    expect(ours.map((tool) => (tool.function as { name: string }).name)).toEqual(Object.keys(catTools));
    for (const tool of ours)
      expect(tool.server).toEqual({
        url: `${SITE}/api/agent`,
        timeoutSeconds: 20,
        credentialId: credential!.id,
      });

    const updated = vapi.state.assistant as unknown as Vapi.Assistant;
    expect(updated.model).toEqual({
      provider: "openai",
      model: "gpt-4o",
      temperature: 0.4,
      messages: [{ role: "system", content: "Sos Clara, la asistente de CAT." }],
      toolIds: ["tool-owner-transfer", ...ours.map((tool) => tool.id)],
    });
    expect(updated.firstMessage).toBe("¡Hola! Soy Clara.");
    expect(updated.server).toEqual({ url: `${SITE}/api/agent`, credentialId: credential!.id });
    expect(updated.serverMessages).toEqual(["end-of-call-report"]);
  });

  it("a second run creates nothing and leaves the assistant as it is", async () => {
    const tools = vapi.state.tools.length;
    const { code, stdout } = await assistant([], owner);
    expect(code).toBe(0);
    expect(vapi.received.filter((request) => request.method === "POST")).toEqual([]);
    expect(
      vapi.received.some((request) => request.path.startsWith("/assistant/") && request.method === "PATCH"),
    ).toBe(false);
    expect(vapi.state.tools).toHaveLength(tools);
    expect(vapi.state.credentials).toHaveLength(1);
    expect(stdout).toMatch(/already has the tools/);
  });

  it("signs as the site's endpoint checks: Vapi's signature, made as the credential says, gets in", async () => {
    const plan = vapi.state.credentials[0]!.authenticationPlan as {
      secretKey: string;
      signatureHeader: string;
      timestampHeader: string;
      payloadFormat: string;
    };
    const body = JSON.stringify({ message: { type: "status-update", status: "ended" } });
    /** What Vapi sends with the credential, at `at` (ms). */
    const signed = (at: number) => {
      const timestamp = String(at);
      const payload = plan.payloadFormat.replace("{timestamp}", timestamp).replace("{body}", body);
      return new Request(`${SITE}/api/agent`, {
        method: "POST",
        headers: {
          [plan.signatureHeader]: createHmac("sha256", plan.secretKey).update(payload).digest("hex"),
          [plan.timestampHeader]: timestamp,
        },
        body,
      });
    };
    const env = { env: { VAPI_SERVER_SECRET: SECRET } };
    expect((await handleAgent(signed(Date.now()), env)).status).toBe(200);
    // The same request replayed an hour later is refused.
    expect((await handleAgent(signed(Date.now() - 3_600_000), env)).status).toBe(401);
  });

  it("with Cal.com set, checks the event type first and says every required field is filled", async () => {
    const { code, stdout } = await assistant([], {
      ...owner,
      CAL_API_KEY: CAL_KEY,
      CAL_EVENT_TYPE_ID: "4242",
      CAL_API_URL: `${apiUrl}/cal`,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Cal\.com event type 4242: every required booking field is filled by the assistant$/m,
    );
  });

  it.each([
    [
      "a phone number for SMS reminders",
      { type: "phone", slug: "smsReminderNumber", isDefault: true, required: true },
      "attendeePhoneNumber",
    ],
    [
      "a question of the owner's",
      { type: "text", slug: "presupuesto", isDefault: false, required: true },
      "presupuesto",
    ],
  ])(
    "stops naming the field when the event type requires %s, and changes nothing in Vapi",
    async (_what, extra, named) => {
      vapi.state.eventType = eventType([extra]);
      try {
        const { code, stderr } = await assistant([], {
          ...owner,
          CAL_API_KEY: CAL_KEY,
          CAL_EVENT_TYPE_ID: "4242",
          CAL_API_URL: `${apiUrl}/cal`,
        });
        expect(code).toBe(1);
        expect(stderr).toContain(
          `The Cal.com event type 4242 requires ${named}, which the assistant does not ask for`,
        );
        expect(vapi.received.filter(({ path }) => !path.startsWith("/cal/"))).toEqual([]);
      } finally {
        vapi.state.eventType = eventType();
      }
    },
  );

  it("stops when Cal.com does not answer with the event type", async () => {
    const { code, stderr } = await assistant([], {
      ...owner,
      CAL_API_KEY: "a-wrong-key",
      CAL_EVENT_TYPE_ID: "4242",
      CAL_API_URL: `${apiUrl}/cal`,
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Could not read the Cal\.com event type 4242 at .*HTTP 404/);
  });

  it("stops naming what is missing, and asks Vapi nothing", async () => {
    const { code, stderr } = await assistant([], { VITE_SITE_URL: SITE, VITE_VAPI_ASSISTANT_ID: ASSISTANT });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Missing VAPI_PRIVATE_KEY, VAPI_SERVER_SECRET: /);
    expect(vapi.received).toEqual([]);
  });

  it("stops with Vapi's refusal, naming the step", async () => {
    const { code, stderr } = await assistant([], { ...owner, VAPI_PRIVATE_KEY: "a-public-key-by-mistake" });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Vapi refused to list the credentials: HTTP 401 .*Invalid Key/);
  });
});
