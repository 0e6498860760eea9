import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";

import { joinClasses } from "~/lib/utils";

import { type ActionLabels, actionText } from "../lib/conversation/actions";
import type { ActionLine } from "../lib/conversation/transcript";

const icons = {
  // Its arc reads as work in progress even when reduced motion stops the spin.
  running: <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />,
  done: <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />,
  failed: <CircleX aria-hidden="true" className="size-4 shrink-0 text-destructive" />,
};

/**
 * One action of the assistant in the conversation (docs/product.md#the-agent-at-work): its label
 * while it runs, then its outcome. The label is hidden from screen readers and the outcome is a
 * new element, so the log announces each action once, when it ends.
 */
export function ActionCard({ action, labels }: { action: ActionLine; labels: ActionLabels }) {
  const running = action.status === "running";
  return (
    <div
      data-slot="action-card"
      data-status={action.status}
      className={joinClasses(
        "inline-flex max-w-[90%] items-center gap-2 rounded-lg border px-3 py-2 text-sm",
        action.status === "failed" ? "border-destructive/50" : "border-primary/40",
        running ? "bg-primary/5 text-muted-foreground" : "bg-primary/10",
      )}
    >
      {icons[action.status]}
      {running ? (
        <p key="running" aria-hidden="true">
          {actionText(action, labels)}
        </p>
      ) : (
        <p key="settled">{actionText(action, labels)}</p>
      )}
    </div>
  );
}
