import type { AgentType } from "~/content/live-demo";

/** The three arrangements of the scene, chosen by viewport width (docs/product.md#timings-and-sizes). */
export type Layout = "desktop" | "tablet" | "phone";

/** Viewport widths where the layout changes: below 480 px phone, below 768 px tablet. */
export const breakpoints = { tablet: 480, desktop: 768 } as const;

/** Where an agent's progress card sits relative to its node. */
export type CardSide = "above" | "below" | "left" | "right";

/**
 * A live demo agent (docs/product.md#timings-and-sizes). Positions are percentages of the stage;
 * size is the node diameter in px at full width.
 */
export type Agent = {
  id: string;
  type: AgentType;
  x: number;
  y: number;
  /** Milliseconds after the scene starts (or after the agent joins a new layout) before it appears. */
  delay: number;
  size: number;
  canShowTask: boolean;
  cardSide: CardSide;
};

/**
 * Hand-placed so that no progress card covers another node at any width of each layout,
 * for the stage proportions of components/live-demo-frame.tsx (e2e/live-demo.spec.ts checks
 * it). An id keeps its type in every layout, so an agent carries on with its task when the
 * viewport crosses a breakpoint.
 */
export const layouts: Record<Layout, readonly Agent[]> = {
  desktop: [
    { id: "a1", type: "voice", x: 10, y: 20, delay: 0, size: 56, canShowTask: true, cardSide: "below" },
    { id: "a2", type: "data", x: 36, y: 13, delay: 300, size: 48, canShowTask: false, cardSide: "below" },
    { id: "a3", type: "chat", x: 62, y: 20, delay: 600, size: 52, canShowTask: true, cardSide: "below" },
    { id: "a4", type: "security", x: 89, y: 14, delay: 900, size: 48, canShowTask: false, cardSide: "below" },
    { id: "a5", type: "data", x: 18, y: 58, delay: 1200, size: 48, canShowTask: false, cardSide: "above" },
    { id: "a6", type: "voice", x: 46, y: 52, delay: 1500, size: 60, canShowTask: false, cardSide: "above" },
    { id: "a7", type: "security", x: 80, y: 54, delay: 1800, size: 52, canShowTask: true, cardSide: "below" },
    { id: "a8", type: "chat", x: 8, y: 86, delay: 2100, size: 44, canShowTask: false, cardSide: "above" },
    { id: "a9", type: "data", x: 40, y: 85, delay: 2400, size: 48, canShowTask: true, cardSide: "above" },
    { id: "a10", type: "chat", x: 69, y: 88, delay: 2700, size: 44, canShowTask: false, cardSide: "above" },
  ],
  tablet: [
    { id: "a1", type: "voice", x: 12, y: 17, delay: 0, size: 52, canShowTask: true, cardSide: "right" },
    { id: "a2", type: "data", x: 88, y: 39, delay: 400, size: 48, canShowTask: true, cardSide: "left" },
    { id: "a3", type: "chat", x: 12, y: 61, delay: 800, size: 48, canShowTask: true, cardSide: "right" },
    { id: "a4", type: "security", x: 88, y: 83, delay: 1200, size: 48, canShowTask: true, cardSide: "left" },
  ],
  phone: [
    { id: "a1", type: "voice", x: 16, y: 16, delay: 0, size: 48, canShowTask: true, cardSide: "right" },
    { id: "a2", type: "data", x: 84, y: 50, delay: 400, size: 48, canShowTask: true, cardSide: "left" },
    { id: "a3", type: "chat", x: 16, y: 84, delay: 800, size: 48, canShowTask: true, cardSide: "right" },
  ],
};

/** The lines packets travel along, as pairs of agent ids. */
export const links: Record<Layout, readonly (readonly [string, string])[]> = {
  desktop: [
    ["a1", "a2"],
    ["a2", "a3"],
    ["a3", "a4"],
    ["a1", "a5"],
    ["a2", "a6"],
    ["a3", "a6"],
    ["a4", "a7"],
    ["a5", "a6"],
    ["a6", "a7"],
    ["a5", "a8"],
    ["a6", "a9"],
    ["a7", "a10"],
    ["a8", "a9"],
    ["a9", "a10"],
  ],
  tablet: [
    ["a1", "a2"],
    ["a2", "a3"],
    ["a3", "a4"],
    ["a1", "a3"],
    ["a2", "a4"],
  ],
  phone: [
    ["a1", "a2"],
    ["a2", "a3"],
    ["a1", "a3"],
  ],
};

/** Horizontal alignment of a card above or below its node: kept inside the stage near the edges. */
export function cardAlign(agent: Pick<Agent, "x">): "start" | "center" | "end" {
  if (agent.x < 30) return "start";
  if (agent.x > 70) return "end";
  return "center";
}
