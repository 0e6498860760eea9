import { cn } from "~/lib/utils";

import { useFrozenDelay } from "../hooks/use-frozen-delay";
import { links } from "../lib/layouts";
import { type Packet, type PacketType, progressAt, type Scene } from "../lib/scene";
import { AgentNode } from "./agent-node";

const packetColors: Record<PacketType, string> = {
  data: "bg-primary shadow-primary",
  result: "bg-success shadow-success",
  query: "bg-accent shadow-accent",
};

function sameLink(packet: Packet, a: { x: number; y: number }, b: { x: number; y: number }) {
  const joins = (p: { x: number; y: number }, q: { x: number; y: number }) => p.x === q.x && p.y === q.y;
  return (joins(packet.start, a) && joins(packet.end, b)) || (joins(packet.start, b) && joins(packet.end, a));
}

/**
 * A packet's track is a box spanning the segment it travels (mirrored when it goes left
 * or up), so the dot crosses it with a constant transform keyframe: no per-packet CSS,
 * no layout work while it moves.
 */
function PacketDot({ packet, now, still }: { packet: Packet; now: number; still: boolean }) {
  const { start, end } = packet;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const progress = progressAt(packet.sentAt, packet.arrivesAt, now);
  const animationDelay = useFrozenDelay(now - packet.sentAt);
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
        className={cn("absolute inset-0", !still && "animate-[live-demo-travel_1s_linear_both]")}
        style={
          still
            ? { transform: `translate(${progress * 100}%, ${progress * 100}%)` }
            : {
                animationDuration: `${packet.arrivesAt - packet.sentAt}ms`,
                animationDelay,
              }
        }
      >
        <span
          className={cn(
            "absolute top-0 left-0 size-2 -translate-1/2 rounded-full shadow-[0_0_10px_2px]",
            packetColors[packet.type],
          )}
        />
      </div>
    </div>
  );
}

type SceneStageProps = { scene: Scene; still: boolean };

/** Lines between agents on stage, the packets travelling them, and the agents. */
export function SceneStage({ scene, still }: SceneStageProps) {
  const onStage = new Map(
    scene.agents.filter((agent) => agent.activity.phase !== "waiting").map((agent) => [agent.id, agent]),
  );
  const visibleLinks = links[scene.layout].flatMap(([a, b]) => {
    const from = onStage.get(a);
    const to = onStage.get(b);
    return from && to ? [{ key: `${a}-${b}`, from, to }] : [];
  });

  return (
    <>
      <svg className="absolute inset-0 size-full" viewBox="0 0 100 100" preserveAspectRatio="none">
        {visibleLinks.map(({ key, from, to }) => {
          const busy = scene.packets.some((packet) => sameLink(packet, from, to));
          return (
            <line
              key={key}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              vectorEffect="non-scaling-stroke"
              strokeWidth={busy ? 1.5 : 1}
              strokeDasharray={busy ? undefined : "4 4"}
              className={cn(
                busy ? "stroke-primary/45" : "stroke-foreground/15",
                !still && "animate-[live-demo-fade-in_600ms_ease-out_both]",
              )}
            />
          );
        })}
      </svg>
      {scene.packets.map((packet) => (
        <PacketDot key={packet.id} packet={packet} now={scene.now} still={still} />
      ))}
      {[...onStage.values()].map((agent) => (
        <AgentNode key={agent.id} agent={agent} now={scene.now} still={still} />
      ))}
    </>
  );
}
