import { describe, expect, it } from "vitest";

import { liveDemoStats } from "~/content/live-demo";

import { type Layout, layouts, links } from "./layouts";
import { createRng } from "~/lib/random";
import {
  type AgentState,
  beat,
  createScene,
  maxPackets,
  nextEventAt,
  packetInterval,
  type Scene,
  statSteps,
  step,
  stillScene,
  timing,
  withLayout,
} from "./scene";

/** Runs the scene event by event up to `until`, calling `visit` after each step. */
function run(scene: Scene, until: number, seed: number, visit: (scene: Scene) => void = () => {}) {
  const rng = createRng(seed);
  let current = scene;
  while (nextEventAt(current) <= until) {
    current = step(current, nextEventAt(current), rng);
    visit(current);
  }
  return step(current, until, rng);
}

/** Every phase change of every agent, as [agent id, phase, since, until]. */
function phaseLog(seed: number, until: number, layout: Layout = "desktop") {
  const log: [string, string, number, number][] = [];
  const last = new Map<string, AgentState["activity"]>();
  run(createScene(layout), until, seed, (scene) => {
    for (const agent of scene.agents) {
      if (last.get(agent.id) !== agent.activity && agent.activity.phase !== "waiting") {
        const { phase, since, until } = agent.activity;
        log.push([agent.id, phase, since, until]);
      }
      last.set(agent.id, agent.activity);
    }
  });
  return log;
}

describe("agents", () => {
  it("appear after their delay with a task of their type", () => {
    const rng = createRng(1);
    const a3 = layouts.desktop.find((agent) => agent.id === "a3")!;
    const before = step(createScene("desktop"), a3.delay - 1, rng);
    expect(before.agents.find((agent) => agent.id === "a3")!.activity.phase).toBe("waiting");
    const after = step(before, a3.delay, rng);
    const activity = after.agents.find((agent) => agent.id === "a3")!.activity;
    expect(activity).toMatchObject({ phase: "working", since: a3.delay });
    expect(activity.phase === "working" && [0, 1, 2]).toContain(
      activity.phase === "working" && activity.task,
    );
  });

  it("work 3-8 s, show the done check exactly 2 s, rest 5-12 s, and repeat", () => {
    for (const seed of [1, 2, 3]) {
      const log = phaseLog(seed, 120_000);
      const durations = (phase: string) =>
        log.filter(([, p]) => p === phase).map(([, , since, until]) => until - since);
      expect(durations("working").length).toBeGreaterThan(30);
      for (const duration of durations("working")) {
        expect(duration).toBeGreaterThanOrEqual(3000);
        expect(duration).toBeLessThanOrEqual(8000);
      }
      expect(new Set(durations("done"))).toEqual(new Set([timing.done]));
      for (const duration of durations("resting")) {
        expect(duration).toBeGreaterThanOrEqual(5000);
        expect(duration).toBeLessThanOrEqual(12000);
      }
      // Each phase starts when the previous one ends, in the order working → done → resting → working.
      const order = { working: "done", done: "resting", resting: "working" } as Record<string, string>;
      for (const id of layouts.desktop.map((agent) => agent.id)) {
        const mine = log.filter(([agent]) => agent === id);
        for (let i = 1; i < mine.length; i++) {
          expect(mine[i]![1]).toBe(order[mine[i - 1]![1]]);
          expect(mine[i]![2]).toBe(mine[i - 1]![3]);
        }
      }
    }
  });

  it("end tasks and rests on a beat, so that their changes and the packets share renders", () => {
    for (const layout of ["desktop", "tablet", "phone"] as const) {
      expect(packetInterval[layout] % beat[layout]).toBe(0);
      for (const [, phase, , until] of phaseLog(4, 120_000, layout)) {
        if (phase !== "done") expect(until % beat[layout]).toBe(0);
      }
      // Once every agent has arrived, things happen only on beats and where done checks end.
      const instants = new Set<number>();
      run(createScene(layout), 120_000, 4, (scene) => {
        if (scene.now > 3000) instants.add(scene.now % beat[layout]);
      });
      expect(instants).toEqual(new Set([0, timing.done % beat[layout]]));
    }
  });

  it("pick every one of their three tasks over time", () => {
    const tasks = new Set<number>();
    run(createScene("phone"), 300_000, 5, (scene) => {
      for (const agent of scene.agents)
        if (agent.activity.phase === "working") tasks.add(agent.activity.task);
    });
    expect(tasks).toEqual(new Set([0, 1, 2]));
  });

  it("number 10 on desktop, 4 on tablet and 3 on phone", () => {
    expect(createScene("desktop").agents).toHaveLength(10);
    expect(createScene("tablet").agents).toHaveLength(4);
    expect(createScene("phone").agents).toHaveLength(3);
  });

  it("keep one type per id in every layout, and links join agents of that layout", () => {
    const types = new Map<string, string>();
    for (const [layout, agents] of Object.entries(layouts)) {
      for (const agent of agents) {
        expect(types.get(agent.id) ?? agent.type).toBe(agent.type);
        types.set(agent.id, agent.type);
      }
      const ids = new Set(agents.map((agent) => agent.id));
      for (const link of links[layout as keyof typeof links])
        for (const id of link) expect(ids).toContain(id);
    }
  });
});

