import { describe, expect, it } from "vitest";

import type { AgentContent } from "~/content/schema";
import { agentOverrides, demoAgent } from "~/contracts/demo-agents.mjs";

import { previewCall, previewChat } from "../preview/agent-script";
import { agentDemo } from "./agent-demo.server";

const files = import.meta.glob<AgentContent>("/app/content/data/agents/*.json", {
  eager: true,
  import: "default",
});
const [file, content] = Object.entries(files)[0]!;
const slug = file.replace(/^.*\/|\.json$/g, "");
const model = { provider: "openai", model: "gpt-4o-mini" };

describe("agentDemo", () => {
  it("hands the page what it shows and plays: the agent's copy, its labels, its preview", () => {
    const page = agentDemo(slug, content, { vapi: undefined, demoAgentModel: model });
    expect(page).toEqual({
      slug,
      meta: content.meta,
      name: content.name,
      area: content.area,
      role: content.role,
      company: content.company,
      labels: content.tools.map((tool) => ({ tool: tool.name, ...tool.label })),
      preview: { call: previewCall(content), chat: previewChat(content) },
    });
    // Its instructions and its tools' definitions stay out of a preview page.
    expect(JSON.stringify(page)).not.toContain(content.instructions);
  });

  it("with the guard, no overrides either: the endpoint builds them from the slug", () => {
    const page = agentDemo(slug, content, {
      vapi: { turnstileSiteKey: "1x00000000000000000000AA", assistantId: "asst" },
      demoAgentModel: model,
    });
    expect(page.overrides).toBeUndefined();
    expect(JSON.stringify(page)).not.toContain(content.instructions);
  });

  it("with the public key, the overrides the page starts its calls with, as the endpoint would build them", () => {
    const page = agentDemo(slug, content, {
      vapi: { publicKey: "pk", assistantId: "asst" },
      demoAgentModel: model,
    });
    expect(page.overrides).toEqual(agentOverrides(demoAgent(slug, content), model));
  });
});
