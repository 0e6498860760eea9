import { Check, Database, MessageSquare, Mic, ShieldCheck } from "lucide-react";
import { memo } from "react";

import { type AgentType, agentTasks, agentTypeLabels, liveDemo } from "~/content/live-demo";
import { joinClasses } from "~/lib/utils";

import { useLoopedMotion } from "../hooks/use-looped-motion";
import { cardAlign } from "../lib/layouts";
import { type AgentState, progressAt } from "../lib/scene";

const typeIcons: Record<AgentType, typeof Mic> = {
  voice: Mic,
  data: Database,
  chat: MessageSquare,
  security: ShieldCheck,
};

/** One hue per agent type, from the theme tokens. */
const typeStyles: Record<AgentType, { node: string; text: string; bar: string; ring: string }> = {
  voice: {
    node: "border-primary/60 bg-[color-mix(in_oklab,var(--primary)_16%,var(--card))] text-primary shadow-[0_0_24px_-2px] shadow-primary/50",
    text: "text-primary",
    bar: "bg-primary",
    ring: "border-primary",
  },
  data: {
    node: "border-accent/60 bg-[color-mix(in_oklab,var(--accent)_16%,var(--card))] text-accent shadow-[0_0_24px_-2px] shadow-accent/50",
    text: "text-accent",
    bar: "bg-accent",
    ring: "border-accent",
  },
  chat: {
    node: "border-success/60 bg-[color-mix(in_oklab,var(--success)_16%,var(--card))] text-success shadow-[0_0_24px_-2px] shadow-success/50",
    text: "text-success",
    bar: "bg-success",
    ring: "border-success",
  },
  security: {
    node: "border-warning/60 bg-[color-mix(in_oklab,var(--warning)_16%,var(--card))] text-warning shadow-[0_0_24px_-2px] shadow-warning/50",
    text: "text-warning",
    bar: "bg-warning",
    ring: "border-warning",
  },
};

/** Gap between a node and its card. */
const gap = "0.5rem";

/** Card offsets from the agent's centre point, which is a zero-size anchor. */
function cardPlacement(agent: AgentState): React.CSSProperties {
  const clearNode = `calc(var(--node) / 2 + ${gap})`;
  const alongEdge = `calc(var(--node) / -2)`;
  switch (agent.cardSide) {
    case "right":
      return { left: clearNode, top: 0, translate: "0 -50%" };
    case "left":
      return { right: clearNode, top: 0, translate: "0 -50%" };
    case "above":
    case "below": {
      const vertical = agent.cardSide === "below" ? { top: clearNode } : { bottom: clearNode };
      const align = cardAlign(agent);
      if (align === "start") return { ...vertical, left: alongEdge };
      if (align === "end") return { ...vertical, right: alongEdge };
      return { ...vertical, left: 0, translate: "-50% 0" };
    }
  }
}

type ProgressBarProps = { className: string; since: number; until: number; now: number; still: boolean };

/** Fills with scaleX, on the compositor, over the task's duration. */
function ProgressBar({ className, since, until, now, still }: ProgressBarProps) {
  const fill = useLoopedMotion<HTMLSpanElement>(still ? undefined : "fill", until - since, now - since);
  return (
    <span
      ref={fill}
      className={joinClasses("block h-full origin-left", className)}
      style={still ? { transform: `scaleX(${progressAt(since, until, now)})` } : undefined}
    />
  );
}

function TaskCard({ agent, now, still }: { agent: AgentState; now: number; still: boolean }) {
  const { activity, type } = agent;
  if (activity.phase !== "working" && activity.phase !== "done") return null;
  const styles = typeStyles[type];
  const done = activity.phase === "done";
  return (
    <div
      data-slot="live-demo-task"
      className="absolute w-[clamp(8.75rem,19cqw,10.5rem)] rounded-lg border border-border bg-popover/95 px-2.5 py-2 shadow-lg shadow-black/30"
      style={cardPlacement(agent)}
    >
      <p
        className={joinClasses(
          "flex items-center gap-1 text-[10px] font-semibold tracking-wide uppercase",
          styles.text,
        )}
      >
        {agentTypeLabels[type]}
        {done && (
          <>
            <span className="text-muted-foreground">·</span>
            <span className="text-success">{liveDemo.done}</span>
          </>
        )}
      </p>
      <p className="mt-0.5 text-xs leading-snug font-medium text-popover-foreground">
        {agentTasks[type][activity.task]}
      </p>
      <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-muted">
        {done ? (
          <span className="block h-full bg-success" />
        ) : (
          <ProgressBar
            className={styles.bar}
            since={activity.since}
            until={activity.until}
            now={now}
            still={still}
          />
        )}
      </div>
    </div>
  );
}

type AgentNodeProps = {
  agent: AgentState;
  /** Scene time of this render. */
  now: number;
  /** A still picture: no animation at all. */
  still: boolean;
};

/** A glowing node with its type's icon, a halo while it works, a check when done, and its task card. */
function AgentNodeView({ agent, now, still }: AgentNodeProps) {
  const { activity, type } = agent;
  const Icon = typeIcons[type];
  const styles = typeStyles[type];
  const anchor = {
    left: `${agent.x}%`,
    top: `${agent.y}%`,
    // Nodes shrink with the stage (container query units) but never below a tappable-looking size.
    "--node": `clamp(2.25rem, ${(agent.size / 9).toFixed(2)}cqw, ${agent.size}px)`,
  } as React.CSSProperties;

  return (
    <div
      data-slot="live-demo-agent"
      data-type={type}
      data-phase={activity.phase}
      className="absolute size-0"
      style={anchor}
    >
      <div data-slot="live-demo-node" className="absolute size-(--node) -translate-1/2">
        {activity.phase === "working" && (
          <span className={joinClasses("absolute -inset-1.5 rounded-full border opacity-50", styles.ring)} />
        )}
        <div
          className={joinClasses(
            "relative flex size-full items-center justify-center rounded-full border-2",
            styles.node,
            activity.phase === "resting" && "opacity-55",
          )}
        >
          <Icon className="size-[44%]" strokeWidth={2.25} />
        </div>
        {activity.phase === "done" && (
          <span className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-success text-background ring-2 ring-card">
            <Check className="size-3" strokeWidth={3} />
          </span>
        )}
      </div>
      {agent.canShowTask && <TaskCard key={agent.cycle} agent={agent} now={now} still={still} />}
    </div>
  );
}

/**
 * Re-rendered only when the agent itself changes: `now` matters when an element mounts
 * (to start its animation at the right point) and never after, and skipping the other
 * agents keeps each scene event to a few microseconds of work.
 */
export const AgentNode = memo(
  AgentNodeView,
  (before, after) => before.agent === after.agent && before.still === after.still,
);
