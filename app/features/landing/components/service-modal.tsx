import { CheckIcon, PhoneIcon, TrophyIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { sectionIds } from "~/content/home";
import { type Service } from "~/content/home-sections";
import { serviceDetails, serviceModal as content } from "~/content/home-sections";
import { site } from "~/content/site";
import { useReducedMotion } from "~/hooks/use-reduced-motion";

import medicalPlatform from "../assets/medical-platform.svg?no-inline";
import { ServiceIcon } from "./service-icon";

/** SPEC §4: the dialog plays its 300 ms exit animation before the close handler runs. */
export const exitDurationMs = 300;

const images = { "medical-platform": medicalPlatform };

export type ServiceModalProps = {
  service: Service;
  /** Where focus goes back to when the dialog closes (the card's button). */
  returnFocusTo?: HTMLElement | null;
  /** Runs once the exit animation is over; `"contact"` when the visitor asked for more information. */
  onClose: (next?: "contact") => void;
};

/** The details of one service. Mounted open; closing animates out, then reports back. */
export function ServiceModal({ service, returnFocusTo, onClose }: ServiceModalProps) {
  const [open, setOpen] = useState(true);
  const [imageFailed, setImageFailed] = useState(false);
  const next = useRef<"contact" | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reducedMotion = useReducedMotion();

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = (then?: "contact") => {
    if (!open) return;
    next.current = then;
    setOpen(false);
    // Under reduced motion the exit animation is cut to nothing, so nothing to wait for.
    timer.current = setTimeout(() => onClose(then), reducedMotion ? 0 : exitDurationMs);
  };

  const details = serviceDetails[service.id];
  const highlight = details.highlight;

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a DialogTrigger; the cards open the dialog themselves.
          event.preventDefault();
          if (next.current !== "contact") returnFocusTo?.focus();
        }}
      >
        <DialogHeader>
          <div className="flex items-center gap-4">
            <ServiceIcon icon={service.icon} />
            <DialogTitle className="sm:text-2xl">{service.title}</DialogTitle>
          </div>
        </DialogHeader>
        <DialogDescription className="text-base text-pretty">{details.detailedContent}</DialogDescription>

        {highlight ? (
          <figure className="overflow-hidden rounded-lg border bg-background/50">
            {imageFailed ? null : (
              <img
                src={images[highlight.image]}
                alt={content.caseStudyImageAlt}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                onError={() => setImageFailed(true)}
                className="aspect-video h-auto w-full"
              />
            )}
            <figcaption className="p-4">
              <p className="font-bold">{highlight.title}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {highlight.figures.map((figure) => (
                  <li
                    key={figure}
                    className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary"
                  >
                    {figure}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        ) : null}

        <section aria-labelledby="service-features-title">
          <h3 id="service-features-title" className="text-lg font-bold">
            {content.featuresTitle}
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {details.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="service-cases-title">
          <h3 id="service-cases-title" className="text-lg font-bold">
            {content.caseStudiesTitle}
          </h3>
          {details.caseStudies.length ? (
            <ul className="mt-3 grid gap-2">
              {details.caseStudies.map((study) => (
                <li key={study.result} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                  <TrophyIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
                  <span>
                    <span className="block font-semibold">{study.title}</span>
                    <span className="text-muted-foreground">{study.result}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted-foreground">{content.noCaseStudies}</p>
          )}
        </section>

        <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <a
              href={`#${sectionIds.contact}`}
              onClick={(event) => {
                event.preventDefault();
                close("contact");
              }}
            >
              {content.moreInfo}
            </a>
          </Button>
          <Button asChild size="lg">
            <a href={site.salesPhone.href}>
              <PhoneIcon aria-hidden="true" />
              {content.talkNow}
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
