import { Suspense, useId, useRef } from "react";

import { liveDemo } from "~/content/live-demo";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";
import { useNearView } from "~/lib/loading";
import { joinClasses } from "~/lib/utils";

import { LiveDemoFrame } from "./live-demo-frame";

/** Three linked nodes; drawn here rather than taken from the icon library, which this first-load file avoids. */
function NetworkMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M7.5 8.5 10.5 15M16.5 8.5 13.5 15M8 6h8" strokeLinecap="round" />
      <circle cx="5" cy="6" r="2.5" />
      <circle cx="19" cy="6" r="2.5" />
      <circle cx="12" cy="18" r="2.5" />
    </svg>
  );
}

function Placeholder() {
  return <LiveDemoFrame />;
}

/**
 * The scene's code is fetched when the panel comes near the viewport, not with the page.
 * If the fetch fails (offline, a deploy replaced the file), the panel keeps its still frame
 * instead of taking the page down with it.
 */
const LiveDemoVisual = lazyWithFallback(
  () => import("./live-demo-visual").then((module) => module.LiveDemoVisual),
  Placeholder,
  { feature: "live-demo" },
);

/**
 * The "Sistema de IA Activo" panel: an illustration of agents at work. The picture is
 * hidden from assistive technology, which reads the summary instead.
 */
export function LiveDemoPanel({ className, ...props }: React.ComponentProps<"figure">) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  const titleId = useId();

  return (
    <figure
      ref={ref}
      aria-labelledby={titleId}
      data-slot="live-demo"
      className={joinClasses(
        "w-full overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-2xl shadow-black/30",
        className,
      )}
      {...props}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/30"
          >
            <NetworkMark />
          </span>
          <div className="min-w-0">
            <p id={titleId} className="font-semibold">
              {liveDemo.title}
            </p>
            <p className="text-xs text-muted-foreground">{liveDemo.subtitle}</p>
          </div>
        </div>
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-2.5 py-1 text-xs font-medium text-success"
        >
          <span className="size-1.5 rounded-full bg-success shadow-[0_0_8px_1px] shadow-success" />
          {liveDemo.badge}
        </span>
        <span className="sr-only">{liveDemo.summary}</span>
      </figcaption>
      <div aria-hidden="true">
        {near ? (
          <Suspense fallback={<Placeholder />}>
            <LiveDemoVisual />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </figure>
  );
}
