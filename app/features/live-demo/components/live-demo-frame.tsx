import { memo } from "react";

import { type LiveDemoStat, liveDemoStats } from "~/content/live-demo";
import { joinClasses } from "~/lib/utils";

import type { Stats } from "../lib/scene";

function formatStat(stat: LiveDemoStat, value: number) {
  return `${value.toFixed(stat.decimals)}${stat.unit}`;
}

type StatIcon = (icon: LiveDemoStat["icon"]) => React.ReactNode;

/**
 * One counter. A tick re-renders only the cards whose figure changed. A `dl`'s group holds only
 * `dt` and `dd`, so the icon sits in the `dt`, placed in the card's padding beside both.
 */
const StatCard = memo(function StatCard({
  stat,
  value,
  statIcon,
}: {
  stat: LiveDemoStat;
  value: number;
  statIcon?: StatIcon;
}) {
  return (
    <div
      data-slot="live-demo-stat"
      className="relative flex min-w-0 flex-col justify-center bg-card py-3 pr-3 pl-14 contain-layout contain-paint sm:pr-4 sm:pl-15"
    >
      <dt className="text-xs leading-tight text-muted-foreground">
        <span className="absolute inset-y-0 left-3 my-auto flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary sm:left-4">
          {statIcon?.(stat.icon)}
        </span>
        {stat.label}
      </dt>
      <dd data-slot="live-demo-stat-value" className="text-lg font-bold tabular-nums sm:text-xl">
        {formatStat(stat, value)}
      </dd>
    </div>
  );
});

const zeroStats = Object.fromEntries(liveDemoStats.map((stat) => [stat.key, 0])) as Stats;

type LiveDemoFrameProps = React.ComponentProps<"div"> & {
  /** What moves on the stage; the stage keeps its size whether it is there or not. */
  stage?: React.ReactNode;
  /** The counters; all zero before the scene starts. */
  stats?: Stats;
  /** Marks the stage paused (`data-paused`); the scene holds its motion still meanwhile. */
  paused?: boolean;
  /** The stat icons come with the scene's code, to keep the icon library out of the page's first load. */
  statIcon?: StatIcon;
};

/**
 * The stage and the stat cards. The placeholder and the running scene both render this
 * frame, so the page does not move when the scene's code arrives.
 */
export function LiveDemoFrame({
  stage,
  stats = zeroStats,
  paused,
  statIcon,
  className,
  ...props
}: LiveDemoFrameProps) {
  return (
    <div className={joinClasses("@container/live-demo flex flex-col", className)} {...props}>
      <div
        data-slot="live-demo-stage"
        data-paused={paused || undefined}
        className={joinClasses(
          // Strict containment: what changes on the stage is laid out and painted without the page.
          "@container relative aspect-4/5 max-h-[36rem] overflow-hidden contain-strict min-[480px]:aspect-4/3 md:aspect-16/10",
          // The desktop scene (ten agents) beside the figures, from 1024 px, is a narrow panel: square.
          "md:@max-[40rem]/live-demo:aspect-square",
          "bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--primary)_10%,transparent),transparent_70%),radial-gradient(color-mix(in_oklab,var(--foreground)_9%,transparent)_1px,transparent_1px)]",
          "bg-size-[100%_100%,22px_22px]",
        )}
      >
        {stage}
      </div>
      <dl className="grid grid-cols-2 gap-px border-t border-border bg-border @2xl/live-demo:grid-cols-4">
        {liveDemoStats.map((stat) => (
          <StatCard key={stat.key} stat={stat} value={stats[stat.key]} statIcon={statIcon} />
        ))}
      </dl>
    </div>
  );
}
