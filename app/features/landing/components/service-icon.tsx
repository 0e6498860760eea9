import { GraduationCapIcon, HeadsetIcon, PillIcon, ShoppingBagIcon } from "lucide-react";

import { type ServiceIcon as ServiceIconKey } from "~/content/home";

import { IconBadge } from "./icon-badge";

const icons: Record<ServiceIconKey, typeof HeadsetIcon> = {
  voice: HeadsetIcon,
  pharma: PillIcon,
  university: GraduationCapIcon,
  retail: ShoppingBagIcon,
};

/** The icon of a service, shared by its card and its details dialog. */
export function ServiceIcon({ icon }: { icon: ServiceIconKey }) {
  return <IconBadge icon={icons[icon]} />;
}
