/**
 * Who answers on a demo page (docs/product.md#an-agent-for-every-area): CAT's assistant on
 * `/demo-cat/`, or a demo agent on `/demo-cat/<slug>/`, which is CAT's assistant called with the
 * agent's overrides. The page, its drivers and its card take the agent, or nothing for CAT.
 */
import { type ActionLabel, actionLabels } from "~/content/demo-cat";
import type { PreviewAnswer } from "~/content/demo-chat";
import type { PreviewTurn } from "~/content/demo-preview";
import { type agentOverrides, CAT_AGENT_SLUG } from "~/contracts/demo-agents.mjs";
import type { DemoAgentName } from "~/lib/analytics";

import type { AssistantActions } from "./actions";

/** The agent's part of a Vapi call's `assistantOverrides` (app/contracts/demo-agents.mjs). */
export type AgentOverrides = ReturnType<typeof agentOverrides>;

/**
 * A demo agent's page as its route's loader hands it over when the page is prerendered
 * (`agent-demo.server.ts`): the agent's copy rides in that page's HTML, never in a script.
 */
export type AgentDemo = {
  slug: string;
  meta: { title: string; description: string };
  name: string;
  area: string;
  role: string;
  company: { name: string; about: string };
  /** How its tools' cards read, shaped as CAT's labels. */
  labels: ActionLabel[];
  /** The preview's call and chat, acted from the agent's script (`lib/preview/agent-script.ts`). */
  preview: { call: PreviewTurn<string>[]; chat: [PreviewAnswer<string>, ...PreviewAnswer<string>[]] };
  /**
   * What the page asks Vapi for, with the public key only: with the guard the endpoint builds
   * it from the slug, and the preview needs none.
   */
  overrides?: AgentOverrides;
};

/** The `agent` of the events of `/demo-cat/`, CAT's assistant (docs/product.md#events). */
export const CAT_AGENT: DemoAgentName = CAT_AGENT_SLUG;

/** The `agent` of the page's analytics events: `cat`, or the agent's slug. */
export const agentName = (agent: AgentDemo | undefined): DemoAgentName => agent?.slug ?? CAT_AGENT;

/** How the answering assistant's actions read: CAT's labels, or the agent's, which books nothing. */
export function assistantActions(agent: AgentDemo | undefined): AssistantActions {
  if (!agent) return { labels: actionLabels, booksMeetings: true };
  return { labels: new Map(agent.labels.map((label) => [label.tool, label])), booksMeetings: false };
}
