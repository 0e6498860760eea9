import { Suspense, useEffect, useEffectEvent } from "react";

import { Section } from "~/components/layout/section";
import { useDialogState } from "~/hooks/use-dialog-state";
import { lazyWithFallback } from "~/lib/lazy-with-fallback";
import { onIntent } from "~/lib/loading";
import { sectionIds } from "~/content/sections";
import { type Service, services as content } from "~/content/home";

import { scrollToSection } from "../lib/scroll-to-section";
import { ServiceIcon } from "./service-icon";
import type { ServiceModalProps } from "./service-modal";

/** Without the dialog's code (offline, a stale deploy): instead of a dead click, the contact options. */
function ContactInstead({ open, onOpenChange }: ServiceModalProps) {
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    close();
    scrollToSection(sectionIds.contact);
  }, [open]);
  return null;
}

const detailsSlot = "service-details";

// The dialog (Radix, focus trap, scroll lock) is not needed for the first paint:
// its code loads on the first hover, focus or click of a card, even one before hydration.
const ServiceModal = lazyWithFallback(
  () => import("./service-modal").then((module) => module.ServiceModal),
  ContactInstead,
  { source: "service-modal-import" },
  { trigger: `[data-slot="${detailsSlot}"]` },
);

/** Four service cards; each is a button that opens the service's details. */
export function ServicesSection() {
  const { dialog, show } = useDialogState<Service>();

  return (
    <Section id={sectionIds.services} title={content.title} intro={content.intro}>
      <ul className="grid gap-4 md:grid-cols-2">
        {content.items.map((service: Service) => (
          <li
            key={service.id}
            className="group relative flex flex-col rounded-xl border bg-card p-6 transition-colors focus-within:border-primary/60 hover:border-primary/60"
          >
            <div className="flex items-start gap-4">
              <ServiceIcon icon={service.icon} />
              <div className="min-w-0">
                <h3 className="flex flex-wrap items-center gap-2 text-xl font-bold">
                  {service.title}
                  {service.comingSoon ? (
                    <span className="rounded-full bg-warning/15 px-2.5 py-0.5 text-xs font-bold text-warning">
                      {content.comingSoonBadge}
                    </span>
                  ) : null}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{service.uses}</p>
              </div>
            </div>
            <p className="mt-4 flex-1 text-pretty text-card-foreground">{service.description}</p>
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
              <button
                type="button"
                data-slot={detailsSlot}
                aria-haspopup="dialog"
                aria-label={`${content.openDetails}: ${service.title}`}
                {...onIntent(ServiceModal.preload)}
                onClick={(event) => show(service, event.currentTarget)}
                className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {content.openDetails}
                <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                  →
                </span>
              </button>
              {service.comingSoon ? (
                <a
                  href={`#${sectionIds.contact}`}
                  className="relative z-10 rounded-md font-semibold text-foreground underline underline-offset-4 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {content.comingSoonContact}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {dialog ? (
        <Suspense>
          <ServiceModal {...dialog.props} service={dialog.subject} />
        </Suspense>
      ) : null}
    </Section>
  );
}