describe("packets", () => {
  for (const layout of ["desktop", "tablet", "phone"] as const) {
    it(`are sent every ${packetInterval[layout]} ms on ${layout}`, () => {
      const sentAt = new Set<number>();
      run(createScene(layout), 60_000, 9, (scene) => {
        for (const packet of scene.packets) sentAt.add(packet.sentAt);
      });
      const times = [...sentAt].sort((a, b) => a - b);
      expect(times.length).toBeGreaterThan(5);
      for (const time of times) expect(time % packetInterval[layout]).toBe(0);
      // Once agents are on stage a packet leaves at every tick unless five are already in flight.
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(60_000 - 3 * packetInterval[layout]);
    });
  }

  it("never number more than 5, and travel 2.5-4 s divided by their speed", () => {
    let most = 0;
    run(createScene("desktop"), 120_000, 11, (scene) => {
      most = Math.max(most, scene.packets.length);
      for (const packet of scene.packets) {
        const travel = (packet.arrivesAt - packet.sentAt) * packet.speed;
        expect(travel).toBeGreaterThanOrEqual(2500 - 1);
        expect(travel).toBeLessThanOrEqual(4000 + 1);
      }
    });
    expect(most).toBeGreaterThanOrEqual(3);
    expect(most).toBeLessThanOrEqual(maxPackets);
  });

  it("are not sent while 5 are in flight", () => {
    const rng = createRng(6);
    const busy = step(createScene("desktop"), 10_000, rng);
    const inFlight = Array.from({ length: maxPackets }, (_, index) => ({
      ...busy.packets[0]!,
      id: 100 + index,
      arrivesAt: 60_000,
    }));
    const full = step({ ...busy, packets: inFlight }, 10_000 + 3 * packetInterval.desktop, rng);
    expect(full.packets.map((packet) => packet.id)).toEqual([100, 101, 102, 103, 104]);
    const freed = step({ ...full, packets: inFlight.slice(1) }, full.nextPacketAt, rng);
    expect(freed.packets).toHaveLength(maxPackets);
    expect(freed.packets.at(-1)!.sentAt).toBe(full.nextPacketAt);
  });

  it("are removed on arrival", () => {
    const rng = createRng(4);
    let scene = step(createScene("desktop"), 5000, rng);
    const packet = scene.packets[0]!;
    scene = step(scene, packet.arrivesAt - 1, rng);
    expect(scene.packets.map((p) => p.id)).toContain(packet.id);
    scene = step(scene, packet.arrivesAt, rng);
    expect(scene.packets.map((p) => p.id)).not.toContain(packet.id);
  });

  it("wake nothing on arrival: the next step, within one packet interval, removes them", () => {
    for (const layout of ["desktop", "tablet", "phone"] as const) {
      const rng = createRng(21);
      let scene = createScene(layout);
      let longest = 0;
      while (scene.now < 120_000) {
        const at = nextEventAt(scene);
        const arrivals = scene.packets.filter((packet) => packet.arrivesAt <= at);
        for (const packet of arrivals) longest = Math.max(longest, at - packet.arrivesAt);
        scene = step(scene, at, rng);
        for (const packet of arrivals) expect(scene.packets).not.toContain(packet);
        // Hidden on arrival, a packet's animation loops only 3 travel times later (hooks/use-looped-motion.ts).
        expect(longest).toBeLessThanOrEqual(packetInterval[layout]);
      }
      expect(longest).toBeGreaterThan(0);
    }
  });

  it("run between two agents already on stage", () => {
    run(createScene("desktop"), 30_000, 12, (scene) => {
      const onStage = scene.agents.filter((agent) => agent.activity.phase !== "waiting");
      for (const packet of scene.packets) {
        expect(onStage.some((agent) => agent.x === packet.start.x && agent.y === packet.start.y)).toBe(true);
        expect(onStage.some((agent) => agent.x === packet.end.x && agent.y === packet.end.y)).toBe(true);
      }
    });
  });
});

