import type { LucideIcon } from "lucide-react";

import { joinClasses } from "~/lib/utils";

/** An icon on a tinted square: the mark of a card on the landing page. */
export function IconBadge({
  icon: Icon,
  tone = "primary",
}: {
  icon: LucideIcon;
  tone?: "primary" | "accent";
}) {
  return (
    <span
      className={joinClasses(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-lg",
        tone === "accent" ? "bg-accent/15 text-accent" : "bg-primary/15 text-primary",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
