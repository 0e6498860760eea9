import { liveDemoStats, type StatKey } from "~/content/live-demo";

import { type Agent, type Layout, layouts, links } from "./layouts";
import { between, pick, type Rng } from "~/lib/random";

/** The live demo's timings (docs/product.md#timings-and-sizes), in milliseconds. */
export const timing = {
  task: [3000, 8000],
  done: 2000,
  rest: [5000, 12000],
  travel: [2500, 4000],
  statInterval: 300,
} as const;

/** A packet's travel time is divided by its speed (docs/product.md#timings-and-sizes). */
export const packetSpeed = [0.8, 1.25] as const;

export const packetInterval: Record<Layout, number> = { desktop: 1200, tablet: 2000, phone: 3000 };

export const maxPackets = 5;

/**
 * The scene keeps time in beats, so that its events share renders instead of each costing
 * its own: packets leave on beats (the packet interval is a whole number of beats), and a
 * task or a rest is given a random length within its range (`timing`) that ends on a beat. On
 * desktop a beat is the packet interval, so agents finish tasks and wake from rests as
 * packets leave; the done check's 2 s then ends between two beats, where the other done
 * checks end. An agent's first task starts on arrival, off the beat, and ends on one.
 */
export const beat: Record<Layout, number> = { desktop: 1200, tablet: 1000, phone: 1000 };

/**
 * The counters reach their targets in this many ticks of `timing.statInterval`: 3 s, as the
 * last agent arrives on desktop (the agents' delays are multiples of 300 ms up to 2.7 s), so
 * the arrivals and the count-up share their renders instead of each costing its own.
 */
export const statSteps = 10;

export const packetTypes = ["data", "result", "query"] as const;
export type PacketType = (typeof packetTypes)[number];

/** What an agent is doing; `until` is when that ends, in scene time. */
export type Activity =
  | { phase: "waiting"; until: number }
  | { phase: "working"; task: number; since: number; until: number }
  | { phase: "done"; task: number; since: number; until: number }
  | { phase: "resting"; since: number; until: number };

export type AgentState = Agent & {
  activity: Activity;
  /** Counts the tasks started, so each task's progress bar is a new element. */
  cycle: number;
};

export type Point = { x: number; y: number };

/** A live demo packet (docs/product.md#timings-and-sizes), with the times it leaves and arrives. */
export type Packet = {
  id: number;
  start: Point;
  end: Point;
  type: PacketType;
  speed: number;
  sentAt: number;
  arrivesAt: number;
};

export type Stats = Record<StatKey, number>;

/**
 * The whole simulation at one instant. Time is scene time in milliseconds: it only
 * advances while the scene runs, so a paused scene resumes exactly where it was.
 */
export type Scene = {
  now: number;
  layout: Layout;
  agents: readonly AgentState[];
  packets: readonly Packet[];
  nextPacketAt: number;
  nextPacketId: number;
  statsStartedAt: number;
  statTicks: number;
  stats: Stats;
};

export function statsAfter(ticks: number): Stats {
  const share = Math.min(ticks, statSteps) / statSteps;
  return Object.fromEntries(
    liveDemoStats.map((stat) => [stat.key, Number((stat.target * share).toFixed(stat.decimals))]),
  ) as Stats;
}

function waiting(agent: Agent, now: number): AgentState {
  return { ...agent, activity: { phase: "waiting", until: now + agent.delay }, cycle: 0 };
}

export function createScene(layout: Layout, now = 0): Scene {
  return {
    now,
    layout,
    agents: layouts[layout].map((agent) => waiting(agent, now)),
    packets: [],
    nextPacketAt: now + packetInterval[layout],
    nextPacketId: 1,
    statsStartedAt: now,
    statTicks: 0,
    stats: statsAfter(0),
  };
}

function nextStatAt(scene: Scene) {
  return scene.statTicks < statSteps
    ? scene.statsStartedAt + (scene.statTicks + 1) * timing.statInterval
    : Infinity;
}

/**
 * When the next thing happens; the runner sleeps until then instead of ticking every frame.
 * A packet's arrival is not such a moment: the drawing hides a packet when it arrives
 * (`motions.travel` in hooks/use-looped-motion.ts), and whichever step comes next removes
 * it, so arrivals cost no wake-up of their own. A step always comes within one packet
 * interval.
 */
export function nextEventAt(scene: Scene) {
  let at = Math.min(scene.nextPacketAt, nextStatAt(scene));
  for (const agent of scene.agents) at = Math.min(at, agent.activity.until);
  return at;
}

/** The packets still travelling at `at`; the same array when none has arrived. */
function inFlight(packets: readonly Packet[], at: number) {
  return packets.every((packet) => packet.arrivesAt > at)
    ? packets
    : packets.filter((packet) => packet.arrivesAt > at);
}

/**
 * A random time that ends a phase starting at `at`: within `[min, max]` of it, and on a
 * beat `length` ms long.
 */
function endOnBeat(rng: Rng, at: number, [min, max]: readonly [number, number], length: number) {
  const first = Math.ceil((at + min) / length);
  const last = Math.floor((at + max) / length);
  return (first + Math.floor(rng() * (last - first + 1))) * length;
}

function startTask(agent: AgentState, at: number, beatLength: number, rng: Rng): AgentState {
  const task = Math.floor(rng() * 3);
  const until = endOnBeat(rng, at, timing.task, beatLength);
  return { ...agent, activity: { phase: "working", task, since: at, until }, cycle: agent.cycle + 1 };
}

