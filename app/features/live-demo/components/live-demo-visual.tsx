import { Activity, Bot, Gauge, MemoryStick } from "lucide-react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";

import type { LiveDemoStat } from "~/content/live-demo";

import { useInView } from "~/hooks/use-in-view";
import { useLayout } from "../hooks/use-layout";
import { StageRunning } from "../hooks/use-looped-motion";
import { usePageVisible } from "~/hooks/use-page-visible";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import { stillScene } from "../lib/scene";
import { createSceneRunner } from "../lib/scene-runner";
import { LiveDemoFrame } from "./live-demo-frame";
import { SceneStage } from "./scene-stage";

const statIcons: Record<LiveDemoStat["icon"], typeof Bot> = {
  bot: Bot,
  activity: Activity,
  gauge: Gauge,
  memory: MemoryStick,
};

function statIcon(icon: LiveDemoStat["icon"]) {
  const Icon = statIcons[icon];
  return <Icon className="size-4" />;
}

/**
 * The running scene. It runs only while it is on screen, the tab is visible and the
 * visitor has not asked for reduced motion; otherwise no timer is left behind. Under
 * reduced motion it shows a still picture instead.
 */
export function LiveDemoVisual() {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useLayout();
  const reducedMotion = useReducedMotion();
  const inView = useInView(ref);
  const pageVisible = usePageVisible();
  const [runner] = useState(() => createSceneRunner({ layout }));
  const liveScene = useSyncExternalStore(runner.subscribe, runner.getScene, runner.getScene);
  const still = useMemo(() => (reducedMotion ? stillScene(layout) : undefined), [reducedMotion, layout]);
  const running = inView && pageVisible && !reducedMotion;

  useEffect(() => runner.setLayout(layout), [runner, layout]);

  useEffect(() => {
    if (!running) return;
    runner.start();
    return runner.stop;
  }, [runner, running]);

  const scene = still ?? liveScene;
  return (
    <LiveDemoFrame
      ref={ref}
      data-layout={scene.layout}
      paused={!running}
      stats={scene.stats}
      statIcon={statIcon}
      stage={
        <StageRunning value={running}>
          {/* A new stage when the picture turns still or live: each motion is set up at mount. */}
          <SceneStage key={still ? "still" : "live"} scene={scene} still={Boolean(still)} />
        </StageRunning>
      }
    />
  );
}
