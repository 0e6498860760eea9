/**
 * A demo agent's page data (`AgentDemo`), built from its content file when the page is prerendered
 * (routes/demo-agente.tsx's loader): only what the page shows and plays, and the call's overrides
 * only where the page itself starts calls.
 */
import type { AgentContent } from "~/content/schema";
import type { SiteFacts } from "~/content/site";
import { agentOverrides, demoAgent } from "~/contracts/demo-agents.mjs";

import { previewCall, previewChat } from "../preview/agent-script";
import type { AgentDemo } from "./demo-agent";

/**
 * `site`: with Vapi's public key the page starts the agent's calls and chats itself, so it gets
 * the agent's overrides (its instructions, its tools' definitions); with the guard the endpoint
 * builds them from the slug, and the preview needs none.
 */
export function agentDemo(
  slug: string,
  content: AgentContent,
  site: Pick<SiteFacts, "vapi" | "demoAgentModel">,
): AgentDemo {
  const { meta, name, area, role, company, tools } = content;
  const pageCalls = site.vapi !== undefined && "publicKey" in site.vapi;
  return {
    slug,
    meta,
    name,
    area,
    role,
    company,
    labels: tools.map((tool) => ({ tool: tool.name, ...tool.label })),
    preview: { call: previewCall(content), chat: previewChat(content) },
    ...(pageCalls ? { overrides: agentOverrides(demoAgent(slug, content), site.demoAgentModel) } : {}),
  };
}