describe("stats", () => {
  it("count up every 300 ms to exactly 10, 578, 98.2 and 68, then stop", () => {
    const rng = createRng(3);
    let scene = createScene("desktop");
    const seen: number[] = [];
    for (let tick = 1; tick <= statSteps; tick++) {
      scene = step(scene, tick * timing.statInterval - 1, rng);
      expect(scene.statTicks).toBe(tick - 1);
      scene = step(scene, tick * timing.statInterval, rng);
      seen.push(scene.stats.queriesPerMinute);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(scene.stats).toEqual({
      activeAgents: 10,
      queriesPerMinute: 578,
      efficiency: 98.2,
      memoryUsage: 68,
    });
    const targets = Object.fromEntries(liveDemoStats.map((stat) => [stat.key, stat.target]));
    expect(scene.stats).toEqual(targets);

    const later = step(scene, 600_000, rng);
    expect(later.stats).toEqual(targets);
    expect(later.statTicks).toBe(statSteps);
  });

  it("tick when agents arrive on desktop, so both share a render", () => {
    for (const agent of layouts.desktop) {
      expect(agent.delay % timing.statInterval).toBe(0);
      expect(agent.delay).toBeLessThanOrEqual(statSteps * timing.statInterval);
    }
  });
});

describe("step", () => {
  it("keeps the agents and the packets the same arrays when a step leaves them alone", () => {
    const rng = createRng(3);
    let scene = createScene("desktop");
    let untouched = 0;
    while (scene.now < 60_000) {
      const at = nextEventAt(scene);
      const next = step(scene, at, rng);
      if (!scene.agents.some((agent) => agent.activity.until === at)) {
        expect(next.agents).toBe(scene.agents);
        untouched += 1;
      }
      if (at !== scene.nextPacketAt && scene.packets.every((packet) => packet.arrivesAt > at)) {
        expect(next.packets).toBe(scene.packets);
      }
      scene = next;
    }
    // The last counter tick, and packets sent while no agent changes: those redraw only what changed.
    expect(untouched).toBeGreaterThan(5);
  });

  it("gives the same scene for a seed however the time is sliced", () => {
    const inOneGo = step(createScene("desktop"), 30_000, createRng(21));
    const rng = createRng(21);
    let sliced = createScene("desktop");
    for (let now = 16; now <= 30_000; now += 16) sliced = step(sliced, now, rng);
    sliced = step(sliced, 30_000, rng);
    expect(sliced).toEqual(inOneGo);
  });

  it("returns the same object when nothing is due and the time does not move", () => {
    const scene = step(createScene("desktop"), 10, createRng(1));
    expect(step(scene, 10, createRng(1))).toBe(scene);
  });
});

describe("withLayout", () => {
  it("keeps the activity of agents in both layouts, brings newcomers after their delay, drops packets", () => {
    const rng = createRng(8);
    const desktop = step(createScene("desktop"), 20_000, rng);
    expect(desktop.packets.length).toBeGreaterThan(0);
    const phone = withLayout(desktop, "phone");
    expect(phone.agents.map((agent) => agent.id)).toEqual(["a1", "a2", "a3"]);
    for (const agent of phone.agents) {
      expect(agent.activity).toBe(desktop.agents.find((other) => other.id === agent.id)!.activity);
      expect(agent.x).toBe(layouts.phone.find((other) => other.id === agent.id)!.x);
    }
    expect(phone.packets).toEqual([]);
    expect(phone.nextPacketAt).toBe(20_000 + packetInterval.phone);

    const back = withLayout(phone, "desktop");
    expect(back.agents).toHaveLength(10);
    const a10 = back.agents.find((agent) => agent.id === "a10")!;
    expect(a10.activity).toEqual({ phase: "waiting", until: 20_000 + a10.delay });
    expect(back.stats).toEqual(desktop.stats);
  });
});

describe("stillScene", () => {
  it("shows every agent on stage, packets in flight and the final figures", () => {
    for (const layout of ["desktop", "tablet", "phone"] as const) {
      const scene = stillScene(layout);
      expect(scene.agents).toHaveLength(layouts[layout].length);
      expect(scene.agents.every((agent) => agent.activity.phase !== "waiting")).toBe(true);
      expect(scene.agents.some((agent) => agent.activity.phase === "working")).toBe(true);
      expect(scene.packets.length).toBeGreaterThan(0);
      expect(scene.stats).toEqual({
        activeAgents: 10,
        queriesPerMinute: 578,
        efficiency: 98.2,
        memoryUsage: 68,
      });
    }
  });
});
