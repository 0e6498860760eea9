import { memo } from "react";

import { joinClasses } from "~/lib/utils";

import { useLoopedMotion } from "../hooks/use-looped-motion";
import { type Layout, layouts, links } from "../lib/layouts";
import { type Packet, type PacketType, progressAt, type Scene } from "../lib/scene";
import { AgentNode } from "./agent-node";

const packetColors: Record<PacketType, string> = {
  data: "bg-primary shadow-primary",
  result: "bg-success shadow-success",
  query: "bg-accent shadow-accent",
};

/**
 * A packet's track is a box spanning the segment it travels (mirrored when it goes left
 * or up), so the dot crosses it with a constant transform keyframe: no per-packet CSS,
 * no layout work while it moves.
 */
function PacketDotView({ packet, now, still }: { packet: Packet; now: number; still: boolean }) {
  const { start, end } = packet;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const progress = progressAt(packet.sentAt, packet.arrivesAt, now) * 100;
  const travel = useLoopedMotion<HTMLDivElement>(
    still ? undefined : "travel",
    packet.arrivesAt - packet.sentAt,
    now - packet.sentAt,
  );
  return (
    <div
      data-slot="live-demo-packet"
      data-type={packet.type}
      className="absolute origin-top-left"
      style={{
        left: `${start.x}%`,
        top: `${start.y}%`,
        width: `${Math.abs(dx)}%`,
        height: `${Math.abs(dy)}%`,
        transform: `scale(${dx < 0 ? -1 : 1}, ${dy < 0 ? -1 : 1})`,
      }}
    >
      <div
        ref={travel}
        className="absolute inset-0"
        style={still ? { transform: `translate(${progress}%, ${progress}%)` } : undefined}
      >
        <span
          className={joinClasses(
            "absolute top-0 left-0 size-2 -translate-1/2 rounded-full shadow-[0_0_10px_2px]",
            packetColors[packet.type],
          )}
        />
      </div>
    </div>
  );
}

/** Like AgentNode: a packet never changes after it is sent, and `now` only matters at mount. */
const PacketDot = memo(
  PacketDotView,
  (before, after) => before.packet === after.packet && before.still === after.still,
);

/**
 * The lines between agents on stage; redrawn only when an agent arrives or the layout
 * changes. Not faded in: SVG opacity animations run on the main thread, every frame.
 */
const Links = memo(function Links({ layout, onStage }: { layout: Layout; onStage: string }) {
  const ids = new Set(onStage.split(" "));
  const byId = new Map(layouts[layout].map((agent) => [agent.id, agent]));
  return (
    <svg className="absolute inset-0 size-full" viewBox="0 0 100 100" preserveAspectRatio="none">
      {links[layout]
        .filter(([a, b]) => ids.has(a) && ids.has(b))
        .map(([a, b]) => {
          const from = byId.get(a)!;
          const to = byId.get(b)!;
          return (
            <line
              key={`${a}-${b}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              vectorEffect="non-scaling-stroke"
              strokeDasharray="4 4"
              className="stroke-primary/30"
            />
          );
        })}
    </svg>
  );
});

type SceneStageProps = { scene: Scene; still: boolean };

/** Lines between agents on stage, the packets travelling them, and the agents. */
function SceneStageView({ scene, still }: SceneStageProps) {
  const onStage = new Map(
    scene.agents.filter((agent) => agent.activity.phase !== "waiting").map((agent) => [agent.id, agent]),
  );
  return (
    <>
      <Links layout={scene.layout} onStage={[...onStage.keys()].join(" ")} />
      {scene.packets.map((packet) => (
        <PacketDot key={packet.id} packet={packet} now={scene.now} still={still} />
      ))}
      {[...onStage.values()].map((agent) => (
        <AgentNode key={agent.id} agent={agent} now={scene.now} still={still} />
      ))}
    </>
  );
}

/** A counter tick changes only the stats: the stage is left alone. */
export const SceneStage = memo(
  SceneStageView,
  (before, after) =>
    before.still === after.still &&
    before.scene.agents === after.scene.agents &&
    before.scene.packets === after.scene.packets,
);
