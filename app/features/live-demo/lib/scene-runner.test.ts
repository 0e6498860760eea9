import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { batchWindow, createSceneRunner } from "./scene-runner";
import { createRng } from "~/lib/random";
import { createScene, nextEventAt, packetInterval, statSteps, step, timing } from "./scene";

describe("createSceneRunner", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The runner seeds itself with one draw of Math.random: 0 gives the film of `createRng(0)`.
    vi.spyOn(Math, "random").mockReturnValue(0);
  });
  afterEach(() => vi.useRealTimers());

  const create = (layout: "desktop" | "tablet" | "phone" = "desktop") =>
    createSceneRunner({ layout, clock: () => Date.now() });

  it("holds no timer before start and after stop, and resumes where it stopped", () => {
    const runner = create();
    expect(vi.getTimerCount()).toBe(0);

    runner.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3 * timing.statInterval);
    expect(runner.getScene().statTicks).toBe(3);

    runner.stop();
    expect(vi.getTimerCount()).toBe(0);
    const paused = runner.getScene();
    vi.advanceTimersByTime(60_000);
    expect(runner.getScene()).toBe(paused);

    runner.start();
    vi.advanceTimersByTime(timing.statInterval);
    expect(runner.getScene().statTicks).toBe(4);
    expect(runner.getScene().now).toBeLessThanOrEqual(4 * timing.statInterval + batchWindow);
  });

  it("keeps exactly one timer while running, and the stats stop at their targets", () => {
    const runner = create();
    runner.start();
    for (let second = 0; second < 30; second++) {
      vi.advanceTimersByTime(1000);
      expect(vi.getTimerCount()).toBe(1);
    }
    expect(runner.getScene().statTicks).toBe(statSteps);
    expect(runner.getScene().agents.every((agent) => agent.activity.phase !== "waiting")).toBe(true);
    runner.stop();
  });

  it("plays the scene's film with one render per moment at most", () => {
    // The same film, event by event, without the runner.
    const until = 60_000;
    const rng = createRng(0);
    let scene = createScene("desktop");
    let moments = 0;
    while (nextEventAt(scene) <= until) {
      scene = step(scene, nextEventAt(scene), rng);
      moments += 1;
    }

    const runner = create();
    const listener = vi.fn();
    runner.subscribe(listener);
    runner.start();
    vi.advanceTimersByTime(until);
    runner.stop();
    expect(runner.getScene().agents).toEqual(scene.agents);
    expect(listener.mock.calls.length).toBeGreaterThan(0);
    expect(listener.mock.calls.length).toBeLessThanOrEqual(moments);
  });

  it("tells subscribers about each change until they unsubscribe", () => {
    const runner = create();
    const listener = vi.fn();
    const unsubscribe = runner.subscribe(listener);
    runner.start();
    vi.advanceTimersByTime(timing.statInterval);
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(calls);
    runner.stop();
  });

  it("changes layout while running or stopped, with the new packet interval", () => {
    const runner = create("desktop");
    runner.start();
    vi.advanceTimersByTime(10_000);
    runner.setLayout("tablet");
    expect(runner.getScene().agents).toHaveLength(4);
    expect(runner.getScene().nextPacketAt).toBe(10_000 + packetInterval.tablet);
    expect(vi.getTimerCount()).toBe(1);

    runner.stop();
    runner.setLayout("phone");
    expect(runner.getScene().agents).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
