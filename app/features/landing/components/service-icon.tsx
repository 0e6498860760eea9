import { GraduationCapIcon, HeadsetIcon, PillIcon, ShoppingBagIcon } from "lucide-react";

import { type ServiceIcon as ServiceIconKey } from "~/content/home-sections";
import { cn } from "~/lib/utils";

const icons: Record<ServiceIconKey, typeof HeadsetIcon> = {
  voice: HeadsetIcon,
  pharma: PillIcon,
  university: GraduationCapIcon,
  retail: ShoppingBagIcon,
};

/** The icon of a service, shared by its card and its details dialog. */
export function ServiceIcon({ icon, className }: { icon: ServiceIconKey; className?: string }) {
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