function advanceAgent(agent: AgentState, at: number, beatLength: number, rng: Rng): AgentState {
  const { activity } = agent;
  switch (activity.phase) {
    case "waiting":
    case "resting":
      return startTask(agent, at, beatLength, rng);
    case "working":
      return {
        ...agent,
        activity: { phase: "done", task: activity.task, since: at, until: at + timing.done },
      };
    case "done":
      return {
        ...agent,
        activity: { phase: "resting", since: at, until: endOnBeat(rng, at, timing.rest, beatLength) },
      };
  }
}

/** A packet along a random link between two agents already on stage, or none yet. */
function sendPacket(scene: Scene, agents: readonly AgentState[], at: number, rng: Rng): Packet | undefined {
  const onStage = new Map(
    agents.filter((agent) => agent.activity.phase !== "waiting").map((agent) => [agent.id, agent]),
  );
  const usable = links[scene.layout].filter(([a, b]) => onStage.has(a) && onStage.has(b));
  if (usable.length === 0) return undefined;
  const [a, b] = pick(rng, usable).map((id) => onStage.get(id)!) as [AgentState, AgentState];
  const [from, to] = rng() < 0.5 ? [a, b] : [b, a];
  const type = pick(rng, packetTypes);
  const speed = between(rng, ...packetSpeed);
  const travel = Math.round(between(rng, ...timing.travel) / speed);
  return {
    id: scene.nextPacketId,
    start: { x: from.x, y: from.y },
    end: { x: to.x, y: to.y },
    type,
    speed,
    sentAt: at,
    arrivesAt: at + travel,
  };
}

/** Everything due at exactly `at`, in a fixed order so a seed always gives the same film. */
function applyEventsAt(scene: Scene, at: number, rng: Rng): Scene {
  // Unchanged arrays stay the same arrays, so a counter tick redraws only the counters.
  const agents = scene.agents.some((agent) => agent.activity.until === at)
    ? scene.agents.map((agent) =>
        agent.activity.until === at ? advanceAgent(agent, at, beat[scene.layout], rng) : agent,
      )
    : scene.agents;
  let packets = inFlight(scene.packets, at);
  let { nextPacketAt, nextPacketId, statTicks, stats } = scene;

  if (nextPacketAt === at) {
    const packet = packets.length < maxPackets ? sendPacket(scene, agents, at, rng) : undefined;
    if (packet) {
      packets = [...packets, packet];
      nextPacketId += 1;
    }
    nextPacketAt = at + packetInterval[scene.layout];
  }
  if (nextStatAt(scene) === at) {
    statTicks += 1;
    stats = statsAfter(statTicks);
  }
  return { ...scene, now: at, agents, packets, nextPacketAt, nextPacketId, statTicks, stats };
}

/**
 * The scene at time `now`: applies, in order, every event due since `scene.now`, and
 * removes the packets that have arrived by then. Pure.
 */
export function step(scene: Scene, now: number, rng: Rng): Scene {
  let next = scene;
  for (let at = nextEventAt(next); at <= now; at = nextEventAt(next)) next = applyEventsAt(next, at, rng);
  // The last event already dropped what had arrived by its time; only what arrived since remains.
  return now > next.now ? { ...next, now, packets: inFlight(next.packets, now) } : next;
}

/**
 * The scene rearranged for another layout. Agents present in both keep what they were
 * doing (they only move); newcomers appear after their delay; packets in flight are
 * dropped because their lines may no longer exist.
 */
export function withLayout(scene: Scene, layout: Layout): Scene {
  if (layout === scene.layout) return scene;
  const previous = new Map(scene.agents.map((agent) => [agent.id, agent]));
  return {
    ...scene,
    layout,
    agents: layouts[layout].map((agent) => {
      const kept = previous.get(agent.id);
      return kept ? { ...agent, activity: kept.activity, cycle: kept.cycle } : waiting(agent, scene.now);
    }),
    packets: [],
    nextPacketAt: Math.ceil((scene.now + packetInterval[layout]) / beat[layout]) * beat[layout],
  };
}

/** How far along (0 to 1) something is that runs from `since` to `until`. */
export function progressAt(since: number, until: number, now: number) {
  if (until <= since) return 1;
  return Math.min(1, Math.max(0, (now - since) / (until - since)));
}

/**
 * The picture shown under `prefers-reduced-motion`: every agent on stage, some at work,
 * one just done, a few packets half-way, the counters at their targets. No time passes in it.
 */
export function stillScene(layout: Layout): Scene {
  const now = 0;
  const agents = layouts[layout].map((agent, index): AgentState => {
    const task = index % 3;
    const activity: Activity =
      index % 4 === 1
        ? { phase: "done", task, since: now - 500, until: now + 1500 }
        : index % 4 === 3
          ? { phase: "resting", since: now - 2000, until: now + 6000 }
          : { phase: "working", task, since: now - 2000 - index * 300, until: now + 2500 };
    return { ...agent, activity, cycle: 1 };
  });
  const byId = new Map(agents.map((agent) => [agent.id, agent]));
  const packets = links[layout].slice(0, 3).map(([from, to], index): Packet => {
    const a = byId.get(from)!;
    const b = byId.get(to)!;
    return {
      id: index + 1,
      start: { x: a.x, y: a.y },
      end: { x: b.x, y: b.y },
      type: packetTypes[index % packetTypes.length]!,
      speed: 1,
      sentAt: now - 1500,
      arrivesAt: now + 1500,
    };
  });
  return {
    now,
    layout,
    agents,
    packets,
    nextPacketAt: Infinity,
    nextPacketId: packets.length + 1,
    statsStartedAt: now,
    statTicks: statSteps,
    stats: statsAfter(statSteps),
  };
}
