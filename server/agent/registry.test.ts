// @vitest-environment node
import { createHmac } from "node:crypto";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";

import { demoAgent } from "../../app/contracts/demo-agents.mjs";
import { assistantPlan, readAgentFiles, unlabelled } from "../../scripts/assistant-plan.mjs";
import { handleAgent } from "./handler.mjs";
import { agentTools, catTools, registryOf, unlabelledTools } from "./registry.mjs";
import { defineTool } from "./tools/tool.mjs";

// The registry is the one place a tool lives: a tool added to it in memory reaches the dry run of
// `npm run assistant`, the endpoint's dispatch and the labels check, with nothing else changed.

const SECRET = "registry-test-secret";
const root = resolve(import.meta.dirname, "../..");

/** A fourth tool, as a new entry would be written. */
const weather = defineTool({
  name: "consultar_clima",
  description: "Dice qué tiempo hace en Buenos Aires. Usala si la persona pregunta por el clima.",
  parameters: { type: "object", properties: {}, required: [] },
  speech: { sunny: "Soleado, 24 °C." },
  result: ["clima"] as const,
  run: async () => ({ result: { clima: "Soleado, 24 °C." } }),
});
const withWeather = { ...catTools, [weather.name]: weather };

/** Vapi's `tool-calls` for one call of `name`, signed as the credential `npm run assistant` makes signs it. */
function toolCall(name: string, extra: Record<string, unknown> = {}) {
  const body = JSON.stringify({
    message: {
      type: "tool-calls",
      call: { id: "call-registry-1", ...extra },
      toolCallList: [{ id: "tc_1", type: "function", function: { name, arguments: "{}" } }],
    },
  });
  const timestamp = String(Date.now());
  return new Request("https://agentia.example/api/agent", {
    method: "POST",
    headers: {
      "x-timestamp": timestamp,
      "x-vapi-signature": createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex"),
    },
    body,
  });
}

const resultOf = async (response: Response) =>
  ((await response.json()) as { results: { result?: string; error?: string }[] }).results[0];

describe("a tool added to the registry", () => {
  it("is in npm run assistant's dry run, pointed at the Server URL", () => {
    const plan = assistantPlan({
      tools: withWeather,
      agents: [],
      serverUrl: "https://sitio.example/api/agent",
    });
    expect(plan.tools.map((tool) => tool.function?.name)).toEqual([
      "consultar_agenda",
      "agendar_reunion",
      "registrar_lead",
      "consultar_clima",
    ]);
    expect(plan.tools.at(-1)).toEqual({
      type: "function",
      function: { name: weather.name, description: weather.description, parameters: weather.parameters },
      server: { url: "https://sitio.example/api/agent", timeoutSeconds: 20 },
    });
  });

  it("is dispatched by the endpoint", async () => {
    const env = { VAPI_SERVER_SECRET: SECRET };
    const response = await handleAgent(toolCall("consultar_clima"), { env, tools: withWeather });
    expect(await resultOf(response)).toMatchObject({ result: JSON.stringify({ clima: "Soleado, 24 °C." }) });
    // Without the entry, the same call is a tool the assistant does not have.
    const without = await handleAgent(toolCall("consultar_clima"), { env });
    expect(await resultOf(without)).toMatchObject({
      error: "Esa acción no está disponible en este asistente.",
    });
  });

  it("is checked against the owner's labels: CAT's three have one, the new one does not", () => {
    expect(unlabelled(catTools, root)).toEqual([]);
    expect(unlabelled(withWeather, root)).toEqual(["consultar_clima"]);
    expect(unlabelledTools(withWeather, ["consultar_clima", ...Object.keys(catTools)])).toEqual([]);
  });
});

describe("a demo agent's tools", () => {
  const [collections] = readAgentFiles(root).filter((agent) => agent.slug === "cobranzas");
  const marked = (slug: string) => ({ assistantOverrides: { metadata: { agente: slug } } });

  it("are the registry of a conversation its overrides mark, with nothing of CAT's", () => {
    const agents = new Map([["cobranzas", collections!]]);
    const registry = registryOf({ call: marked("cobranzas") }, { tools: catTools, agents });
    expect(Object.keys(registry)).toEqual(collections!.tools.map((tool) => tool.name));
    expect(Object.keys(registry)).not.toContain("agendar_reunion");
    // A chat is marked the same way.
    expect(Object.keys(registryOf({ chat: marked("cobranzas") }, { tools: catTools, agents }))).toEqual(
      collections!.tools.map((tool) => tool.name),
    );
  });

  it("are none for an agent the build does not have, and CAT's for an unmarked conversation", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const known = { tools: catTools, agents: new Map() };
    expect(registryOf({ call: marked("desconocido") }, known)).toEqual({});
    expect(registryOf({ call: {} }, known)).toBe(catTools);
  });

  it("answer their example result with the caller's values, and act on nothing", async () => {
    const agent = demoAgent("prueba", {
      firstMessage: "Hola.",
      instructions: "Sos una prueba.",
      tools: [
        {
          name: "consultar_deuda",
          description: "Consulta la deuda.",
          parameters: [{ name: "dni", description: "DNI", example: "30111222", required: true }],
          result: [{ field: "deuda", value: "$ 1.000 a nombre del DNI {dni}" }],
        },
      ],
    });
    const { consultar_deuda: tool } = agentTools(agent);
    expect(await tool!.run({ dni: "  27 000 111 " }, {} as never)).toEqual({
      result: { deuda: "$ 1.000 a nombre del DNI 27 000 111" },
    });
    expect(await tool!.run({}, {} as never)).toEqual({
      result: { deuda: "$ 1.000 a nombre del DNI 30111222" },
    });
  });
});
