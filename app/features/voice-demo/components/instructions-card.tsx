import { Ear, MessageCircle, Phone, PhoneOff, type LucideIcon } from "lucide-react";
import { useId } from "react";

import { instructions, type InstructionIcon } from "~/content/demo-cat";

const icons: Record<InstructionIcon, LucideIcon> = {
  phone: Phone,
  ear: Ear,
  message: MessageCircle,
  "phone-off": PhoneOff,
};

export function InstructionsCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {instructions.heading}
      </h2>
      <ol className="mt-4 space-y-4">
        {instructions.steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
              >
                <Icon className="size-4" />
              </span>
              <div>
                <p className="font-semibold">
                  <span className="sr-only">{index + 1}. </span>
                  {step.title}
                </p>
                <p className="text-sm text-muted-foreground">{step.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
