/**
 * A demo agent's preview, acted from its content file's script (docs/product.md#an-agent-for-every-area):
 * the scripted call, with the pauses, tools and results of CAT's (`content/demo-preview.ts`), and
 * the scripted chat, answered from the same lines. Pure: the route's loader runs it when the page
 * is prerendered, so the page gets the finished turns.
 */
import type { PreviewAnswer } from "~/content/demo-chat";
import type { PreviewAction, PreviewTurn } from "~/content/demo-preview";
import type { AgentContent } from "~/content/schema";
import { simulatedResult } from "~/contracts/demo-agents.mjs";

type Agent = Pick<AgentContent, "firstMessage" | "tools" | "script">;
type ScriptTurn = AgentContent["script"][number];

/**
 * Silences before a turn, in ms, taken in turn as CAT's script has them: the assistant answers in
 * 0.7-0.8 s (the response time the preview shows), the visitor takes 1.2-1.5 s, and the assistant
 * goes on 0.4 s after its own tool.
 */
const ASSISTANT_PAUSES = [700, 800];
const VISITOR_PAUSES = [1200, 1500, 1400];
const AFTER_TOOL_PAUSE = 400;
/** How long each tool runs, in ms, in turn: 0.9-1.4 s, as CAT's. */
const TOOL_MS = [1200, 1400, 900];
/** The chat's time to an answer's first word (or its tool): the first answer, then the others. */
const FIRST_ANSWER_DELAY_MS = 500;
const ANSWER_DELAY_MS = 400;

const nth = (values: readonly number[], index: number) => values[index % values.length] ?? 0;

/** The `index`-th tool the script uses: its name, how long it runs and its example result. */
function action(agent: Agent, name: string, index: number): PreviewAction<string> {
  const tool = agent.tools.find((each) => each.name === name);
  return { tool: name, ms: nth(TOOL_MS, index), ...(tool ? { result: simulatedResult(tool, {}) } : {}) };
}

/** The agent's tool after a line: only the agent uses tools. */
const toolOf = (turn: ScriptTurn) => (turn.role === "assistant" ? turn.tool : undefined);

/** The preview call: the script's turns in order, each after its pause, each tool after its line. */
export function previewCall(agent: Agent): PreviewTurn<string>[] {
  const said = { assistant: 0, user: 0 };
  let tools = 0;
  return agent.script.map((turn, index) => {
    const afterTool = index > 0 && toolOf(agent.script[index - 1]!) !== undefined;
    const pause =
      turn.role === "user"
        ? nth(VISITOR_PAUSES, said.user)
        : afterTool
          ? AFTER_TOOL_PAUSE
          : nth(ASSISTANT_PAUSES, said.assistant);
    said[turn.role] += 1;
    const tool = toolOf(turn);
    return {
      role: turn.role,
      pause,
      text: turn.text,
      ...(tool ? { action: action(agent, tool, tools++) } : {}),
    };
  });
}

/**
 * The preview chat's answers: one per visitor line of the script, in order, made of the agent's
 * lines after it (their texts joined, the first tool among them as the answer's action); the lines
 * before the visitor's first (the greeting) open the first answer. A visitor line the agent does
 * not answer gives none. The chat driver repeats the last answer after the script.
 */
export function previewChat(agent: Agent): [PreviewAnswer<string>, ...PreviewAnswer<string>[]] {
  const groups: ScriptTurn[][] = [[]];
  for (const turn of agent.script) {
    if (turn.role === "user") groups.push([]);
    else groups.at(-1)!.push(turn);
  }
  // With no visitor line at all, the greeting is the one answer.
  const [greeting = [], ...answered] = groups;
  const turns =
    answered.length > 0 ? [[...greeting, ...(answered[0] ?? [])], ...answered.slice(1)] : [greeting];
  let tools = 0;
  const answers = turns
    .filter((group) => group.length > 0)
    .map((group, index): PreviewAnswer<string> => {
      const tool = group.map(toolOf).find((name) => name !== undefined);
      return {
        delayMs: index === 0 ? FIRST_ANSWER_DELAY_MS : ANSWER_DELAY_MS,
        text: group.map((turn) => turn.text).join(" "),
        ...(tool ? { action: action(agent, tool, tools++) } : {}),
      };
    });
  const [first, ...rest] = answers;
  // A script of the visitor's lines alone: the agent's first sentence answers.
  return first ? [first, ...rest] : [{ delayMs: FIRST_ANSWER_DELAY_MS, text: agent.firstMessage }];
}
