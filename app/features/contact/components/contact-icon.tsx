import { MailIcon, MessageCircleIcon, PhoneIcon } from "lucide-react";

import type { ContactIcon as ContactIconName } from "~/content/contact";

const icons = { phone: PhoneIcon, whatsapp: MessageCircleIcon, mail: MailIcon } satisfies Record<
  ContactIconName,
  React.ComponentType<React.SVGProps<SVGSVGElement>>
>;

/** Decorative: the text beside it always says what it is. */
export function ContactIcon({ name, className }: { name: ContactIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
